import Geometry
@testable import Painting
import Testing

/// Damage computation: which pixels a frame must redraw, from its display list against the last one.
@MainActor
@Suite struct DamageTrackerTests {
    let screen = PixelSize(width: 400, height: 200)
    let background = DrawCommand.fillRoundedRect(Rect(x: 0, y: 0, width: 400, height: 200), cornerRadius: 0, fill: .solid(.white))

    func list(_ commands: [DrawCommand]) -> DisplayList {
        var l = DisplayList()
        for c in commands { l.append(c) }
        return l
    }

    func fill(_ r: Rect) -> DrawCommand { .fillRoundedRect(r, cornerRadius: 8, fill: .solid(.blue)) }

    /// A tracker that has seen `first` (its full first frame), then the damage of `second`.
    func damage(_ first: [DrawCommand], _ second: [DrawCommand], scale: Double = 1,
                textSize: (TextRun) -> PixelSize? = { _ in nil }) -> (DamageTracker, [PixelRect]) {
        let t = DamageTracker()
        t.update(list(first), scale: scale, drawable: screen, textSize: textSize)
        #expect(t.isFullRedraw && t.fullRedrawReason == "first frame")
        let region = t.update(list(second), scale: scale, drawable: screen, textSize: textSize)
        return (t, region.rects.sorted { ($0.y, $0.x) < ($1.y, $1.x) })
    }

    @Test func aMovingIndicatorDamagesItsOldAndNewBoundsOnly() {
        let (t, rects) = damage([background, fill(Rect(x: 10, y: 10, width: 50, height: 30))],
                                [background, fill(Rect(x: 100.5, y: 10, width: 50, height: 30))])
        #expect(!t.isFullRedraw)
        // Rounded out to whole pixels, plus the 2 px fringe on every side.
        #expect(rects == [PixelRect(x: 8, y: 8, width: 54, height: 34), PixelRect(x: 98, y: 8, width: 55, height: 34)])
        #expect(t.region.area == 54 * 34 + 55 * 34)
    }

    @Test func anUnchangedFrameDamagesNothing() {
        let frame = [background, fill(Rect(x: 10, y: 10, width: 50, height: 30))]
        let (t, rects) = damage(frame, frame)
        #expect(rects.isEmpty && !t.isFullRedraw && t.region.area == 0)
    }

    @Test func aShadowsBlurWidensItsDamage() {
        func shadow(_ blur: Double) -> DrawCommand {
            .shadow(Rect(x: 150, y: 60, width: 40, height: 20), cornerRadius: 10, color: .black.opacity(0.2), blur: blur, offset: Point(x: 0, y: 2))
        }
        let (_, rects) = damage([background, shadow(4)], [background, shadow(10)])
        // The wider blur reaches 1.5 × 10 pt beyond the moved shape (3 σ), plus the fringe; it contains the old.
        #expect(rects == [PixelRect(x: 150 - 17, y: 62 - 17, width: 40 + 34, height: 20 + 34)])
        // At scale 2 the same change covers twice the pixels along each side (30 px of blur, 2 of fringe),
        // and stops at the drawable's right edge (400 px).
        let (_, at2) = damage([shadow(4)], [shadow(10)], scale: 2)
        #expect(at2 == [PixelRect(x: 300 - 32, y: 124 - 32, width: 400 - 268, height: 40 + 64)])
    }

    @Test func aClippedFragmentDamagesOnlyItsVisiblePart() {
        let clip = Rect(x: 0, y: 0, width: 100, height: 200)
        func clipped(_ y: Double) -> [DrawCommand] {
            let f = DisplayListFragment()
            f.record { $0.append(fill(Rect(x: 80, y: y, width: 50, height: 20))) }
            return [background, .pushClip(clip), .fragment(f), .popClip]
        }
        let (_, rects) = damage(clipped(10), clipped(120))
        // The shape spans x 78…132 with its fringe; the clip ends at 100.
        #expect(rects == [PixelRect(x: 78, y: 8, width: 22, height: 24), PixelRect(x: 78, y: 118, width: 22, height: 24)])
        // Wholly clipped away, a change damages nothing.
        let hidden = { (x: Double) -> [DrawCommand] in [.pushClip(clip), fill(Rect(x: x, y: 10, width: 20, height: 20)), .popClip] }
        #expect(damage(hidden(200), hidden(300)).1.isEmpty)
    }

