import Controls
import Foundation
import Geometry
import SceneGraph

/// The scene as JSON, in the shape users' scripts rely on (more keys may be added):
/// `{"window": {"width", "height", "scale"}, "controls": [{"id", "frame", "selectedIndex", "segments":
/// [{"label", "displayedTitle", "selectedness", "frame", "contentFrame"}], "indicator"}], "nodes": [{"id", "kind",
/// "frame", "children"}]}`,
/// every RECT `{"x", "y", "width", "height"}` in window points.
@MainActor
enum SceneDump {
    /// The JSON object for `scene` with `controls`, in a window of `windowSize` points at `scale` px/pt.
    /// `pager` and then `pagers` are the paged panes shown.
    static func object(scene: Scene, controls: [SegmentedControl], pager: PagedPane? = nil, pagers: [PagedPane] = [],
                              windowSize: Size, scale: Double) -> [String: Any] {
        [
            "window": ["width": windowSize.width, "height": windowSize.height, "scale": scale],
            "controls": controls.map(control) + ((pager.map { [$0] } ?? []) + pagers).map(self.pager),
            "cursor": scene.cursor.rawValue,
            "nodes": [node(scene.root)],
        ]
    }

    /// `v`, or 0 when it is not finite (JSON has no NaN or infinity).
    static func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }

    /// A rectangle as `{"x", "y", "width", "height"}`.
    static func rect(_ r: Rect) -> [String: Double] { ["x": r.x, "y": r.y, "width": r.width, "height": r.height] }

    static func control(_ c: SegmentedControl) -> [String: Any] {
        [
            "id": c.id,
            "style": c.style.name,
            "frame": rect(c.frame),
            "selectedIndex": c.selectedIndex,
            "selectedLabel": c.segments[c.selectedIndex].title,
            "segments": c.segmentNodes.map { s in
                ["label": s.segment.title, "displayedLabel": s.displayedTitle, "displayedTitle": s.displayedTitle,
                 "selectedness": finite(s.drawnSelectedness),
                 "frame": rect(s.frame), "contentFrame": rect(s.contentFrame)] as [String: Any]
            },
            "indicator": rect(c.indicator.frame),
            "indicatorMotion": ["scale": c.indicator.scale, "stretch": c.indicator.stretch],
            "hoveredIndex": c.hoveredIndex.map { $0 as Any } ?? NSNull(),
            "scrollOffset": finite(c.isOverflowing ? c.scrollOffset : 0),
            "isAnimating": isIndicatorAnimating(c),
            "isOverflowing": c.isOverflowing,
            "isScrolling": c.isOverflowing && c.isScrolling,
            "isScrolledByUser": c.isScrolledByUser,
        ]
    }

    /// Whether `c`'s indicator moves: it animates itself, or a paged pane places it (glass, linked to its pane)
    /// and the pane is settling.
    static func isIndicatorAnimating(_ c: SegmentedControl) -> Bool {
        guard let scene = c.scene else { return false }
        if scene.animatingNodes.contains(where: { $0 === c.indicator }) { return true }
        guard let link = c.indicatorDriver as? PagerLink else { return false }
        return link.pane.isSettling
    }

    /// `{"id", "frame", "pageCount", "page" (settled page), "offset" (scroll position in pages), "pages"}`:
    /// `pages` are the pages on screen, each `{"index", "frame", "header", "icon" (RECT or null), "title",
    /// "rows": [{"title", "detail", "avatar", "titleFrame", "detailFrame"}]}` as drawn (mirrored right to left).
    static func pager(_ p: PagedPane) -> [String: Any] {
        ["id": p.id, "frame": rect(p.frame), "pageCount": p.pages.count, "page": p.page, "offset": p.offset,
         "isSettling": p.isSettling, "isDragging": p.isDragging,
         "pages": p.visiblePages.map { page -> [String: Any] in
             let l = p.pageLayout(page.index, in: page.rect)
             return ["index": page.index, "frame": rect(page.rect), "header": rect(l.header),
                     "icon": l.icon.map { rect($0) as Any } ?? NSNull(), "title": rect(l.title),
                     "rows": l.rows.map { ["title": $0.title, "detail": $0.detail, "avatar": rect($0.avatar),
                                           "titleFrame": rect($0.titleFrame), "detailFrame": rect($0.detailFrame)] as [String: Any] }]
         }]
    }

    static func node(_ n: Node) -> [String: Any] {
        ["id": n.id, "kind": n.kind, "frame": rect(n.frame), "children": n.children.map(node)]
    }

    /// The dump as pretty-printed JSON with sorted keys.
    /// - Throws: Foundation's error when the object is not JSON (a non-finite number).
    static func data(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}
