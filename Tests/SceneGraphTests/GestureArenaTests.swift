import Geometry
import SceneGraph
import Testing

/// The arena's rules, as Flutter's own tests state them (flutter/flutter
/// `packages/flutter/test/gestures/arena_test.dart`): a lone member wins on close, an eager winner wins on
/// close, a sweep gives an undecided arena to its first member, the last member left wins.
@MainActor
struct GestureArenaTests {
    final class Member: GestureArenaMember {
        let name: String
        var log: [String]
        init(_ name: String) { self.name = name; self.log = [] }
        func acceptGesture(pointer: Int) { log.append("accept \(pointer)") }
        func rejectGesture(pointer: Int) { log.append("reject \(pointer)") }
        func supersedeGesture(pointer: Int) { log.append("superseded \(pointer)") }
    }

    @Test func aLoneMemberWinsWhenTheArenaCloses() {
        let arena = GestureArena(), a = Member("a")
        arena.add(1, a)
        #expect(a.log.isEmpty && arena.isUndecided(1))
        arena.close(1)
        #expect(a.log == ["accept 1"] && !arena.isUndecided(1) && arena.winner(1) === a)
    }

    @Test func anUndecidedArenaGoesToItsFirstMemberOnRelease() {
        let arena = GestureArena(), tap = Member("tap"), scroll = Member("scroll")
        arena.add(3, tap); arena.add(3, scroll); arena.close(3)
        #expect(tap.log.isEmpty && scroll.log.isEmpty)
        arena.sweep(3)
        #expect(tap.log == ["accept 3"] && scroll.log == ["reject 3"] && arena.winner(3) === tap)
    }

    @Test func anAcceptanceWhileOpenWinsWhenTheArenaCloses() {
        let arena = GestureArena(), a = Member("a"), b = Member("b")
        arena.add(0, a); arena.add(0, b)
        arena.resolve(0, b, .accepted)
        #expect(a.log.isEmpty && b.log.isEmpty)
        arena.close(0)
        #expect(a.log == ["reject 0"] && b.log == ["accept 0"])
    }

    @Test func anAcceptanceAfterCloseWinsAtOnceAndLaterResolutionsAreIgnored() {
        let arena = GestureArena(), a = Member("a"), b = Member("b"), c = Member("c")
        for m in [a, b, c] { arena.add(7, m) }
        arena.close(7)
        arena.resolve(7, c, .accepted)
        #expect(a.log == ["reject 7"] && b.log == ["reject 7"] && c.log == ["accept 7"])
        arena.resolve(7, a, .accepted)
        arena.sweep(7)
        #expect(a.log == ["reject 7"] && c.log == ["accept 7"])
    }

    @Test func theLastMemberLeftWins() {
        let arena = GestureArena(), a = Member("a"), b = Member("b")
        arena.add(0, a); arena.add(0, b); arena.close(0)
        arena.resolve(0, a, .rejected)
        #expect(a.log == ["reject 0"] && b.log == ["accept 0"])
    }

    @Test func arenasArePerPointer() {
        let arena = GestureArena(), a = Member("a"), b = Member("b")
        arena.add(1, a); arena.add(1, b); arena.close(1)
        arena.add(2, b); arena.close(2)
        #expect(b.log == ["accept 2"] && a.log.isEmpty && arena.isUndecided(1))
    }

    @Test func aDeadlineIsDueOnlyOnceReachedAndOnlyWhileItsArenaIsUndecided() {
        let arena = GestureArena(), a = Member("a"), b = Member("b")
        arena.add(0, a); arena.add(0, b); arena.close(0)
        arena.setDeadline(0, a, at: 0.5)
        #expect(arena.dueDeadlines(at: 0.49).isEmpty)
        let due = arena.dueDeadlines(at: 0.5)
        #expect(due.count == 1 && due[0].pointer == 0 && due[0].member === a)
        #expect(arena.dueDeadlines(at: 1).isEmpty)   // once
        arena.setDeadline(0, a, at: 2)
        arena.resolve(0, b, .accepted)
        #expect(arena.dueDeadlines(at: 3).isEmpty)   // decided: no long press
    }

    // MARK: - Exclusive groups (across pointers)

    /// Pointer 1 held by `indicator` (won alone), pointer 2 pressed on `pane` with the `scroll` around it.
    private func twoPointers() -> (GestureArena, Member, Member, Member) {
        let arena = GestureArena(), indicator = Member("indicator"), pane = Member("pane"), scroll = Member("scroll")
        arena.exclude([indicator, pane])
        arena.add(1, indicator); arena.close(1)
        arena.add(2, pane); arena.add(2, scroll); arena.close(2)
        return (arena, indicator, pane, scroll)
    }

    @Test func aGroupMemberClaimingAPointerSupersedesTheOtherMembersPointer() {
        let (arena, indicator, pane, scroll) = twoPointers()
        #expect(indicator.log == ["accept 1"] && pane.log.isEmpty)   // a press alone claims nothing
        arena.resolve(2, pane, .accepted)                           // the pane's drag passed the slop
        #expect(pane.log == ["accept 2"] && scroll.log == ["reject 2"])
        #expect(indicator.log == ["accept 1", "superseded 1"] && arena.winner(1) == nil)
        arena.resolve(1, indicator, .accepted)                      // pointer 1 is no one's any more
        #expect(arena.winner(1) == nil && arena.winner(2) === pane && pane.log == ["accept 2"])
    }

