import Controls
import Foundation
import Geometry
import Motion
import SceneGraph

/// The inspector's state and wiring: which control it shows (the focused or last-touched one), the
/// measured trajectory of that control's last selection change, and what its buttons and sliders do
/// to the control (retarget the running animation, replay, the projection ghost).
@MainActor
final class InspectorController {
    private(set) weak var app: App?
    let panel = InspectorPanel()
    let ghost = ProjectionGhostNode()
    /// A/B: the ghost indicators driven by each control's second spring.
    let ghostB: SpringBGhostNode = { let g = SpringBGhostNode(); g.isShown = false; return g }()
    /// Each control's second spring B (`--spring-b`, `set spring-b`, "Keep as B"), by control id.
    var springsB: [String: SpringOverride] = [:]
    /// Whether the panel is docked.
    private(set) var isVisible = false
    /// The control the panel shows.
    private(set) weak var target: SegmentedControl?

    /// One selection change being (or last) measured: the indicator's x at each painted frame.
    struct Recording {
        weak var control: SegmentedControl?
        var from: Int, to: Int
        /// Animation-clock seconds when the change happened.
        var startTime: Double
        /// The indicator's x at the change, in points.
        var fromX: Double
        /// Seconds since the change and the indicator's x (points) as painted.
        var frames: [(t: Double, x: Double)] = []
        /// For an indicator its pane drives (glass): the pane's offset (pages) at the change and at each
        /// painted frame — what the control's spring moves; the indicator follows it through tabs of
        /// different widths, so its x is not the spring's path.
        var fromPosition: Double?
        var positions: [Double] = []
        var isFinished = false

        /// Appends the indicator's x (and a driven one's pane position) at animation time `time` unless
        /// finished or already sampled then; returns the control when it sampled.
        @MainActor mutating func sample(at time: Double) -> SegmentedControl? {
            guard !isFinished, let control else { return nil }
            let t = time - startTime
            if let last = frames.last, t <= last.t + 1e-9 { return nil }
            frames.append((t, control.indicator.frame.x))
            if fromPosition != nil { positions.append(control.drivenPosition ?? Double(control.selectedIndex)) }
            // A driven indicator (glass, placed by its pane) moves while its driver does, not by its own spring.
            if (!control.isIndicatorInMotion && frames.count > 1) || t > 10 { isFinished = true }
            return control
        }
    }
    /// Per linked pane's control id: whether a finger was paging the pane at the last painted frame, and
    /// the settle its release started, measured from that frame on until the pane commits its page to the
    /// control (see InspectorController+Swipe.swift).
    var swipes: [String: (wasDragging: Bool, settle: Recording?)] = [:]
    private var savedGalleryMargins: (padding: EdgeInsets, spacing: Double)?
    /// The latest selection change of each control, measured.
    private(set) var recordings: [String: Recording] = [:]

    init(app: App) {
        self.app = app
        ghost.now = { [weak self, weak app] in
            // The pointer events' clock (SDL's in a window) is not the frame clock: carry the last event's
            // time forward by the frame time since, so a pointer held still has its velocity decay to 0.
            guard let self, let app else { return 0 }
            return self.lastPointerTime.event + (app.now - self.lastPointerTime.frame)
        }
        panel.onSpringChange = { [weak self] spring in self?.apply(spring) }
        panel.replayButton.action = { [weak self] in self?.replay() }
        panel.ghostButton.isOn = ghost.isEnabled
        panel.ghostButton.action = { [weak self] in
            guard let self else { return }
            self.ghost.isEnabled.toggle()
            self.panel.ghostButton.isOn = self.ghost.isEnabled
        }
        panel.onCopy = { [weak self] key in self?.copy(key) }
        panel.clock = { [weak app] in app?.now ?? 0 }
        panel.keepBButton.action = { [weak self] in self?.keepAsB() }
        panel.swapButton.action = { [weak self] in self?.swapSprings() }
        panel.clearBButton.action = { [weak self] in
            guard let self, let target = self.target else { return }
            self.setSpringB(nil, for: target.id)
        }
        observe(app.scene)
        panel.closeButton.action = { [weak self] in self?.setVisible(false) }
        (app.scene.root as? DockNode)?.beforePaint = { [weak self] in self?.sample() }
        // Beside the panel the gallery keeps at least one legible column; in a narrower window the panel
        // covers the whole window instead (its close button brings the gallery back).
        (app.scene.root as? DockNode)?.minimumContentWidth = { [weak app] context in
            (app?.gallery.root as? GalleryLayout)?.minimumWidth(context) ?? 0
        }
        if let first = app.gallery.controls.first { setTarget(first) }
    }

