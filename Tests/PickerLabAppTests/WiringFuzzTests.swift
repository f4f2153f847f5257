@testable import Controls
import Foundation
@testable import FrameTrace
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 21's fuzz: 300 random sequences through the app's own frame loop (a headless `App` over
/// `NullHost`, a picker file with a paged glass control) mixing `segments`, picker-file reloads, disabled
/// segments, indicator drags, pane swipes, taps, keys and resizes — segment changes and reloads also land in
/// the middle of a drag. Every dump keeps each indicator inside its control with a positive width (a scrolling
/// row's: inside its scrolled content, and at rest inside the control — see `check`), every
/// selection valid and enabled, and no NaN; at rest the lit label is the selection, each pane rests on its
/// control's selected page, and press scale and stretch are 1.
@MainActor
struct WiringFuzzTests {
    static let pool = ["all", "unread", "needs attention", "later", "a", "b", "c", "flagged"]

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Random segments: 1…5 titles from the pool, some disabled, at least one enabled.
    static func segments(_ rng: inout SplitMix64) -> [Segment] {
        var titles = pool.shuffled(using: &rng).prefix(Int.random(in: 1...5, using: &rng)).map { $0 }
        if titles.isEmpty { titles = ["a"] }
        var segs = titles.map { Segment($0, tint: .blue, isDisabled: Int.random(in: 0..<4, using: &rng) == 0) }
        if segs.allSatisfy(\.isDisabled) { segs[Int.random(in: 0..<segs.count, using: &rng)].isDisabled = false }
        return segs
    }

    static func file(_ rng: inout SplitMix64) -> String {
        func list(_ s: [Segment]) -> String {
            s.map { "{\"title\": \"\($0.title)\"\($0.isDisabled ? ", \"disabled\": true" : "")}" }.joined(separator: ", ")
        }
        let g = segments(&rng), m = segments(&rng)
        let gs = g.first { !$0.isDisabled }!.title, ms = m.first { !$0.isDisabled }!.title
        return #"{"controls": [{"id": "mail", "style": "glass", "pager": true, "selected": "\#(gs)", "segments": [\#(list(g))]}, "#
            + #"{"id": "mine", "style": "pill", "selected": "\#(ms)", "segments": [\#(list(m))]}]}"#
    }

    /// The invariants of every dump; with `atRest`, those of a scene at rest too.
    static func check(_ app: App, atRest: Bool) throws {
        for c in app.gallery.controls {
            let f = c.indicator.drawnFrame, k = c.frame
            guard c.segments.indices.contains(c.selectedIndex), !c.segments[c.selectedIndex].isDisabled else {
                throw Failure(description: "\(c.id): selection \(c.selectedIndex) of \(c.segments.map { ($0.title, $0.isDisabled) })")
            }
            // Inside, for a row that overflows and scrolls, means what Material's scrollable tab row does: the
            // indicator rides on the scrolled row, so while the row or the indicator moves it is inside the row's
            // content (its cells as scrolled); at rest the selection has been scrolled into view, so it is inside
            // the control's visible track — unless the user scrolled the row away since (a drag or fling on the
            // labels), which the row keeps until a selection, resize, text scale or new segments scroll it back.
            let cells = c.segmentNodes.map(\.frame)
            let content = (lo: cells.map(\.minX).min() ?? k.minX, hi: cells.map(\.maxX).max() ?? k.maxX)
            let inView = f.minX >= k.minX - 1e-6 && f.maxX <= k.maxX + 1e-6
            let inContent = f.minX >= content.lo - 1e-6 && f.maxX <= content.hi + 1e-6
            let insideX = c.isOverflowing ? inContent && (inView || !atRest || c.isScrolledByUser) : inView
            guard c.indicator.frame.width > 0, c.indicator.frame.height > 0, insideX, f.minY >= k.minY - 1e-6, f.maxY <= k.maxY + 1e-6 else {
                throw Failure(description: "\(c.id): indicator \(f) in \(k), track \(c.track.frames.map(\.x)) driven \(c.drivenPosition ?? -1) segments \(c.segments.map(\.title)) sel \(c.selectedIndex) overflow \(c.isOverflowing) scroll \(c.scrollOffset) frame \(c.indicator.frame) scale \(c.indicator.scale) stretch \(c.indicator.stretch) dragging \(c.isDragging) bounds \(c.track.bounds)")
            }
            guard atRest else { continue }
            let lit = c.segmentNodes.max { $0.drawnSelectedness < $1.drawnSelectedness }
            guard lit?.index == c.selectedIndex, (lit?.drawnSelectedness ?? 0) > 0.5 else {
                throw Failure(description: "\(c.id): lit label \(lit?.index ?? -1) (\(lit?.drawnSelectedness ?? 0)) at rest, selection \(c.selectedIndex)")
            }
            guard c.indicator.scale == 1, c.indicator.stretch == 1 else {
                throw Failure(description: "\(c.id): press scale \(c.indicator.scale), stretch \(c.indicator.stretch) at rest")
            }
        }
        for pane in app.gallery.pagers {
            let id = pane.id == "pager" ? "glass" : String(pane.id.dropLast(".pager".count))
            guard let c = app.gallery.control(id) else { continue }
            guard pane.pages.count == c.segments.count, pane.pages.map(\.title) == c.segments.map(\.title) else {
                throw Failure(description: "\(pane.id): pages \(pane.pages.map(\.title)) for \(c.segments.map(\.title))")
            }
            guard pane.offset.isFinite else { throw Failure(description: "\(pane.id): offset \(pane.offset)") }
            if atRest, pane.page != c.selectedIndex || pane.offset != Double(pane.page) {
                throw Failure(description: "\(pane.id): page \(pane.page) offset \(pane.offset) at rest, selection \(c.selectedIndex)")
            }
        }
        var numbers: [(String, Double)] = []
        GalleryFuzzTests.numbers(app.sceneDump(), "", into: &numbers)
        if let bad = numbers.first(where: { !$0.1.isFinite }) { throw Failure(description: "dump \(bad.0) = \(bad.1)") }
    }

    @Test func threeHundredSequencesOfSegmentsReloadsDragsSwipesKeysAndResizesKeepEveryInvariant() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("p.json")
        var rng = SplitMix64(seed: 0x21_5EED)
        try Data(Self.file(&rng).utf8).write(to: url)
        var o = Options()
        o.headless = true
        o.pickerPaths = [url.path]
        let host = NullHost(size: Size(width: 1100, height: 900))
        let app = App(options: o, host: host, pickers: try PickerFile.read(url.path, icons: [:]))
        try app.step()
        func frames(_ n: Int) throws { for _ in 0..<n { try app.step() } }
        func pointer(_ phase: PointerPhase, _ p: Point, touch: Bool) {
            host.inject(.pointer(PointerEvent(id: touch ? 1 : 0, kind: touch ? .touch : .mouse, phase: phase, position: p, timestamp: 0, isPressed: phase != .ended)))
        }
        /// A change of what a gesture acts on: a control's segments, or a reload.
        func change() throws {
            if Int.random(in: 0..<3, using: &rng) == 0 {
                try Data(Self.file(&rng).utf8).write(to: url)
                #expect(app.reloadPickers() == nil)
            } else if let c = app.gallery.controls.randomElement(using: &rng) {
                let s = Self.segments(&rng)
                app.scene.withAnimation(Bool.random(using: &rng) ? c.animation : nil) { c.setSegments(s) }
            }
        }
        /// A press at `from`, moves toward `to` over `n` frames (a change may land halfway), a release.
        func gesture(from: Point, to: Point, touch: Bool) throws {
            let n = Int.random(in: 1...12, using: &rng)
            let interrupt = Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 1...n, using: &rng) : -1
            if !touch { pointer(.moved, from, touch: false) }
            pointer(.began, from, touch: touch)
            try app.step()
            for k in 1...n {
                if k == interrupt { try change() }
                pointer(.moved, lerp(from, to, Double(k) / Double(n)), touch: touch)
                try app.step()
            }
            pointer(.ended, to, touch: touch)
            try app.step()
        }
        for sequence in 0..<300 {
            for step in 0..<Int.random(in: 3...8, using: &rng) {
                let controls = app.gallery.controls
                let c = controls.randomElement(using: &rng)!
                let kind = Int.random(in: 0..<9, using: &rng)
                switch kind {
                case 0: try change(); try app.step()
                case 1, 2:   // an indicator drag
                    let start = c.indicator.frame.center
                    try gesture(from: start, to: Point(x: start.x + Double.random(in: -300...300, using: &rng), y: start.y), touch: Bool.random(using: &rng))
                case 3:      // a pane swipe or flick
                    guard let pane = app.gallery.pagers.randomElement(using: &rng) else { break }
                    let p = pane.frame.center
                    try gesture(from: p, to: Point(x: p.x + Double.random(in: -500...500, using: &rng), y: p.y), touch: Bool.random(using: &rng))
                case 4:      // a tap on any segment, disabled ones included
                    guard let s = c.segmentNodes.randomElement(using: &rng) else { break }
                    try gesture(from: s.frame.center, to: s.frame.center, touch: Bool.random(using: &rng))
                case 5:      // keys on a focused control
                    app.scene.setFocus(c)
                    for _ in 0..<Int.random(in: 1...3, using: &rng) {
                        host.inject(.key(KeyEvent(key: [Key.left, .right, .home, .end].randomElement(using: &rng)!, timestamp: 0)))
                        try app.step()
                    }
                case 6:      // a resize
                    host.inject(.resized(Size(width: Double.random(in: 300...1400, using: &rng).rounded(), height: Double.random(in: 300...1000, using: &rng).rounded())))
                    try app.step()
                case 7: try app.step()
                default: try frames(Int.random(in: 1...20, using: &rng))
                }
                do { try Self.check(app, atRest: false) } catch {
                    Issue.record("sequence \(sequence) step \(step): \(error)"); return
                }
            }
            let n = app.driver.settle()
            do { try Self.check(app, atRest: true) } catch {
                Issue.record("after sequence \(sequence) (\(n) frames to rest): \(error)"); return
            }
        }
    }
}
