import Geometry
import Painting
import SceneGraph

extension SegmentedControl {
    /// How wide the edge fade of a scrolling row is, in points (iOS's and Material's scrollable tab rows fade
    /// the labels into the edge they can scroll toward).
    static let scrollFadeWidth = 28.0

    /// A row that scrolls fades its labels out at each edge it can scroll toward: a gradient from what lies
    /// under the labels (the track over the window's background, opaque at the edge) to clear, over
    /// `scrollFadeWidth` points inside `clip` (window points), across the label band. Nothing at an edge scrolled all the way.
    func paintScrollFades(in clip: Rect, into list: inout DisplayList) {
        guard isOverflowing, maxScrollOffset > 0.5 else { return }
        let under = scrollFadeColor
        let w = min(SegmentedControl.scrollFadeWidth, clip.width / 3)
        // The label band, as a capsule, so the fade stays inside a rounded track's ends.
        let h = min(clip.height, max(metrics.font.size, metrics.iconSize) * 1.5), y = clip.midY - h / 2
        if scrollOffset > 0.5 {
            list.append(.fillRoundedRect(Rect(x: clip.minX, y: y, width: w, height: h), cornerRadius: h / 2,
                                         fill: .linearGradient(LinearGradient(under, under.opacity(0), start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))))
        }
        if scrollOffset < maxScrollOffset - 0.5 {
            list.append(.fillRoundedRect(Rect(x: clip.maxX - w, y: y, width: w, height: h), cornerRadius: h / 2,
                                         fill: .linearGradient(LinearGradient(under.opacity(0), under, start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))))
        }
    }

    /// The colour under the labels: the style's track fill (its first solid fill) over the theme's background.
    var scrollFadeColor: Color {
        var track = DisplayList()
        style.paintTrack(frame, into: &track)
        for c in track.commands {
            if case .fillRoundedRect(_, _, .solid(let color), _) = c { return color.composited(over: theme.background) }
        }
        return theme.background
    }
}