    /// After a reload replaced controls: when the shown control is gone, shows the control with its id if
    /// there is one, else the first control (measurements of removed controls are dropped).
    func controlsReplaced() {
        guard let app else { return }
        recordings = recordings.filter { r in app.gallery.controls.contains { $0 === r.value.control } }
        if let target, app.gallery.controls.contains(where: { $0 === target }) { return }
        let id = panel.controlID
        if let next = app.gallery.controls.first(where: { $0.id == id }) ?? app.gallery.controls.first { setTarget(next) }
    }

    /// Measures the selection changes of the gallery's controls, from the first frame on, heard by control
    /// id (a reload's rebuilt controls too); its own mode picker's changes switch the parameterisation.
    private func observe(_ scene: Scene) {
        scene.subscribe(self) { [weak self] action in
            guard let self, let app = self.app, case .selectionChanged(let change, let animation) = action else { return }
            if change.control == self.panel.modePicker.id { self.panel.modeChanged(to: change.to); return }
            guard let control = app.gallery.control(change.control) else { return }
            self.selectionChanged(control, change, animation: animation)
        }
    }

    /// Docks or undocks the panel (and the ghost overlay with it); the gallery reflows.
    func setVisible(_ visible: Bool) {
        guard visible != isVisible, let dock = app?.scene.root as? DockNode else { return }
        isVisible = visible
        ghostB.isShown = visible   // the B ghosts go with the panel
        // Beside the panel the gallery tightens its margins so every label still fits (the glass picker
        // needs 350 points); undocked it gets its own back.
        if let gallery = app?.gallery.root as? StackNode {
            if visible { savedGalleryMargins = (gallery.padding, gallery.spacing); gallery.padding = EdgeInsets(all: 10); gallery.spacing = 12 }
            else if let saved = savedGalleryMargins { gallery.padding = saved.padding; gallery.spacing = saved.spacing }
            gallery.markNeedsLayout()
        }
        if visible {
            publishMeasured()   // the plots were left alone while hidden
            dock.addChild(ghost)
            dock.dock(panel)
        } else {
            dock.removeChild(ghost)
            dock.dock(nil)
        }
    }

    /// Whether the panel covers the whole window (too narrow for it and a gallery column side by side).
    var isOverlay: Bool { isVisible && (app?.scene.root as? DockNode)?.isOverlay == true }

    /// The last pointer event's time stamp and the frame time it was handled at (seconds).
    private var lastPointerTime = (event: 0.0, frame: 0.0)

    /// After each input event: notes pointer times (for the ghost's velocity) and follows keyboard focus
    /// (which a press also moves) to a gallery control.
    func afterInput(_ event: PlatformEvent) {
        if case .pointer(let p) = event, let app { lastPointerTime = (p.timestamp, app.now) }
        guard let app, let focused = app.scene.focusedNode as? SegmentedControl, focused !== target,
              app.gallery.controls.contains(where: { $0 === focused }) else { return }
        setTarget(focused)
    }

    /// The spring `control` animates with (a timing curve shows SwiftUI's default spring until edited).
    static func spring(of control: SegmentedControl) -> Spring {
        if case .spring(let s) = control.animation { return s }
        return .default
    }

    private func setTarget(_ control: SegmentedControl) {
        target = control
        ghost.control = control
        panel.show(InspectorController.spring(of: control), for: control.id)
        panel.showB(springsB[control.id]?.animation)
        panel.drivenNote = control.indicatorDriver == nil ? nil : "indicator follows the pane · plot: pane (pages)"
        publishMeasured()
    }

    /// Shows control `id` in the panel (a script's `inspector show`, as a tap on it would).
    func show(_ id: String) {
        guard let control = app?.gallery.control(id) else { return }
        setTarget(control)
    }

    /// A slider or preset changed the spring: the running animation is retargeted (velocity kept) and the
    /// next selection uses it.
    private func apply(_ spring: Spring) {
        guard let app, let target else { return }
        target.setAnimation(.spring(spring), at: app.scene.animationTime)
    }

    /// Replays the shown control's last selection change with its current spring (key P).
    func replay() {
        guard let target, let r = recordings[target.id] else { return }
        target.replaySelection(from: r.from, to: r.to)
    }

    /// Copies the shown spring's code for one platform (`swiftui`, `uikit`, `flutter`, `compose`,
    /// `android`, `css`) to the clipboard and prints it to standard output; returns the code. The end rules
    /// are set for the control's measured travel (the default travel before one is measured).
    @discardableResult
    func copy(_ key: String) -> String? {
        guard let snippet = SpringCode(spring: panel.spring, travel: panel.travel.rounded()).snippets.first(where: { $0.key == key }) else { return nil }
        let copied = app?.host.setClipboard(snippet.code) ?? false
        panel.showCopied(key)
        print("pickerlab: \(snippet.title) code for \(panel.controlID)\(copied ? " (copied to the clipboard)" : ""):\n\(snippet.code)")
        return snippet.code
    }

