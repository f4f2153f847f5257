import Geometry
import Painting
import SceneGraph

/// A one-line error banner across the top of the window (a picker file that did not load); hidden when
/// `message` is nil. It takes no input; the gallery moves down below it while it shows (`App.showPickerError`).
@MainActor
final class BannerNode: Node {
    var message: String? { didSet { if message != oldValue { markNeedsPaint() } } }
    static let font = Font(size: 13, weight: .semibold)

    init() { super.init(id: "banner"); allowsHitTesting = false }

    override var kind: String { "banner" }

    /// The banner's rectangle in window points: 12 points from the top and sides, 34 tall.
    var bannerFrame: Rect { Rect(x: frame.minX + 12, y: frame.minY + 12, width: max(0, frame.width - 24), height: 34) }

    /// How far down (points) the banner reaches, with a 12-point gap below it: where content starts clear of it.
    var clearance: Double { 12 + 34 + 12 }

    override func paint(into list: inout DisplayList) {
        guard let message, frame.width > 24 else { return }
        let r = bannerFrame
        list.append(.shadow(r, cornerRadius: 10, color: Color.black.opacity(0.25), blur: 10, offset: Point(x: 0, y: 3)))
        list.append(.fillRoundedRect(r, cornerRadius: 10, fill: .solid(Color(hex: 0xD70015))))
        list.append(.pushClip(r.insetBy(dx: 12, dy: 0)))
        list.append(.text(TextRun(message, font: BannerNode.font, color: .white, origin: Point(x: r.minX + 12, y: r.midY - 8))))
        list.append(.popClip)
    }
}
