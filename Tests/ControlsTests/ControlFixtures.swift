import Controls
import Geometry
@testable import SceneGraph
import SceneTesting

/// Builds a harness with one control centred in a column of `width` points.
@MainActor
func harness(_ control: SegmentedControl, width: Double = 400, height: Double = 200) -> SceneHarness {
    let column = StackNode(id: "root", axis: .vertical, alignment: .center)
    column.addChild(control)
    return SceneHarness(root: column, size: Size(width: width, height: height))
}

let appTabs = [Segment("SwiftUI", tint: .blue), Segment("iOS", tint: .pink), Segment("UIKit", tint: .purple)]
let glassTabs = [Segment("all", icon: .tray, tint: .blue), Segment("unread", icon: .envelopeBadge, tint: .orange),
                 Segment("needs attention", icon: .exclamation, tint: .pink)]

/// Points per character of the fixed-advance measurer.
func advance(_ size: Double, _ factor: Double) -> Double { size * factor }

/// The selection changes and feedback a scene's controls post, as the frame driver drains them.
@MainActor
final class ActionLog {
    var changes: [SelectionChange] = []
    var feedback: [SelectionChange] = []
    /// Hears `control`'s actions (nil: every control's) in `scene`.
    init(_ scene: Scene, control: String? = nil) {
        scene.subscribe(self, control: control) { [unowned self] action in
            switch action {
            case .selectionChanged(let c, _): changes.append(c)
            case .feedback(let c): feedback.append(c)
            default: break
            }
        }
    }
}
