import Geometry
@testable import Painting
import Testing

/// `DisplayList.forEachHashed`: the damage tracker, the layer keys and the glass's backdrop keys hash each
/// command once per recording of its fragment, and a stack of copies of one text hashes the string once.
@Suite struct CommandHashTests {
    static func run(_ text: String, x: Double) -> DrawCommand {
        .text(TextRun(text, font: .body, color: Color(red: 0, green: 0, blue: 0, alpha: 0.2), origin: Point(x: x, y: 4)))
    }

    static func hashes(_ list: DisplayList) -> [Int] {
        var out: [Int] = []
        list.forEachHashed { _, h in out.append(h) }
        return out
    }

    @Test func equalCommandsShareAHashWhereverTheyAreRecorded() {
        let fragment = DisplayListFragment()
        fragment.record { l in
            l.append(Self.run("all", x: 1)); l.append(Self.run("all", x: 2)); l.append(Self.run("unread", x: 1))
        }
        var list = DisplayList()
        list.append(Self.run("unread", x: 1))
        list.append(.fragment(fragment))
        list.append(Self.run("all", x: 2))
        let h = Self.hashes(list)
        #expect(h.count == 5)
        #expect(h[0] == h[3])   // "unread" at x 1: top level and inside the fragment
        #expect(h[2] == h[4])   // "all" at x 2: inside a stack and alone
        #expect(h[1] != h[2] && h[1] != h[3])
        // A text and an icon of the same run differ, as the commands do.
        var icon = DisplayList()
        if case let .text(r) = Self.run("all", x: 1) { icon.append(.icon(r)) }
        #expect(Self.hashes(icon)[0] != h[1])
    }

    @Test func aFragmentRecordedAgainIsHashedAgain() {
        let fragment = DisplayListFragment()
        fragment.record { l in l.append(Self.run("all", x: 1)) }
        var list = DisplayList()
        list.append(.fragment(fragment))
        let before = Self.hashes(list)
        #expect(Self.hashes(list) == before)   // kept
        fragment.record { l in l.append(Self.run("all", x: 3)) }
        let after = Self.hashes(list)
        var fresh = DisplayList()
        fresh.append(Self.run("all", x: 3))
        #expect(after != before && after == Self.hashes(fresh))
    }

    @Test func theTrackerSeesAChangeInsideAKeptFragment() {
        let fragment = DisplayListFragment()
        fragment.record { l in l.append(Self.run("all", x: 10)) }
        var list = DisplayList()
        list.append(.fragment(fragment))
        let tracker = DamageTracker()
        let size = PixelSize(width: 200, height: 100)
        tracker.update(list, scale: 1, drawable: size) { _ in PixelSize(width: 20, height: 20) }
        #expect(tracker.update(list, scale: 1, drawable: size) { _ in PixelSize(width: 20, height: 20) }.rects.isEmpty)
        fragment.record { l in l.append(Self.run("all", x: 60)) }
        let region = tracker.update(list, scale: 1, drawable: size) { _ in PixelSize(width: 20, height: 20) }
        let old = PixelRect(x: 15, y: 10, width: 1, height: 1), new = PixelRect(x: 65, y: 10, width: 1, height: 1)
        #expect(region.rects.contains { $0.intersects(old) } && region.rects.contains { $0.intersects(new) })
    }
}