    @Test func theOtherOrderAndAWinnerThatAcceptsAgainClaimsToo() {
        let arena = GestureArena(), indicator = Member("indicator"), pane = Member("pane"), scroll = Member("scroll")
        arena.exclude([indicator, pane])
        arena.add(1, pane); arena.close(1)                           // the pane alone under pointer 1: it wins
        arena.resolve(1, pane, .accepted)                            // pointer 1 pages: nothing else to give way
        arena.add(2, indicator); arena.add(2, scroll); arena.close(2)
        #expect(pane.log == ["accept 1"] && indicator.log.isEmpty)
        arena.resolve(2, indicator, .accepted)                       // the indicator's drag passed the slop
        #expect(pane.log == ["accept 1", "superseded 1"] && indicator.log == ["accept 2"] && arena.winner(1) == nil)
        // A winner that accepts again (a lone winner's drag passing the slop) claims its pointer.
        let (a2, i2, p2, _) = twoPointers()
        a2.resolve(1, i2, .accepted)
        #expect(p2.log == ["superseded 2"] && !a2.members(2).contains { $0 === p2 })
    }

    /// A pointer claims once: a drag that claimed its pointer accepts again on every later move past its slop
    /// (and is released in the end), and neither is a new intent — a press on another group member made
    /// after the claim stays in its arena and can claim in turn (a finger paging the pane while a finger
    /// held on the dragged indicator keeps reporting moves; before, each of those moves superseded the pane).
    @Test func aClaimIsMadeOnceSoALaterPressInTheGroupCanStillClaim() {
        let (arena, indicator, pane, scroll) = twoPointers()
        arena.resolve(1, indicator, .accepted)                      // the indicator's drag passed the slop: claims
        #expect(pane.log == ["superseded 2"])
        arena.add(3, pane); arena.add(3, scroll); arena.close(3)    // a new finger on the pane, after the claim
        arena.resolve(1, indicator, .accepted)                      // the indicator's next move: no new claim
        #expect(pane.log == ["superseded 2"] && arena.members(3).contains { $0 === pane })
        arena.resolve(3, pane, .accepted)                           // the pane's drag passed the slop: it claims
        #expect(pane.log == ["superseded 2", "accept 3"] && indicator.log == ["accept 1", "superseded 1"])
        #expect(arena.winner(1) == nil && arena.winner(3) === pane)
        // A release after the claim claims nothing more either.
        let (a2, i2, p2, _) = twoPointers()
        a2.resolve(1, i2, .accepted)
        a2.add(3, p2); a2.close(3)
        a2.sweep(1); a2.remove(1)
        #expect(p2.log == ["superseded 2", "accept 3"] && a2.winner(3) === p2)
    }

    @Test func aReleaseClaimsAndAnArenaLeftWithOneMemberIsDecidedByTheSupersede() {
        let (arena, indicator, pane, scroll) = twoPointers()
        arena.sweep(1)                                               // the indicator's pointer released (a tap)
        #expect(pane.log == ["superseded 2"] && scroll.log == ["accept 2"] && arena.winner(2) === scroll)
        #expect(indicator.log == ["accept 1"])
        // Outside a group nothing is superseded.
        let plain = GestureArena(), a = Member("a"), b = Member("b")
        plain.add(1, a); plain.close(1); plain.add(2, b); plain.close(2)
        plain.resolve(1, a, .accepted); plain.sweep(1)
        #expect(b.log == ["accept 2"] && plain.winner(2) === b)
    }

}

/// Flutter's `LongPressGestureRecognizer` deadline (`kLongPressTimeout`, 500 ms) and its slop.
struct LongPressRecognizerTests {
    func event(_ x: Double, _ y: Double, kind: PointerKind = .mouse, phase: PointerPhase = .moved) -> PointerEvent {
        PointerEvent(id: 0, kind: kind, phase: phase, position: Point(x: x, y: y), timestamp: 0)
    }

    @Test func aPressHeldStillBecomesALongPressAtTheDeadline() {
        var r = LongPressRecognizer()
        #expect(r.duration == 0.5)
        r.begin(event(10, 10, phase: .began), at: 2)
        #expect(r.deadline == 2.5)
        r.move(event(13, 10))   // within the mouse slop (4)
        let early = r.deadlineReached(at: 2.49)
        #expect(!early && r.state == .possible)
        let onTime = r.deadlineReached(at: 2.5)
        #expect(onTime && r.state == .accepted)
        let again = r.deadlineReached(at: 3)
        #expect(!again)   // once
    }

    @Test func movingPastTheSlopBeforeTheDeadlineRejectsIt() {
        var mouse = LongPressRecognizer(), touch = LongPressRecognizer()
        mouse.begin(event(0, 0, phase: .began), at: 0)
        touch.begin(event(0, 0, kind: .touch, phase: .began), at: 0)
        let m = mouse.move(event(0, 5)), t1 = touch.move(event(0, 5, kind: .touch)), t2 = touch.move(event(0, 19, kind: .touch))
        #expect(m == .rejected)
        #expect(t1 == .possible)   // 18 for a finger
        #expect(t2 == .rejected)
        let late = mouse.deadlineReached(at: 1) || touch.deadlineReached(at: 1)
        #expect(!late)
    }
}
