/// Whether a gesture arena member takes or gives up its pointer (Flutter's `GestureDisposition`).
public enum GestureDisposition: Sendable, Hashable {
    /// The member claims the pointer: it wins now, or when the arena closes if it is still open.
    case accepted
    /// The member gives the pointer up; it hears no more of it.
    case rejected
}

/// Something that competes for a pointer in a ``GestureArena``: told exactly once per pointer whether it
/// won (`acceptGesture`) or lost (`rejectGesture`), also when it resolved the arena itself.
@MainActor
public protocol GestureArenaMember: AnyObject {
    /// Won `pointer`: from now on the gesture is this member's alone.
    func acceptGesture(pointer: Int)
    /// Lost `pointer` (another member won, or this one gave up): leave nothing pressed or half-moved.
    func rejectGesture(pointer: Int)
    /// Gave up `pointer`, which it held or competed for, because another member of its exclusive group
    /// (`GestureArena.exclude`) claimed another pointer: the later gesture takes over from this one.
    func supersedeGesture(pointer: Int)
}

/// One arena per pointer deciding which of the recognizers that took its press gets the gesture — a port
/// of Flutter's `GestureArenaManager` (flutter/flutter `packages/flutter/lib/src/gestures/arena.dart`):
/// - every node on the pressed path that takes the press is `add`ed (deepest first), then the arena is
///   `close`d; a lone member wins at once;
/// - a member resolves itself `.accepted` when its gesture is certain (a drag past the slop on its axis, a
///   long press past its deadline) or `.rejected` when it cannot be its gesture; while the arena is open an
///   acceptance waits as the eager winner;
/// - the last member left wins; on release (`sweep`) an undecided arena goes to its first member (the
///   deepest: a tap on a label beats the scroll around it).
/// Also keeps per-member deadlines (Flutter's `PrimaryPointerGestureRecognizer.deadline`), fired by
/// `dueDeadlines(at:)` from the frame's animation time. Holding (`hold`/`release`, for double taps) is not
/// ported: no gesture here waits for a second tap.
///
/// Across pointers (not in Flutter, whose arenas are one per pointer and never compare two): members put in
/// one exclusive group (`exclude`) never run gestures at once — a picker's indicator and the pane it drives.
/// When one claims a pointer (resolves `.accepted`, mid-gesture too, or is the winner when that pointer is
/// released), every other member of its group gives up the other pointers it holds or competes for
/// (`supersedeGesture`): the user's last intent wins. A lone member winning at the press claims nothing yet,
/// and a pointer claims once: its winner's later acceptances (a drag's every move past its slop) and its
/// release are the same intent going on, so a press on another member made after the claim can claim in turn.
@MainActor
public final class GestureArena {
    private struct Arena {
        var members: [any GestureArenaMember] = []
        var isOpen = true
        var eagerWinner: (any GestureArenaMember)?
    }
    private var arenas: [Int: Arena] = [:]
    private var winners: [Int: any GestureArenaMember] = [:]
    /// The pointers whose winner has claimed them (its exclusive group gave way once).
    private var claimed: Set<Int> = []
    private var deadlines: [(pointer: Int, member: any GestureArenaMember, time: Double)] = []
    /// A member of an exclusive group, held weakly (a reload drops the nodes).
    private struct Weak { weak var member: (any GestureArenaMember)? }
    private var groups: [[Weak]] = []

    /// An empty arena manager.
    public init() {}

    /// Whether `pointer` still has an undecided arena.
    public func isUndecided(_ pointer: Int) -> Bool { arenas[pointer] != nil }

    /// The member that won `pointer`, until the pointer is `remove`d (released or cancelled).
    public func winner(_ pointer: Int) -> (any GestureArenaMember)? { winners[pointer] }

    /// The members still competing for `pointer`, in the order they joined (empty once decided).
    public func members(_ pointer: Int) -> [any GestureArenaMember] { arenas[pointer]?.members ?? [] }

    /// Adds `member` to `pointer`'s arena (opening it); ignored once that arena closed or was decided.
    public func add(_ pointer: Int, _ member: any GestureArenaMember) {
        var arena = arenas[pointer] ?? Arena()
        guard arena.isOpen, !arena.members.contains(where: { $0 === member }) else { return }
        arena.members.append(member)
        arenas[pointer] = arena
    }

    /// Closes `pointer`'s arena to new members (after the press was dispatched) and decides it if it can:
    /// one member left wins, an eager winner wins.
    public func close(_ pointer: Int) {
        guard var arena = arenas[pointer] else { return }
        arena.isOpen = false
        arenas[pointer] = arena
        tryToResolve(pointer)
    }

    /// Decides `pointer`'s arena on release: when still undecided, the first member wins and the rest lose.
    /// The winner (decided now or before) claims the release: its exclusive group gives way.
    public func sweep(_ pointer: Int) {
        guard let arena = arenas.removeValue(forKey: pointer) else {
            if let winner = winners[pointer], !claimed.contains(pointer) { supersedeGroup(of: winner, claiming: pointer) }
            return
        }
        guard let first = arena.members.first else { return }
        clearDeadlines(pointer)
        winners[pointer] = first
        first.acceptGesture(pointer: pointer)
        for m in arena.members.dropFirst() { m.rejectGesture(pointer: pointer) }
        supersedeGroup(of: first, claiming: pointer)
    }

