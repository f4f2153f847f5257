import Foundation
import Geometry
@testable import Painting
import Testing

/// Outlines centred on the edge, and soft shadows.
extension TessellatorTests {
    // MARK: - Stroke

    @Test func onePointStrokeCoversTheEdgeLineAndLeavesTheInteriorEmpty() {
        let (image, _) = render(width: 70, height: 50) { t, mesh in
            t.strokeRoundedRect(Rect(x: 10.5, y: 10.5, width: 40, height: 20), cornerRadius: 0, color: .black,
                                lineWidth: 1, opacity: 1, into: &mesh)
        }
        for y in 12..<30 {
            #expect(image.alpha(10, y) == 1 && image.alpha(50, y) == 1, "side pixels of row \(y)")
            #expect(image.alpha(9, y) == 0 && image.alpha(11, y) == 0 && image.alpha(49, y) == 0)
        }
        for x in 12..<49 {
            #expect(image.alpha(x, 10) == 1 && image.alpha(x, 30) == 1, "top and bottom of column \(x)")
        }
        for y in 11..<30 { for x in 11..<50 { #expect(image.alpha(x, y) == 0, "interior (\(x), \(y))") } }
        #expect(abs(image.totalAlpha - 2 * (40 + 20)) < 1)
    }

    @Test func strokeBetweenPixelsSplitsIntoTwoHalfCoveredColumns() {
        let (image, _) = render(width: 70, height: 50) { t, mesh in
            t.strokeRoundedRect(Rect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 0, color: .black,
                                lineWidth: 1, opacity: 1, into: &mesh)
        }
        #expect(abs(image.alpha(9, 20) - 0.5) < 1.0 / 255 && abs(image.alpha(10, 20) - 0.5) < 1.0 / 255)
        #expect(image.alpha(8, 20) == 0 && image.alpha(11, 20) == 0)
    }

    @Test func hairlineIsOnePixelWideWithAlphaScaledByWidth() {
        let (image, _) = render(width: 70, height: 50) { t, mesh in
            t.strokeRoundedRect(Rect(x: 10.5, y: 10.5, width: 40, height: 20), cornerRadius: 0, color: .black,
                                lineWidth: 0.25, opacity: 1, into: &mesh)
        }
        #expect(abs(image.alpha(10, 20) - 0.25) <= 1.0 / 255)
        #expect(image.alpha(9, 20) == 0 && image.alpha(11, 20) == 0)
    }

    @Test func thickRoundedStrokeCoversTheRingArea() {
        let (image, _) = render(width: 140, height: 100, scale: 2) { t, mesh in
            t.strokeRoundedRect(Rect(x: 10, y: 10, width: 40, height: 24), cornerRadius: 8, color: .red,
                                lineWidth: 4, opacity: 1, into: &mesh)
        }
        func roundedRectArea(_ w: Double, _ h: Double, _ r: Double) -> Double { w * h - (4 - Double.pi) * r * r }
        let area = (roundedRectArea(44, 28, 10) - roundedRectArea(36, 20, 6)) * 4
        #expect(abs(image.totalAlpha - area) / area < 0.01, "\(image.totalAlpha) vs \(area)")
        #expect(image.alpha(60, 44) == 0)  // centre of the hole
        #expect(image[20, 44] == quantised(.red))  // on the left side, x = 10 pt ± 2 pt
    }

    // MARK: - Shadow

    /// The standard normal CDF, Φ(z).
    static func normalCDF(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }

    @Test func shadowFadesMonotonicallyOutwardFromTheEdge() {
        let color = Color.black.opacity(0.5)
        let (image, _) = render(width: 200, height: 140) { t, mesh in
            t.shadow(Rect(x: 40, y: 30, width: 100, height: 60), cornerRadius: 10, color: color, blur: 10,
                     offset: Point(x: 0, y: 5), opacity: 1, into: &mesh)
        }
        let y = 65  // the middle of the moved rect (30 + 5 + 30)
        #expect(abs(image.alpha(90, y) - 0.5) <= 1.0 / 255, "centre")
        // Half a pixel outside the right edge (x = 140) of a blur with σ = 5 pt: 0.5 × Φ(−0.1).
        #expect(abs(image.alpha(140, y) - 0.5 * Self.normalCDF(-0.1)) < 0.005, "at the edge the blur is half")
        for x in 100..<199 { #expect(image.alpha(x + 1, y) <= image.alpha(x, y) + 1e-12, "rising at \(x)") }
        #expect(image.alpha(150, y) < 0.5 * 0.03, "at blur distance")
        for x in 156..<200 { #expect(image.alpha(x, y) == 0, "beyond 1.5 × blur at \(x)") }
        // Vertically too, and symmetric about the moved rect's centre line y = 65 (35…95).
        for yy in 65..<139 { #expect(image.alpha(90, yy + 1) <= image.alpha(90, yy) + 1e-12) }
        for k in 0..<60 { #expect(abs(image.alpha(90, 64 - k) - image.alpha(90, 65 + k)) <= 1.0 / 255, "\(k)") }
        #expect(abs(image.alpha(90, 94) - 0.5 * Self.normalCDF(0.1)) < 0.005 && image.alpha(90, 29) < 0.1)
    }

    @Test func tinyBlurIsASharpFill() {
        let (image, _) = render(width: 60, height: 40) { t, mesh in
            t.shadow(Rect(x: 10, y: 10, width: 20, height: 10), cornerRadius: 0, color: .black, blur: 0,
                     offset: Point(x: 2, y: 3), opacity: 1, into: &mesh)
        }
        #expect(image.alpha(12, 13) == 1 && image.alpha(31, 22) == 1 && image.alpha(11, 13) == 0)
        #expect(abs(image.totalAlpha - 200) < 1)
    }

    /// A shape smaller than its blur never reaches full alpha: a blurred square's centre is erf(side / (2√2 σ))².
    @Test func shadowOfASmallShapeHasTheBlurredPeak() {
        let (image, _) = render(width: 60, height: 60) { t, mesh in
            t.shadow(Rect(x: 20, y: 20, width: 10, height: 10), cornerRadius: 0, color: .black, blur: 10,
                     offset: .zero, opacity: 1, into: &mesh)
        }
        let peak = pow(erf(10 / (2 * 2.0.squareRoot() * 5)), 2)  // σ = blur / 2 = 5 pt
        #expect(abs(image.alpha(24, 24) - peak) < 0.02, "\(image.alpha(24, 24)) vs \(peak)")
        // The blur conserves the shape's mass: 100 pt² of ink, spread but not lost (3 σ captures 99.7 % per axis,
        // linear interpolation between rings under-reads the convex tail slightly).
        #expect(abs(image.totalAlpha - 100) < 4, "\(image.totalAlpha)")
    }

    /// Outside a sharp corner the blurred rectangle is the product of its two edges' profiles, which a
    /// distance-based falloff would overestimate threefold at 1 σ.
    @Test func shadowOutsideASharpCornerIsTheProductOfItsEdges() {
        let (image, _) = render(width: 200, height: 140) { t, mesh in
            t.shadow(Rect(x: 40, y: 30, width: 100, height: 60), cornerRadius: 0, color: .black, blur: 10,
                     offset: .zero, opacity: 1, into: &mesh)
        }
        for k in [0, 2, 4, 7] {  // pixel centres k + 0.5 pt beyond the right edge and above the top edge
            let want = pow(Self.normalCDF(-(Double(k) + 0.5) / 5), 2)
            #expect(abs(image.alpha(140 + k, 29 - k) - want) < 0.01, "\(k): \(image.alpha(140 + k, 29 - k)) vs \(want)")
        }
    }

    @Test func capsuleShadowKeepsTheCapsulesArea() {
        let (image, _) = render(width: 300, height: 120, scale: 2) { t, mesh in
            t.shadow(Rect(x: 20, y: 20, width: 100, height: 16), cornerRadius: 8, color: .black, blur: 6,
                     offset: .zero, opacity: 1, into: &mesh)
        }
        let area = (100 * 16 - (4 - Double.pi) * 64) * 4  // pixels at 2×
        #expect(abs(image.totalAlpha - area) / area < 0.01, "\(image.totalAlpha) vs \(area)")
        // Symmetric about both centre lines (x = 140 px, y = 56 px).
        for (x, y) in [(30, 40), (45, 50), (60, 20), (100, 30)] {
            #expect(abs(image.alpha(x, y) - image.alpha(279 - x, y)) <= 1.0 / 255)
            #expect(abs(image.alpha(x, y) - image.alpha(x, 111 - y)) <= 1.0 / 255)
        }
    }
}
