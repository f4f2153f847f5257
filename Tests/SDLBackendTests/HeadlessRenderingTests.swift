@testable import Controls
import Foundation
import Geometry
@testable import Painting
@testable import PickerLabApp
@testable import SceneGraph
@testable import SDLBackend
import SceneTesting
import Testing

/// Colour distance in 0…255 units (max over channels).
func distance(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: Color) -> Int {
    let q = c.rgba8
    return max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
}

@MainActor
@Suite(.serialized)
struct HeadlessRenderingTests {
    @Test func vertexLayoutMatchesSDLVertex() {
        #expect(SDLRenderer.vertexLayoutIsSDLCompatible)
    }

    @Test func theHeadlessDrawableIsTheWindowSizeTimesTheScale() throws {
        let app = try makeApp(size: Size(width: 400, height: 300), scale: 2)
        #expect(app.host.windowSize == Size(width: 400, height: 300))
        #expect(app.host.drawableSize == PixelSize(width: 800, height: 600))
        #expect(app.host.scale == 2)
        let image = try app.host.capture(app.scene.displayList)
        #expect(image.width == 800 && image.height == 600)
    }

    /// Samples the pill row at the cells' left padding (clear of the glyphs) and checks which cell shows
    /// the indicator's tint.
    @Test func theIndicatorColourIsUnderTheSelectedLabelAndNowhereElseInItsRow() throws {
        let app = try makeApp()
        app.driver.settle()
        let pill = try #require(app.gallery.control("pill"))
        func tintedCells(_ image: PixelImage) -> [Int] {
            pill.segmentNodes.indices.filter { i in
                let cell = pill.segmentNodes[i].frame
                let p = image.pixel(x: Int(cell.minX + 14), y: Int(cell.midY))!
                // The pill's gradient is the tint, within the gradient's lightening/darkening.
                return distance(p, PillStyle.legibleTint(pill.segments[pill.selectedIndex].tint)) < 40   // darkened for its white label
            }
        }
        let before = try app.host.capture(app.scene.displayList)
        #expect(tintedCells(before) == [0])
        // The unselected cells show the light track, not a tint.
        let track = before.pixel(x: Int(pill.segmentNodes[2].frame.minX + 14), y: Int(pill.segmentNodes[2].frame.midY))!
        #expect(track.r > 200 && track.g > 200 && track.b > 200)

        app.driver.tap(at: pill.segmentNodes[2].frame.center)
        app.driver.settle()
        #expect(pill.selectedIndex == 2)
        let after = try app.host.capture(app.scene.displayList)
        #expect(tintedCells(after) == [2])
        let old = after.pixel(x: Int(pill.segmentNodes[0].frame.minX + 14), y: Int(pill.segmentNodes[0].frame.midY))!
        #expect(old.r > 200 && old.g > 200 && old.b > 200)
    }

    @Test func theSelectedPillLabelIsDrawnWhiteOnTheTint() throws {
        let app = try makeApp()
        app.driver.settle()
        let pill = try #require(app.gallery.control("pill"))
        let image = try app.host.capture(app.scene.displayList)
        let content = pill.segmentNodes[0].contentFrame
        var white = 0
        for x in Int(content.minX)..<Int(content.maxX) {
            for y in Int(content.minY)..<Int(content.maxY) {
                let p = image.pixel(x: x, y: y)!
                if p.r > 240 && p.g > 240 && p.b > 240 { white += 1 }
            }
        }
        #expect(white > 40)   // glyph pixels of "SwiftUI"
    }

    @Test func aRunIsDeterministicSameInputSamePixels() throws {
        func run() throws -> PixelImage {
            let app = try makeApp(size: Size(width: 600, height: 500))
            app.driver.settle()
            app.driver.tap(at: app.gallery.control("glass")!.segmentNodes[1].frame.center)
            for _ in 0..<9 { try app.step() }   // mid-animation
            return try app.host.capture(app.scene.displayList)
        }
        #expect(try run() == run())
    }

