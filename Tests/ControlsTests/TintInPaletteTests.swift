@testable import Controls
import Geometry
import Motion
@testable import SceneGraph
import SceneTesting
import Testing

/// Issue 20, item 6: tints move in OKLab and a spring's overshoot past the target tint holds it, so a
/// low-damping pill never shows a colour outside the segment between its two palette colours (the issue saw
/// pure red (234, 5, 5) between pink and purple).
@MainActor
struct TintInPaletteTests {
    /// How far `c` is from the OKLab segment between `a` and `b`, and where along it (0…1) it lies.
    func offSegment(_ c: Color, _ a: Color, _ b: Color) -> (distance: Double, along: Double) {
        let p = c.oklab, pa = a.oklab, pb = b.oklab
        let d = (pb.L - pa.L, pb.a - pa.a, pb.b - pa.b)
        let len2 = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
        let u = ((p.L - pa.L) * d.0 + (p.a - pa.a) * d.1 + (p.b - pa.b) * d.2) / len2
        let q = (pa.L + d.0 * u, pa.a + d.1 * u, pa.b + d.2 * u)
        let e = (p.L - q.0, p.a - q.1, p.b - q.2)
        return ((e.0 * e.0 + e.1 * e.1 + e.2 * e.2).squareRoot(), u)
    }

    @Test(arguments: [Spring(response: 0.5, dampingFraction: 0.1), Spring(response: 0.3, dampingFraction: 0.05), .bouncy])
    func aLowDampingPillTapKeepsEveryFramesTintBetweenThePaletteColours(spring: Spring) {
        let c = SegmentedControl(style: PillStyle(), segments: appTabs)
        let h = harness(c)
        h.tap(at: c.segmentNodes[1].frame.center)   // blue → pink, with the default spring
        h.settle()
        #expect(c.indicator.state.tint == Color.pink && !c.indicator.isAnimating)
        c.setAnimation(.spring(spring), at: h.time)
        let travel = c.track.frames[2].x - c.track.frames[1].x
        // pink → purple, then back: each from rest, with the low-damping spring.
        for (to, from, target) in [(2, Color.pink, Color.purple), (1, Color.purple, Color.pink)] {
            h.tap(at: c.segmentNodes[to].frame.center)
            var frames = 0, reachedTarget = false, xs: [Double] = []
            repeat {
                h.advance(seconds: 1.0 / 60); frames += 1
                let tint = c.indicator.state.tint
                let (distance, along) = offSegment(tint, from, target)
                // The old linear-light lanes left this line by ~0.1 and overshot past the target.
                #expect(distance < 1e-6, "frame \(frames): \(tint) is \(distance) off the \(from)–\(target) line")
                #expect(along > -1e-6 && along < 1 + 1e-6, "frame \(frames): \(tint) at \(along) along \(from) → \(target)")
                let px = tint.rgba8
                #expect(!(px.r > 200 && px.g < 40 && px.b < 80), "frame \(frames): \(tint) is red")
                if along > 1 - 1e-9 { reachedTarget = true }
                xs.append(c.indicator.frame.minX)
            } while c.indicator.isAnimating && frames < 6000
            #expect(reachedTarget)
            // The frame still overshoots past where it comes to rest: only the tint holds.
            let rest = c.indicator.frame.minX, sign = to == 2 ? 1.0 : -1.0
            #expect(xs.map { ($0 - rest) * sign }.max()! > 0.02 * travel)
            #expect(c.indicator.state.tint == target)
            h.settle()
        }
    }

    @Test func okLabRoundTripsThePaletteAndMatchesOttossonsReferenceValues() {
        for c in [Color.blue, .pink, .purple, .indigo, .orange, .green, .teal, .red, .white, .black] {
            let back = Color(oklab: c.oklab.L, c.oklab.a, c.oklab.b)
            #expect(abs(back.red - c.red) < 1e-6 && abs(back.green - c.green) < 1e-6 && abs(back.blue - c.blue) < 1e-6, "\(c)")
        }
        // Ottosson's post: white is L 1, a 0, b 0; sRGB red (1, 0, 0) is about (0.628, 0.225, 0.126).
        let w = Color.white.oklab, r = Color(red: 1, green: 0, blue: 0).oklab
        #expect(abs(w.L - 1) < 1e-4 && abs(w.a) < 1e-4 && abs(w.b) < 1e-4)
        #expect(abs(r.L - 0.628) < 1e-3 && abs(r.a - 0.2249) < 1e-3 && abs(r.b - 0.1258) < 1e-3)
        // A mix never leaves the segment: clamped at the ends.
        #expect(mixOKLab(.pink, .purple, 1.5) == .purple && mixOKLab(.pink, .purple, -1) == .pink)
    }
}
