import Controls
import Foundation
import Geometry
import Motion
import Painting
import SceneGraph

/// The spring inspector (key I, `--inspector`), docked at the window's right edge: for one control it
/// shows the spring of its selection changes in the chosen parameterisation (a segmented control — the
/// lab's own picker), presets, one slider per parameter, the step response from 0 to its settle time
/// with the measured trajectory of the control's last animation over it, the velocity under it, and
/// Replay, projection-ghost and code buttons, and a close button. Built from the scene's own nodes; every
/// change goes out through `onSpringChange`. When its content is taller than the panel, a drag on the
/// panel's background scrolls it 1:1 (as the gallery scrolls).
@MainActor
final class InspectorPanel: Node {
    /// The spring shown.
    private(set) var spring = Spring.bouncy
    /// The control it belongs to (shown in the title).
    private(set) var controlID = ""
    /// The indicator's travel of the last change, in points (for the settle time to 1 point).
    var travel = 0.0 { didSet { if travel != oldValue { updateStats() } } }
    var parameterisation = SpringParameterisation.perceptual

    let modePicker: SegmentedControl
    let presetButtons: [InspectorButton]
    private(set) var sliders: [Slider] = []
    let plot = SpringPlotNode(id: "inspector.plot", quantity: .position, height: 160)
    let velocityPlot = SpringPlotNode(id: "inspector.velocity", quantity: .velocity, height: 76)
    /// The text lines under the plot (overshoot, perceived duration, settle times), built when first read
    /// after a change: the panel is painted only while docked, so a tap that retargets the hidden panel
    /// formats nothing (String(format:) and two settle-time searches cost ~100 µs of the tap's input phase).
    var stats: [String] {
        if let s = cachedStats { return s }
        statsBuilds += 1
        let s = buildStats()
        cachedStats = s
        return s
    }
    private var cachedStats: [String]?
    /// How many times the stats lines were built (tests pin that a hidden panel builds none).
    private(set) var statsBuilds = 0
    /// Where the title and the text lines go (set by layout; drawn by paint, so changing them never needs
    /// a layout pass — a full layout would snap the gallery's running animations to their targets).
    private(set) var titleOrigin = Point.zero, legendOrigin = Point.zero, statsOrigin = Point.zero
    static let titleFont = Font(size: 17, weight: .semibold)
    static let statsFont = Font(size: 12, weight: .regular)
    static let legendFont = Font(size: 11, weight: .regular)
    /// Every parameterisation's sliders, made once; only the current parameterisation's are placed.
    private let allSliders: [SpringParameterisation: [Slider]]
    let replayButton = InspectorButton(id: "inspector.replay", title: "Replay (P)")
    let ghostButton = InspectorButton(id: "inspector.ghost", title: "Ghost")
    /// One "copy" button per platform of `pickerlab spring` (SwiftUI, UIKit, Flutter, Compose, Android, CSS).
    let copyButtons: [InspectorButton]
    private(set) var copyOrigin = Point.zero, codeOrigin = Point.zero
    /// Closes the panel (as key I does).
    let closeButton = InspectorButton(id: "inspector.close", title: "Close (I)")
    /// How far the content is scrolled up (points, 0…`contentHeight` − the panel's height).
    private(set) var scrollOffset = 0.0
    /// The height of everything the panel shows, its margins included (points; set by layout).
    private(set) var contentHeight = 0.0
    private var scrollDrag = ScrollDrag()
    /// Called with a snippet's key (`swiftui`, …) when its copy button is tapped.
    var onCopy: ((String) -> Void)?
    /// Why the last typed value or slider move was not applied (the message `--spring` gives), else nil.
    var fieldMessage: String?
    /// Set while a script's refused field is closed: the message stays to say why.
    var keepsMessageOnClose = false
    /// `fieldMessage` wrapped to the panel's width (set by layout).
    private(set) var messageLines: [String] = []
    /// The second spring (B) of the shown control, compared live with A (the control's own), if any.
    var springB: Animation?
    /// The platform whose code the preview under the copy buttons shows (the one copied last).
    var previewKey = "swiftui"
    /// The preview's lines, cut to the panel's width (set by layout).
    private(set) var previewLines: [String] = []
    /// The copy button showing "Copied", and until when (seconds on `clock`).
    var copied: (key: String, until: Double)?
    /// How long a copy button says "Copied", in seconds.
    static let copiedSeconds = 1.5
    /// The frame clock (seconds), for the "Copied" label's moment.
    var clock: () -> Double = { 0 }
    /// Set for an indicator its pane drives (glass): what the plot's dots are.
    var drivenNote: String? { didSet { if drivenNote != oldValue { markNeedsLayoutInPlace(); markNeedsPaint() } } }
    /// A/B: make B the current spring, swap A and B (key X), clear B.
    let keepBButton = InspectorButton(id: "inspector.ab.keep", title: "Keep as B")
    let swapButton = InspectorButton(id: "inspector.ab.swap", title: "Swap A/B (X)")
    let clearBButton = InspectorButton(id: "inspector.ab.clear", title: "Clear B")
    private(set) var abOrigin = Point.zero, bStatsOrigin = Point.zero, messageOrigin = Point.zero
    static let messageFont = Font(size: 11, weight: .semibold)

