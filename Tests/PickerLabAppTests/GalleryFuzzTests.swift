@testable import Controls
import Foundation
@testable import FrameTrace
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 11's fuzz: 300 random input sequences (mouse, several touch ids, keys, resizes from 40×30 up to the
/// 16,384-pixel limit) on the gallery in-process; after every step every selection is valid and every
/// indicator has a positive width and lies inside its control; after every sequence every number in the
/// scene dump is finite.
@MainActor
struct GalleryFuzzTests {
    static let keys: [Key] = [.left, .right, .up, .down, .home, .end, .tab]

    /// Every number in a JSON-like object, with a path for messages.
    static func numbers(_ v: Any, _ path: String, into out: inout [(String, Double)]) {
        if let d = v as? [String: Any] { for (k, x) in d { numbers(x, path + "." + k, into: &out) } }
        else if let a = v as? [Any] { for (i, x) in a.enumerated() { numbers(x, path + "[\(i)]", into: &out) } }
        else if let n = v as? Double { out.append((path, n)) }
        else if let n = v as? Int { out.append((path, Double(n))) }
    }

    /// Checks the controls (and with `dump`, the scene dump's numbers); records an issue and returns false
    /// on the first failure.
    static func check(_ g: Gallery, _ h: SceneHarness, dump withDump: Bool, _ note: @autoclosure () -> String) -> Bool {
        var ok = true
        for c in g.controls {
            let f = c.indicator.drawnFrame, k = c.frame
            let valid = (0..<c.segments.count).contains(c.selectedIndex)
            let positive = c.indicator.frame.width > 0 && c.indicator.frame.height > 0
            let inside = f.minX >= k.minX - 1e-6 && f.maxX <= k.maxX + 1e-6 && f.minY >= k.minY - 1e-6 && f.maxY <= k.maxY + 1e-6
            if !(valid && positive && inside) {
                Issue.record("\(note()): \(c.id) selected \(c.selectedIndex), indicator \(c.indicator.frame) in \(k)")
                ok = false
            }
        }
        if !(0..<g.pager.pages.count).contains(g.pager.page) || !g.pager.offset.isFinite {
            Issue.record("\(note()): pager page \(g.pager.page) offset \(g.pager.offset)"); ok = false
        }
        guard withDump else { return ok }
        let dump = SceneDump.object(scene: h.scene, controls: g.controls, pager: g.pager, windowSize: h.size, scale: h.scale)
        var all: [(String, Double)] = []
        numbers(dump, "", into: &all)
        if let bad = all.first(where: { !$0.1.isFinite }) { Issue.record("\(note()): \(bad.0) = \(bad.1)"); ok = false }
        if (try? SceneDump.data(dump)) == nil { Issue.record("\(note()): the dump is not JSON"); ok = false }
        return ok
    }