    @Test func overlappingAndNearbyRectanglesMerge() {
        // Two commands change, their damage overlaps: one rectangle, their union.
        let (_, rects) = damage([fill(Rect(x: 10, y: 10, width: 40, height: 40)), fill(Rect(x: 30, y: 30, width: 40, height: 40))],
                                [fill(Rect(x: 12, y: 10, width: 40, height: 40)), fill(Rect(x: 32, y: 30, width: 40, height: 40))])
        #expect(rects == [PixelRect(x: 8, y: 8, width: 66, height: 64)])
        var region = DamageRegion(mergeDistance: 8)
        region.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        region.add(PixelRect(x: 300, y: 0, width: 10, height: 10))
        #expect(region.rects.count == 2)
        region.add(PixelRect(x: 17, y: 0, width: 10, height: 10))   // 7 px from the first: merged with it
        #expect(region.rects.count == 2 && region.area == 27 * 10 + 100)
        region.add(PixelRect(x: 5, y: 5, width: 300, height: 2))    // bridges both: everything merges
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 310, height: 10)])
    }

    @Test func theRectangleCountStaysBounded() {
        var region = DamageRegion(mergeDistance: 2, maxRects: 4)
        for i in 0..<10 { region.add(PixelRect(x: i * 40, y: 0, width: 10, height: 10)) }
        #expect(region.rects.count == 4)
        // Still covers every added rectangle.
        for i in 0..<10 {
            let r = PixelRect(x: i * 40, y: 0, width: 10, height: 10)
            #expect(region.rects.contains { $0.intersection(r) == r })
        }
    }

    @Test func textDamagesItsInkAsTheRendererPlacesIt() {
        let font = Font(size: 13, weight: .regular)
        func label(_ color: Color) -> DrawCommand { .text(TextRun("UIKit", font: font, color: color, origin: Point(x: 20.4, y: 30.6))) }
        let (_, rects) = damage([background, label(.black)], [background, label(.white)], textSize: { _ in PixelSize(width: 33, height: 16) })
        // Origin rounded to whole pixels (20, 31), the texture's size, the fringe.
        #expect(rects == [PixelRect(x: 18, y: 29, width: 37, height: 20)])
    }

    @Test func aCommandThatChangesPlaceInThePaintingOrderDamagesItself() {
        let a = fill(Rect(x: 10, y: 10, width: 20, height: 20)), b = fill(Rect(x: 20, y: 20, width: 20, height: 20))
        let (_, rects) = damage([background, a, b], [background, b, a])
        #expect(!rects.isEmpty)
        let overlap = PixelRect(x: 20, y: 20, width: 10, height: 10)
        #expect(rects.contains { $0.intersection(overlap) == overlap })
    }

    @Test func opacityAndClipAreTheCommandsState() {
        let a = fill(Rect(x: 10, y: 10, width: 20, height: 20))
        let (_, faded) = damage([.pushOpacity(1), a, .popOpacity], [.pushOpacity(0.5), a, .popOpacity])
        #expect(faded == [PixelRect(x: 8, y: 8, width: 24, height: 24)])
        let (_, reclipped) = damage([.pushClip(Rect(x: 0, y: 0, width: 20, height: 200)), a, .popClip],
                                    [.pushClip(Rect(x: 0, y: 0, width: 25, height: 200)), a, .popClip])
        #expect(reclipped == [PixelRect(x: 8, y: 8, width: 17, height: 24)])
    }

    @Test func aResizeAScaleChangeAndInvalidationRedrawEverything() {
        let t = DamageTracker()
        let l = list([background])
        t.update(l, scale: 1, drawable: screen, textSize: { _ in nil })
        t.update(l, scale: 1, drawable: PixelSize(width: 300, height: 200), textSize: { _ in nil })
        #expect(t.isFullRedraw && t.fullRedrawReason == "resize" && t.region.rects == [PixelRect(x: 0, y: 0, width: 300, height: 200)])
        t.update(l, scale: 2, drawable: PixelSize(width: 300, height: 200), textSize: { _ in nil })
        #expect(t.fullRedrawReason == "scale change")
        t.update(l, scale: 2, drawable: PixelSize(width: 300, height: 200), textSize: { _ in nil })
        #expect(!t.isFullRedraw && t.region.isEmpty)
        t.invalidateAll()
        t.update(l, scale: 2, drawable: PixelSize(width: 300, height: 200), textSize: { _ in nil })
        #expect(t.fullRedrawReason == "invalidated")
        // Damage over the threshold is a full redraw too.
        t.fullRedrawFraction = 0.1
        t.update(list([background, fill(Rect(x: 0, y: 0, width: 100, height: 100))]), scale: 2, drawable: PixelSize(width: 300, height: 200), textSize: { _ in nil })
        #expect(t.fullRedrawReason == "damage over threshold")
    }

    @Test func extraDamageIsAddedToTheNextFrame() {
        let t = DamageTracker()
        t.update(list([background]), scale: 1, drawable: screen, textSize: { _ in nil })
        t.invalidate(PixelRect(x: 5, y: 6, width: 7, height: 8))
        #expect(t.update(list([background]), scale: 1, drawable: screen, textSize: { _ in nil }).rects == [PixelRect(x: 5, y: 6, width: 7, height: 8)])
        #expect(t.changes.isEmpty)   // redrawn, but nothing in the frame changed there (paint flashing skips it)
        #expect(t.update(list([background]), scale: 1, drawable: screen, textSize: { _ in nil }).isEmpty)
    }

    @Test func damageMeetingAGlassLensTakesInItsWholeBackdrop() {
        let lens = GlassLens(rect: Rect(x: 100, y: 60, width: 80, height: 30), cornerRadius: 15, bevelWidth: 6, refraction: 4,
                             blurRadius: 3, tint: .white.opacity(0.2))
        let sample = DrawCommand.lensSampleBounds(lens, scale: 1)!.outset(by: 2)
        // Something small changes under a corner of the lens: the lens samples that backdrop, so the whole region
        // it samples is redrawn (in one rectangle) before the lens is drawn again.
        let under = { (c: Color) in DrawCommand.fillRoundedRect(Rect(x: 95, y: 58, width: 6, height: 6), cornerRadius: 0, fill: .solid(c)) }
        let (_, rects) = damage([background, under(.red), .glassLens(lens)], [background, under(.blue), .glassLens(lens)])
        #expect(rects.count == 1 && rects[0].intersection(sample) == sample)
        // A change away from the backdrop leaves the lens alone.
        let far = { (x: Double) in DrawCommand.fillRoundedRect(Rect(x: x, y: 150, width: 10, height: 10), cornerRadius: 0, fill: .solid(.red)) }
        let (_, away) = damage([background, far(10), .glassLens(lens)], [background, far(20), .glassLens(lens)])
        #expect(away == [PixelRect(x: 8, y: 148, width: 24, height: 14)])
    }

    /// The bounds are conservative: every vertex the tessellator emits (fringe included) lies inside them.
    @Test(arguments: [1.0, 2.0, 1.5])
    func boundsContainEveryTessellatedVertex(scale: Double) {
        let commands: [DrawCommand] = [
            .fillRoundedRect(Rect(x: 10.3, y: 7.7, width: 41.2, height: 19.9), cornerRadius: 9, fill: .solid(.red)),
            .fillRoundedRect(Rect(x: 3, y: 3, width: 0.4, height: 30), cornerRadius: 0, fill: .solid(.red)),
            .strokeRoundedRect(Rect(x: 20.2, y: 30.1, width: 60, height: 24), cornerRadius: 12, color: .blue, lineWidth: 3),
            .strokeRoundedRect(Rect(x: 20.2, y: 30.1, width: 60, height: 24), cornerRadius: 12, color: .blue, lineWidth: 0.5),
            .shadow(Rect(x: 40.5, y: 40.5, width: 50, height: 20), cornerRadius: 10, color: .black, blur: 6, offset: Point(x: 1.5, y: 3)),
            .shadow(Rect(x: 40.5, y: 40.5, width: 50, height: 20), cornerRadius: 10, color: .black, blur: 0.1, offset: Point(x: -2, y: 0)),
            .polyline([Point(x: 10, y: 50), Point(x: 30.5, y: 12), Point(x: 31, y: 60), Point(x: 70, y: 58)], color: .red, lineWidth: 2),
            .polyline([Point(x: 10, y: 10), Point(x: 60, y: 11)], color: .red, lineWidth: 0.5),
        ]
        for c in commands {
            var tess = Tessellator(scale: scale)
            var mesh = Mesh()
            switch c {
            case let .fillRoundedRect(r, radius, fill, style): tess.fillRoundedRect(r, cornerRadius: radius, fill: fill, style: style, into: &mesh)
            case let .strokeRoundedRect(r, radius, color, w, style): tess.strokeRoundedRect(r, cornerRadius: radius, color: color, lineWidth: w, style: style, into: &mesh)
            case let .shadow(r, radius, color, blur, offset): tess.shadow(r, cornerRadius: radius, color: color, blur: blur, offset: offset, into: &mesh)
            case let .polyline(points, color, w): tess.strokePolyline(points, color: color, lineWidth: w, into: &mesh)
            default: continue
            }
            let b = c.pixelBounds(scale: scale, fringe: 1, textSize: { _ in nil })!
            #expect(!mesh.vertices.isEmpty)
            for v in mesh.vertices {
                #expect(Double(v.x) >= Double(b.x) && Double(v.x) <= Double(b.maxX) && Double(v.y) >= Double(b.y) && Double(v.y) <= Double(b.maxY),
                        "\(c) at scale \(scale): vertex (\(v.x), \(v.y)) outside \(b)")
            }
        }
    }
}
