import Controls
import Geometry
import Painting
import SceneGraph

/// The window's background in the dark theme (the renderer clears to the light theme's #F2F2F7, so the
/// light theme paints nothing here and its pixels stay as they were).
@MainActor
final class ThemeBackground: Node {
    var theme = Theme.light { didSet { if theme != oldValue { markNeedsPaint() } } }

    init() { super.init(id: "background"); allowsHitTesting = false }

    override var kind: String { "background" }

    override func paint(into list: inout DisplayList) {
        guard theme == .dark else { return }
        list.append(.fillRoundedRect(frame, cornerRadius: 0, fill: .solid(theme.background)))
    }
}
