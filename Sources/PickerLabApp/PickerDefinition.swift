import Controls
import Geometry
import Motion

/// One control defined in a picker file (`--picker FILE.json`): the style it starts from with the file's
/// overrides, its segments and its behaviour. See README "Picker files".
public struct PickerDefinition: Sendable, Equatable {
    /// The control id (scripts and the scene dump name it).
    var id: String
    /// The style's data: the base style's `StyleSpec` with the file's overrides.
    var spec: StyleSpec
    var segments: [Segment]
    /// The `spring` as written (any `--spring` SPEC), or nil for the style's own animation.
    var spring: String?
    var animation: Animation?
    /// The initially selected segment (0-based).
    var selected: Int
    /// Whether a paged pane under the control pages in sync with it.
    var pager: Bool
    /// Right-to-left: order, motion and keys mirrored.
    var rightToLeft: Bool
    /// Whether labels that do not fit scroll (true, the default) or shrink and truncate (`"overflow": "truncate"`).
    var scrolls = true

    /// The control's style: the built-in style named by `spec.style` carrying `spec`.
    var style: any SegmentedControlStyle {
        (BuiltinStyles.named(spec.style) ?? BuiltinStyles.all[0]).make(spec)
    }

    /// Equal when every field but `animation` (which `spring` determines) is.
    public static func == (a: PickerDefinition, b: PickerDefinition) -> Bool {
        a.id == b.id && a.spec == b.spec && a.segments == b.segments && a.spring == b.spring
            && a.selected == b.selected && a.pager == b.pager && a.rightToLeft == b.rightToLeft && a.scrolls == b.scrolls
    }
}

/// A picker file that cannot be used: `FILE:LINE:COLUMN: "key": what was expected`; exit 2 at start.
struct PickerFileError: Error, CustomStringConvertible, Equatable, Sendable {
    var path: String
    /// 1-based line and column of the offending value (0 when the file could not be read at all).
    var line: Int
    var column: Int
    /// The key whose value is wrong, if any.
    var key: String?
    var message: String
    var description: String {
        let at = line > 0 ? "\(path):\(line):\(column): " : "\(path): "
        return at + (key.map { "\"\($0)\": " } ?? "") + message
    }
}
