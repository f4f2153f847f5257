import Geometry

/// One option of a segmented control: its title, optional icon and tint, badge, and whether it can be chosen.
public struct Segment: Hashable, Sendable {
    /// The label text.
    public var title: String
    /// An icon glyph (a Material Icons code point, see `Icon`), or nil for a text-only label.
    public var icon: Icon?
    /// The segment's own colour (seed 000's per-tab colour, seed 003's per-tab tint).
    public var tint: Color
    /// A short text or a count drawn at the label's trailing top, or nil for none.
    public var badge: String?
    /// A disabled segment is dimmed, skipped by keys, and cannot be selected by tap or drag.
    public var isDisabled: Bool

    /// Creates a segment.
    public init(_ title: String, icon: Icon? = nil, tint: Color = .blue, badge: String? = nil, isDisabled: Bool = false) {
        self.title = title; self.icon = icon; self.tint = tint; self.badge = badge; self.isDisabled = isDisabled
    }
}
