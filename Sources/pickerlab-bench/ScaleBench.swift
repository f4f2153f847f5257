import Controls
import Geometry
import SceneGraph
import SceneTesting

/// How layout + paint grow with the scene: 10, 100 and 1,000 pill controls on screen, one of them animating.
@MainActor
enum ScaleBench {
    static func run(into report: inout Report) {
        for n in [10, 100, 1000] {
            let column = StackNode(id: "column", axis: .vertical, spacing: 8)
            var controls: [SegmentedControl] = []
            for i in 0..<n {
                let c = SegmentedControl(id: "c\(i)", style: PillStyle(), segments: [Segment("SwiftUI"), Segment("iOS"), Segment("UIKit")])
                controls.append(c)
                column.addChild(c)
            }
            let h = SceneHarness(root: column, size: Size(width: 400, height: Double(n) * 66))
            var samples: [Double] = []
            for round in 0..<4 {
                h.scene.withAnimation(.bouncy) { controls[n / 2].select(round % 2 == 0 ? 2 : 0) }
                for _ in 0..<30 {
                    // One frame of the driver; its report times the phases.
                    h.advance(seconds: 1.0 / 60)
                    let d = h.lastReport.durations
                    samples.append(Double(d[.animate] + d[.layout] + d[.paint]))
                }
            }
            report.add("scale: layout+paint per frame, \(n) controls, one animating, p50", Stopwatch.percentile(samples, 50), "µs",
                       target: n == 1000 ? "≤ 1000 µs" : nil)
        }
    }
}