    /// Called with the new spring whenever the user changes it (slider, preset).
    var onSpringChange: ((Spring) -> Void)?

    /// The presets: SwiftUI's `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`, and UIKit's default.
    static let presets: [(String, Spring)] = [("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
                                              ("interactive", .interactiveSpring), ("UIKit", Spring(response: 0.55, dampingFraction: 1))]

    init() {
        modePicker = SegmentedControl(id: "inspector.mode", style: InspectorPickerStyle(),
                                      segments: SpringParameterisation.allCases.map { Segment($0.title, tint: .blue) })
        presetButtons = InspectorPanel.presets.map { InspectorButton(id: "inspector.preset.\($0.0)", title: $0.0) }
        copyButtons = SpringCode(spring: .bouncy).snippets.map { InspectorButton(id: "inspector.copy.\($0.key)", title: $0.title.components(separatedBy: " ").last ?? $0.title) }
        var made: [SpringParameterisation: [Slider]] = [:]
        for mode in SpringParameterisation.allCases {
            made[mode] = mode.parameters.map { p in
                let slider = Slider(id: "inspector.slider.\(p.key)", label: p.key, range: p.range, scale: p.logarithmic ? .logarithmic : .linear,
                                    value: p.range.lowerBound, format: { SpringCode.number(($0 * 1000).rounded() / 1000) + p.unit })
                slider.decimals = p.decimals
                slider.isEditable = true
                slider.editFormat = { SpringParameterisation.decimal(($0 * 1e6).rounded() / 1e6) }
                return slider
            }
        }
        allSliders = made
        super.init(id: "inspector")
        addChild(modePicker)
        for b in presetButtons { addChild(b) }
        addChild(plot)
        addChild(velocityPlot)
        addChild(replayButton)
        addChild(ghostButton)
        for b in copyButtons { b.reservedTitle = "Copied"; addChild(b) }
        for b in [keepBButton, swapButton, clearBButton] { addChild(b) }
        addChild(closeButton)
        for (b, snippet) in zip(copyButtons, SpringCode(spring: .bouncy).snippets) {
            b.action = { [weak self] in self?.onCopy?(snippet.key) }
        }
        for (i, b) in presetButtons.enumerated() {
            b.action = { [weak self] in
                guard let self else { return }
                self.userChose(InspectorPanel.presets[i].1)
            }
        }
        for mode in SpringParameterisation.allCases {
            for (slider, p) in zip(allSliders[mode] ?? [], mode.parameters) {
                slider.onChange = { [weak self] v in
                    guard let self else { return }
                    _ = self.offer(p.key, v, mode: mode)
                }
                slider.onSubmit = { [weak self] text in self?.submit(p.key, text) ?? false }
                // Opening a field, or closing it with Escape, clears the message; a field closed because
                // focus left it keeps saying why its value was refused (a taken value cleared it already).
                slider.onEditingChange = { [weak self, weak slider] editing in
                    guard let self else { return }
                    let focusLeft = slider?.isFocused == false
                    if editing || !(focusLeft || self.keepsMessageOnClose) { self.setFieldMessage(nil) }
                    self.keepsMessageOnClose = false
                }
                addChild(slider)
            }
        }
        rebuildSliders()
        updateStats()
    }

    override var kind: String { "inspector" }

    /// The panel keeps its painting between frames: the gallery animating beside it does not re-record
    /// its plots (only its own changes and new measured frames do).
    override var isRepaintBoundary: Bool { true }

    /// Shows `spring` for control `id` without reporting a change.
    func show(_ spring: Spring, for id: String) {
        self.spring = spring
        controlID = id
        syncSliders()
        updateStats()
    }

    /// The user chose `newSpring` (a preset, a slider, a typed value): it is shown and reported, and a
    /// message about an earlier refused value goes.
    func userChose(_ newSpring: Spring) {
        setFieldMessage(nil)
        spring = newSpring
        syncSliders()
        updateStats()
        onSpringChange?(newSpring)
    }

    /// Shows the current parameterisation's sliders (the others are moved out of the way and take no
    /// input); re-places the panel's children in place, without a full layout.
    /// The mode picker chose parameterisation `index`: the sliders switch to it.
    func modeChanged(to index: Int) {
        guard let mode = SpringParameterisation(rawValue: index) else { return }
        parameterisation = mode
        rebuildSliders()
    }

    func rebuildSliders() {
        sliders = allSliders[parameterisation] ?? []
        for (mode, list) in allSliders {
            for s in list { s.allowsHitTesting = mode == parameterisation }
        }
        syncSliders()
        markNeedsLayoutInPlace()
        markNeedsPaint()
    }

    func syncSliders() {
        for (s, p) in zip(sliders, parameterisation.parameters) { s.setValue(SpringParameterisation.value(p.key, of: spring)) }
        for (b, preset) in zip(presetButtons, InspectorPanel.presets) { b.isOn = InspectorPanel.same(preset.1, spring) }
    }

    static func same(_ a: Spring, _ b: Spring) -> Bool {
        abs(a.response - b.response) < 1e-9 && abs(a.dampingFraction - b.dampingFraction) < 1e-9
    }

    func updateStats() {
        plot.spring = spring
        velocityPlot.spring = spring
        plot.comparison = springB
        velocityPlot.comparison = springB
        cachedStats = nil
        markNeedsPaint()
    }

    private func buildStats() -> [String] {
        let settle = spring.settlingDuration(tolerance: 0.005)
        let settlePoint = travel > 1 ? spring.settlingDuration(tolerance: 1 / travel) : 0
        return [
            "overshoot \(LinearEasing.format(spring.overshootPercent, decimals: 1)) %, perceived duration \(LinearEasing.format(spring.perceivedDuration, decimals: 3)) s",
            "settles to 0.5 % in \(LinearEasing.format(settle, decimals: 3)) s",
            travel > 1 ? "to 1 pt of its \(LinearEasing.format(travel, decimals: 0)) pt travel in \(LinearEasing.format(settlePoint, decimals: 3)) s"
                : "to 1 pt: select a segment to measure the travel",
        ]
    }

    /// The measured trajectory of the control's last animation (seconds, progress 0 → 1).
    func setMeasured(_ samples: [(t: Double, progress: Double)]) {
        plot.measured = samples
        velocityPlot.measured = samples
    }

    // MARK: - Layout and paint

    override func placeChildren(_ context: LayoutContext) {
        contentHeight = place(scrolledBy: scrollOffset, context)
        let clamped = clampedScroll(scrollOffset)
        if clamped != scrollOffset {
            scrollOffset = clamped
            _ = place(scrolledBy: scrollOffset, context)
        }
    }

    private func clampedScroll(_ offset: Double) -> Double {
        clamp(offset.isFinite ? offset : 0, 0, max(0, contentHeight - frame.height))
    }

    /// Places everything with the content scrolled up by `offset` points; returns the content's height.
    private func place(scrolledBy offset: Double, _ context: LayoutContext) -> Double {
        let inner = frame.inset(by: EdgeInsets(top: 16 - offset, left: 16, bottom: 16, right: 16))
        var y = inner.minY
        let close = closeButton.sizeThatFits(Size(width: inner.width, height: 26), context)
        closeButton.place(in: Rect(x: inner.maxX - close.width, y: y, width: close.width, height: close.height), context)
        func row(_ node: Node, spacing: Double = 10) {
            let s = node.sizeThatFits(Size(width: inner.width, height: inner.height), context)
            node.place(in: Rect(x: inner.minX, y: y, width: inner.width, height: s.height), context)
            y += s.height + spacing
        }
        titleOrigin = Point(x: inner.minX, y: y)
        y += 30
        row(modePicker, spacing: 12)
        var x = inner.minX
        var rowHeight = 0.0
        for b in presetButtons {
            let s = b.sizeThatFits(Size(width: inner.width, height: 26), context)
            if x + s.width > inner.maxX + 0.5 { x = inner.minX; y += rowHeight + 6 }
            b.place(in: Rect(x: x, y: y, width: s.width, height: s.height), context)
            x += s.width + 6
            rowHeight = s.height
        }
        y += rowHeight + 12
        for s in sliders { row(s, spacing: 8) }
        for (mode, list) in allSliders where mode != parameterisation {
            for s in list { s.place(in: Rect(x: frame.maxX + 1000, y: frame.minY, width: 0, height: 0), context) }
        }
        messageLines = fieldMessage.map { InspectorPanel.wrap($0, font: InspectorPanel.messageFont, width: inner.width, context) } ?? []
        messageOrigin = Point(x: inner.minX, y: y)
        y += Double(messageLines.count) * 15 + (messageLines.isEmpty ? 0 : 6)
        y += 4
        row(plot, spacing: 4)
        legendOrigin = Point(x: inner.minX, y: y)
        statsOrigin = Point(x: inner.minX, y: y + 18 + (drivenNote == nil ? 0 : 15))
        y = statsOrigin.y + 3 * 17 + 6   // the three stats lines
        bStatsOrigin = Point(x: inner.minX, y: y - 6)
        if springB != nil { y += 17 }
        row(velocityPlot, spacing: 12)
        flow([replayButton, ghostButton], inner: inner, y: &y, context)
        y += 32 + 8
        abOrigin = Point(x: inner.minX, y: y)
        y += 18
        flow([keepBButton, swapButton, clearBButton], inner: inner, y: &y, context)
        y += 32 + 10
        copyOrigin = Point(x: inner.minX, y: y)
        y += 18
        flow(copyButtons, inner: inner, y: &y, context)
        codeOrigin = Point(x: inner.minX, y: y + 34)
        previewLines = previewText(width: inner.width, context)
        return codeOrigin.y + Double(previewLines.count + 1) * 15 + 16 - (frame.minY - offset)   // the preview and the bottom margin
    }

    /// Places `buttons` left to right from `y`, wrapping at the inner width; `y` ends at the last row's top.
    private func flow(_ buttons: [InspectorButton], inner: Rect, y: inout Double, _ context: LayoutContext) {
        var x = inner.minX
        for b in buttons {
            let s = b.sizeThatFits(Size(width: inner.width, height: 26), context)
            if x + s.width > inner.maxX + 0.5, x > inner.minX { x = inner.minX; y += s.height + 6 }
            b.place(in: Rect(x: x, y: y, width: s.width, height: s.height), context)
            x += s.width + 6
        }
    }

    override func paint(into list: inout DisplayList) {
        list.append(.fillRoundedRect(frame, cornerRadius: 0, fill: .solid(Color(red: 0.985, green: 0.985, blue: 0.99))))
        list.append(.fillRoundedRect(Rect(x: frame.minX, y: frame.minY, width: 1, height: frame.height), cornerRadius: 0, fill: .solid(Color.black.opacity(0.12))))
        list.append(.pushClip(frame))
        list.append(.text(TextRun("Spring · \(controlID)", font: InspectorPanel.titleFont, color: .black, origin: titleOrigin)))
        paintLegend(into: &list)
        for (i, line) in stats.enumerated() {
            list.append(.text(TextRun(line, font: InspectorPanel.statsFont, color: Color.black.opacity(0.75),
                                      origin: Point(x: statsOrigin.x, y: statsOrigin.y + Double(i) * 17))))
        }
        paintExtras(into: &list)
        super.paint(into: &list)
        if let bar = scrollBar { list.append(.fillRoundedRect(bar, cornerRadius: bar.width / 2, fill: .solid(Color.black.opacity(0.25)))) }
        list.append(.popClip)
    }

    /// The scroll bar at the panel's right edge while the content is taller than the panel (points): its
    /// length is the visible fraction of the content, its place the scrolled fraction.
    var scrollBar: Rect? {
        guard contentHeight > frame.height + 0.5, frame.height > 0 else { return nil }
        let length = max(24, frame.height * frame.height / contentHeight)
        let travel = max(1e-9, contentHeight - frame.height)
        return Rect(x: frame.maxX - 6, y: frame.minY + (frame.height - length) * (scrollOffset / travel), width: 3, height: length)
    }

    override func hitTestSelf(_ point: Point) -> Bool { frame.contains(point) }

    // MARK: - Scrolling by dragging the background

    override func pointerBegan(_ event: PointerEvent) -> Bool {
        scrollDrag.begin(event, offset: Point(x: 0, y: scrollOffset))
        return true
    }

    override func pointerMoved(_ event: PointerEvent) {
        guard let asked = scrollDrag.move(event, in: self, scrollsX: false, scrollsY: contentHeight > frame.height + 0.5) else { return }
        let next = clampedScroll(asked.y)
        guard next != scrollOffset else { return }
        scrollOffset = next
        // The panel's own content moves inside its unchanged frame: an in-place relayout, not a full one.
        markNeedsLayoutInPlace()
        markNeedsPaint()
    }

    /// Runs while a copy button says "Copied": puts its title back once the moment is over.
    override func animate(at time: Double, tolerance: SettleTolerance) -> Bool {
        guard let c = copied else { return false }
        guard clock() >= c.until else { return true }
        copied = nil
        for b in copyButtons { b.flashTitle = nil }
        return false
    }

    override func pointerEnded(_ event: PointerEvent) { scrollDrag.end(event) }
    override func pointerCancelled(_ event: PointerEvent) { scrollDrag.end(event) }
}