    @Test func shapesAreAntiAliasedAtTheirEdges() throws {
        let app = try makeApp()
        app.driver.settle()
        let track = try #require(app.gallery.control("track"))
        let image = try app.host.capture(app.scene.displayList)
        // Walk down the track capsule's left end at its vertical centre: the edge has blended pixels.
        let y = Int(track.frame.midY)
        let bg = Color(hex: 0xF2F2F7), indigo = Color.indigo
        var blended = 0
        for x in Int(track.frame.minX) - 2...Int(track.frame.minX) + 2 {
            let p = image.pixel(x: x, y: y)!
            if distance(p, bg) > 8 && distance(p, indigo) > 8 { blended += 1 }
        }
        #expect(blended >= 1)
    }

    @Test func textTexturesAreCachedAndReused() throws {
        let app = try makeApp()
        app.driver.settle()
        _ = try app.host.capture(app.scene.displayList)
        let host = try #require(app.host as? SDLHost)
        let first = host.textureCacheStats
        _ = try app.host.capture(app.scene.displayList)
        let second = host.textureCacheStats
        #expect(first.count > 10)
        #expect(second.count == first.count)
        #expect(second.bytes == first.bytes && second.bytes > 0)
    }

    @Test func fingerCoordinatesMapToWindowPointsAndOneIsTheLastPoint() {
        let size = Size(width: 400, height: 300)
        #expect(SDLEventTranslator.fingerPoint(x: 0, y: 0, windowSize: size) == Point(x: 0, y: 0))
        #expect(SDLEventTranslator.fingerPoint(x: 1, y: 1, windowSize: size) == Point(x: 399, y: 299))
        #expect(SDLEventTranslator.fingerPoint(x: 0.5, y: 0.25, windowSize: size) == Point(x: 200, y: 75))
        #expect(SDLEventTranslator.fingerPoint(x: 1.7, y: -3, windowSize: size) == Point(x: 399, y: 0))
    }

    @Test func aMissingFontIsReportedByName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pickerlab-nofonts-\(getpid())")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect {
            _ = try SDLHost(SDLHost.Configuration(size: Size(width: 100, height: 100), uiScale: 1, headless: true, assetsDirectory: dir.path))
        } throws: { error in
            "\(error)".contains("Inter-Regular.otf")
        }
    }

    @Test func extremeWindowSizesRenderWithoutNaN() throws {
        for size in [Size(width: 120, height: 80), Size(width: 3000, height: 2000)] {
            let app = try makeApp(size: size)
            app.driver.settle()
            app.driver.tap(at: app.gallery.control("glass")!.segmentNodes[2].frame.center)
            app.driver.settle()
            for c in app.gallery.controls {
                for f in [c.frame, c.indicator.frame] + c.segmentNodes.map(\.frame) { #expect(f.isFinite) }
            }
            let data = try JSONSerialization.data(withJSONObject: app.sceneDump())
            #expect(!String(decoding: data, as: UTF8.self).lowercased().contains("nan"))
        }
    }
}

/// Touch coordinates through the SDL translator into a control that spans the whole window.
@MainActor
struct FingerEdgeTests {
    @Test(arguments: [(0.0, 0), (1.0, 2), (0.5, 1)])
    func fingerAtTheWindowEdgesSelectsTheFirstAndLastSegments(x: Double, expected: Int) {
        let control = SegmentedControl(style: PillStyle(), segments: [Segment("A"), Segment("B"), Segment("C")])
        let size = Size(width: 400, height: 60)
        let h = SceneHarness(root: control, size: size)
        let p = SDLEventTranslator.fingerPoint(x: x, y: 0.5, windowSize: size)
        h.send(.pointer(PointerEvent(id: 1, kind: .touch, phase: .began, position: p, timestamp: 0)))
        h.send(.pointer(PointerEvent(id: 1, kind: .touch, phase: .ended, position: p, timestamp: 0.05, isPressed: false)))
        #expect(control.selectedIndex == expected)
    }
}
