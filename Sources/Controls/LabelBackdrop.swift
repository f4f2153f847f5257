import Geometry
import SceneGraph

extension GlassBackdrop {
    /// The relative luminance (0…1) of the brightest of this backdrop around a glass control's labels, as
    /// `TextContrastTests` reads it: the 95th percentile of the pixels within 1.5 points of the label strokes
    /// in the frame drawn without the labels and their shadow (glass track and lens included), at rest on the
    /// built-in glass. `GlassLabelBackdropTests` reads it back on every backdrop and fails when a figure here is
    /// below what is measured (a label would be under-shadowed) or more than 0.03 above it (over-shadowed).
    public var labelLuminance: Double {
        switch self {
        case .gradient: 0.30
        case .photo: 0.30
        case .stripes: 0.82
        case .checker: 0.38
        }
    }
}

extension SegmentedControl {
    /// The luminance (`GlassBackdrop.labelLuminance`) of the glass backdrop of the nearest panel this control
    /// lies on, or nil when it lies on none (the style's label shadow then assumes the worst: white).
    public var backdropLuminance: Double? {
        var n = parent
        while let node = n {
            if let panel = node as? PanelNode, let b = panel.backdrop { return b.labelLuminance }
            n = node.parent
        }
        return nil
    }
}