    @Test func threeHundredRandomInputSequencesLeaveEveryControlValid() {
        var rng = SplitMix64(seed: 0x5EED_0011)
        let g = Gallery()
        let h = SceneHarness(root: g.root, size: Size(width: 1100, height: 760))
        let limit = 16_384.0
        var down: Set<Int> = []   // pointers held: 0 the mouse, 1…3 touches
        for sequence in 0..<300 {
            for step in 0..<Int.random(in: 4...14, using: &rng) {
                // Aim at something interesting most of the time: a label, an indicator, the pane.
                func target() -> Point {
                    let c = g.controls.randomElement(using: &rng)!
                    switch Int.random(in: 0..<5, using: &rng) {
                    case 0: return c.indicator.frame.center
                    case 1: return c.segmentNodes.randomElement(using: &rng)!.frame.center
                    case 2: return g.pager.frame.center
                    case 3: return Point(x: Double.random(in: -50...(h.size.width + 50), using: &rng), y: Double.random(in: -50...(h.size.height + 50), using: &rng))
                    default: return Point(x: c.frame.midX + Double.random(in: -400...400, using: &rng), y: c.frame.midY + Double.random(in: -60...60, using: &rng))
                    }
                }
                let id = Int.random(in: 0...3, using: &rng)
                let kind: PointerKind = id == 0 ? .mouse : .touch
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1:
                    down.insert(id)
                    h.send(.pointer(PointerEvent(id: id, kind: kind, phase: .began, position: target(), timestamp: h.time)))
                case 2, 3, 4:
                    let p = target()
                    for _ in 0..<Int.random(in: 1...8, using: &rng) {
                        h.advance(seconds: 1.0 / 60)
                        let jitter = Point(x: p.x + Double.random(in: -300...300, using: &rng), y: p.y + Double.random(in: -40...40, using: &rng))
                        h.send(.pointer(PointerEvent(id: id, kind: kind, phase: .moved, position: jitter, timestamp: h.time, isPressed: down.contains(id))))
                    }
                case 5:
                    down.remove(id)
                    h.send(.pointer(PointerEvent(id: id, kind: kind, phase: .ended, position: target(), timestamp: h.time, isPressed: false)))
                case 6:
                    if g.controls.randomElement(using: &rng).map({ h.scene.setFocus($0) }) != nil {}
                    h.send(.key(KeyEvent(key: GalleryFuzzTests.keys.randomElement(using: &rng)!, shift: Bool.random(using: &rng), timestamp: h.time)))
                case 7:
                    let scale = [1.0, 2, 3].randomElement(using: &rng)!
                    let big = Bool.random(using: &rng)
                    let w = big ? Double.random(in: 40...(limit / scale), using: &rng).rounded() : Double.random(in: 40...700, using: &rng).rounded()
                    let hh = big ? Double.random(in: 30...(limit / scale), using: &rng).rounded() : Double.random(in: 30...700, using: &rng).rounded()
                    h.scale = scale
                    h.size = Size(width: w, height: hh)
                    h.send(.resized(h.size))
                case 8:
                    if Int.random(in: 0..<4, using: &rng) == 0 { down.removeAll(); h.send(.focusLost) }
                    else { h.scene.reduceMotion.toggle() }
                default:
                    h.advance(seconds: Double.random(in: 0...0.6, using: &rng))
                }
                guard GalleryFuzzTests.check(g, h, dump: false, "sequence \(sequence) step \(step) at \(h.size)") else { return }
            }
            h.advance(seconds: Double.random(in: 0...0.3, using: &rng))
            guard GalleryFuzzTests.check(g, h, dump: true, "after sequence \(sequence)") else { return }
        }
    }

    @Test(arguments: [Size(width: 550, height: 760), Size(width: 400, height: 300), Size(width: 40, height: 30), Size(width: 100, height: 800)])
    func aSmallWindowReflowsInsteadOfSqueezingTheControls(size: Size) {
        let g = Gallery()
        let h = SceneHarness(root: g.root, size: size)
        let layout = g.root as! GalleryLayout
        #expect(layout.isSingleColumn && layout.kind == "vstack")
        for c in g.controls {
            #expect(c.indicator.frame.width > 0)
            #expect(c.frame.width >= c.minimumLegibleWidth(h.context) - 1e-9, "\(c.id) \(c.frame.width)")
            #expect(c.segmentNodes.allSatisfy { !$0.displayedTitle.isEmpty && $0.displayedTitle != TextTruncation.ellipsis }, "\(c.id)")
        }
        let glass = g.control("glass")!
        #expect(glass.segmentNodes[0].displayedTitle == "all")
        // The content is taller than the window: dragging the background scrolls it.
        #expect(layout.isScrollable)
        let before = glass.frame.minY
        let p = Point(x: 5, y: min(size.height - 2, 12))   // the gallery's padding: no control there
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: p, timestamp: h.time)))
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: Point(x: p.x, y: p.y - 200), timestamp: h.time)))
        h.send(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .ended, position: Point(x: p.x, y: p.y - 200), timestamp: h.time, isPressed: false)))
        h.settle()   // a drag past the end rubber-bands, and springs back to the end once let go
        #expect(abs(glass.frame.minY - (before - min(200, layout.contentSize.height - size.height))) < 1e-9)
        #expect(layout.scrollOffset.y > 0)
    }

    @Test func aWideWindowKeepsTwoColumns() {
        let g = Gallery()
        _ = SceneHarness(root: g.root, size: Size(width: 1100, height: 760))
        let layout = g.root as! GalleryLayout
        #expect(!layout.isSingleColumn && layout.kind == "hstack" && !layout.isScrollable)
        #expect(g.controls.map(\.frame.minX).filter { $0 > 550 }.count == 3)   // track, thumb and glass on the right
    }
}
