/// The six built-in styles by name, each carrying its default `StyleSpec`.
public enum BuiltinStyles {
    /// The names a picker file's `style` may take, in gallery order.
    public static let names = ["pill", "underline", "icons", "track", "thumb", "glass"]

    /// A fresh style named `name`, or nil for an unknown name.
    public static func make(_ name: String) -> (any SegmentedControlStyle)? {
        switch name {
        case "pill": PillStyle()
        case "underline": UnderlineStyle()
        case "icons": IconsStyle()
        case "track": TrackStyle()
        case "thumb": ThumbStyle()
        case "glass": GlassStyle()
        default: nil
        }
    }
}