    private func selectionChanged(_ control: SegmentedControl, _ change: SelectionChange, animation: Animation?) {
        guard let app else { return }
        let swipe = swipes[control.id]?.settle
        swipes[control.id]?.settle = nil
        if let swipe, swipe.from == change.from, swipe.to == change.to {
            // A pane a finger paged commits when it arrives: its settle since the release is the change.
            recordings[control.id] = swipe
        } else {
            recordings[control.id] = Recording(control: control, from: change.from, to: change.to,
                                           startTime: app.scene.animationTime, fromX: control.indicator.frame.x,
                                           fromPosition: control.indicatorDriver == nil ? nil : control.drivenPosition ?? Double(change.from))
        }
        // A pane settling on a page after a swipe commits when it is already there: B has nothing to replay.
        let arrived = control.drivenPosition.map { abs($0 - Double(change.to)) < 1e-6 } ?? false
        let animated = (change.byUser || animation != nil) && !arrived
        ghostB.selectionChanged(control, change, animated: animated, at: app.scene.animationTime)
    }

    /// Start of a paint pass: records each measuring control's indicator as this frame shows it.
    private func sample() {
        guard let app else { return }
        if panel.travel == 0 { publishMeasured() }   // the first layout has placed the segments
        watchSwipes(at: app.scene.animationTime)
        var changedTarget = false
        // Each recording is appended to in place, walking the values by index: a copy of a recording, or of
        // the dictionary being iterated, would copy its arrays every frame.
        var i = recordings.values.startIndex
        while i != recordings.values.endIndex {
            if let control = recordings.values[i].sample(at: app.scene.animationTime), control === target { changedTarget = true }
            recordings.values.formIndex(after: &i)
        }
        for id in swipes.keys where swipes[id]?.settle != nil { _ = swipes[id]?.settle?.sample(at: app.scene.animationTime) }
        if changedTarget { publishMeasured() }
    }

    /// The shown control's last change as progress (0 at the start, 1 at the target) against seconds.
    var measured: [(t: Double, progress: Double)] {
        guard let target, let r = recordings[target.id], target.track.frames.indices.contains(r.to) else { return [] }
        let toX = target.track.frames[r.to].x
        if let from = r.fromPosition {
            let to = Double(r.to)
            guard abs(to - from) > 1e-9 else { return [] }
            return zip(r.frames, r.positions).map { ($0.t, ($1 - from) / (to - from)) }
        }
        guard abs(toX - r.fromX) > 1e-9 else { return [] }
        return r.frames.map { ($0.t, ($0.x - r.fromX) / (toX - r.fromX)) }
    }

    /// Hands the measured trajectory to the plots (only while the panel is shown: hidden, they are not
    /// painted, and `setVisible(true)` publishes it) and the travel to the panel.
    private func publishMeasured() {
        if isVisible { panel.setMeasured(measured) }
        guard let target else { return }
        let frames = target.track.frames
        if let r = recordings[target.id], frames.indices.contains(r.to) {
            panel.travel = abs(frames[r.to].x - r.fromX)
        } else if frames.count > 1 {
            panel.travel = abs(frames[1].x - frames[0].x)   // one segment's step until a change is measured
        }
    }

    /// The `inspector` object of the scene dump (only while the panel is shown): its frame, the control,
    /// the parameterisation, the spring, the sliders and the measured trajectory `[[seconds, progress]]`.
    func dump() -> [String: Any]? {
        guard isVisible else { return nil }
        let s = panel.spring
        return [
            "frame": SceneDump.rect(panel.frame),
            "control": panel.controlID,
            "parameterisation": panel.parameterisation.title,
            "spring": ["response": s.response, "dampingFraction": s.dampingFraction, "duration": s.duration, "bounce": s.bounce,
                       "mass": s.mass, "stiffness": s.stiffness, "damping": s.damping,
                       "overshoot_percent": s.overshootPercent, "settle_seconds": s.settlingDuration(tolerance: 0.005)],
            "sliders": panel.sliders.map { ["id": $0.id, "label": $0.label, "value": $0.value, "frame": SceneDump.rect($0.frame),
                                            "track": SceneDump.rect($0.trackRect)] as [String: Any] },
            "measured": measured.map { [$0.t, $0.progress] },
            "ghost": ghost.isEnabled,
            "overlay": isOverlay,
            "measures": panel.drivenNote == nil ? "indicator" : "pane",
            "springB": springBDump(panel.controlID) ?? NSNull(),
            "preview": panel.previewKey,
            "copied": panel.copied?.key ?? NSNull(),
            "fieldMessage": panel.fieldMessage ?? NSNull(),
            "editing": panel.sliders.first { $0.editingText != nil }.map { ["field": $0.label, "text": $0.editingText ?? ""] as [String: Any] } ?? NSNull(),
        ]
    }
}