    /// `member` accepts or rejects `pointer` (Flutter's `GestureArenaEntry.resolve`). Ignored when the
    /// arena was decided or `member` is not in it.
    /// A winner that accepts again (its drag passed the slop after it won alone) claims its pointer: its
    /// exclusive group gives way — once; acceptances after that claim nothing more.
    public func resolve(_ pointer: Int, _ member: any GestureArenaMember, _ disposition: GestureDisposition) {
        if disposition == .accepted, arenas[pointer] == nil, winners[pointer] === member {
            if !claimed.contains(pointer) { supersedeGroup(of: member, claiming: pointer) }
            return
        }
        guard var arena = arenas[pointer], arena.members.contains(where: { $0 === member }) else { return }
        switch disposition {
        case .rejected:
            arena.members.removeAll { $0 === member }
            if arena.eagerWinner === member { arena.eagerWinner = nil }
            arenas[pointer] = arena
            clearDeadline(pointer, member)
            member.rejectGesture(pointer: pointer)
            if !arena.isOpen { tryToResolve(pointer) }
        case .accepted:
            if arena.isOpen {
                if arena.eagerWinner == nil { arena.eagerWinner = member }
                arenas[pointer] = arena
            } else {
                resolve(pointer, inFavorOf: member)
            }
        }
    }

    /// Forgets `pointer`'s arena and winner without telling anyone (the pointer was released, or cancelled:
    /// the caller cancels every member).
    public func remove(_ pointer: Int) {
        arenas.removeValue(forKey: pointer)
        winners.removeValue(forKey: pointer)
        claimed.remove(pointer)
        clearDeadlines(pointer)
    }

    private func tryToResolve(_ pointer: Int) {
        guard let arena = arenas[pointer], !arena.isOpen else { return }
        if arena.members.isEmpty {
            arenas.removeValue(forKey: pointer)
        } else if arena.members.count == 1 {
            arenas.removeValue(forKey: pointer)
            clearDeadlines(pointer)
            winners[pointer] = arena.members[0]
            claimed.remove(pointer)   // winning alone at the press claims nothing yet
            arena.members[0].acceptGesture(pointer: pointer)
        } else if let winner = arena.eagerWinner {
            resolve(pointer, inFavorOf: winner)
        }
    }

    private func resolve(_ pointer: Int, inFavorOf winner: any GestureArenaMember) {
        guard let arena = arenas.removeValue(forKey: pointer) else { return }
        clearDeadlines(pointer)
        winners[pointer] = winner
        for m in arena.members where m !== winner { m.rejectGesture(pointer: pointer) }
        winner.acceptGesture(pointer: pointer)
        supersedeGroup(of: winner, claiming: pointer)
    }

    // MARK: - Exclusive groups

    /// Puts `members` in one exclusive group: while one claims a pointer, the others give up theirs (see
    /// the type's summary). A member may be in several groups; members are held weakly.
    public func exclude(_ members: [any GestureArenaMember]) {
        groups.removeAll { $0.allSatisfy { $0.member == nil } }
        groups.append(members.map { Weak(member: $0) })
    }

    /// Every other member of `claimer`'s groups gives up each pointer but `pointer` that it won or competes
    /// for: a won pointer is forgotten (its later events reach no one), an undecided arena goes on without
    /// it (and may be decided by that).
    private func supersedeGroup(of claimer: any GestureArenaMember, claiming pointer: Int) {
        claimed.insert(pointer)
        let others = groups.filter { $0.contains { $0.member === claimer } }.flatMap { $0.compactMap(\.member) }.filter { $0 !== claimer }
        guard !others.isEmpty else { return }
        for other in others {
            for (p, w) in winners where p != pointer && w === other {
                winners.removeValue(forKey: p)
                claimed.remove(p)
                other.supersedeGesture(pointer: p)
            }
            for p in arenas.keys.sorted() where p != pointer {
                guard var arena = arenas[p], arena.members.contains(where: { $0 === other }) else { continue }
                arena.members.removeAll { $0 === other }
                if arena.eagerWinner === other { arena.eagerWinner = nil }
                arenas[p] = arena
                clearDeadline(p, other)
                other.supersedeGesture(pointer: p)
                tryToResolve(p)
            }
        }
    }

    // MARK: - Deadlines

    /// Asks for `member` to be named by `dueDeadlines(at:)` once the animation clock reaches `time` (seconds)
    /// while `pointer`'s arena is undecided and `member` in it (a long press's deadline).
    public func setDeadline(_ pointer: Int, _ member: any GestureArenaMember, at time: Double) {
        clearDeadline(pointer, member)
        deadlines.append((pointer, member, time))
    }

    /// Drops `member`'s deadline for `pointer`.
    func clearDeadline(_ pointer: Int, _ member: any GestureArenaMember) {
        deadlines.removeAll { $0.pointer == pointer && $0.member === member }
    }

    private func clearDeadlines(_ pointer: Int) { deadlines.removeAll { $0.pointer == pointer } }

    /// The deadlines reached at `time` (seconds), removed: each member is still in its pointer's arena.
    public func dueDeadlines(at time: Double) -> [(pointer: Int, member: any GestureArenaMember)] {
        guard deadlines.contains(where: { $0.time <= time }) else { return [] }
        let due = deadlines.filter { $0.time <= time }
        deadlines.removeAll { $0.time <= time }
        return due.filter { d in members(d.pointer).contains { $0 === d.member } }.map { ($0.pointer, $0.member) }
    }
}
