/// Instants, counters and PickerLab's own events (inputs, selection changes, feedback pulses, per-frame
/// counters). During a frame they are written with that frame when it ends; otherwise at once.
extension TraceRecorder: TraceRecording {
    /// Records an instant at `tsUs` µs with `args` in the given order. `input_event` goes on the input track
    /// (titled by its `kind` arg); an instant with a `control` arg (`selection_change`, `selection_feedback`)
    /// on that control's track; any other on a track named by its category (see ``InstantTrack``).
    /// `flowOut`: the id of a flow (``inputFlow(kind:inputUs:presentUs:)``) the event starts; 0 or nil: none.
    public func instant(name: String, category: String? = nil, tsUs: Int64,
                        args: KeyValuePairs<String, TraceArg> = [:], flowOut: Int64? = nil) {
        guard isActive else { return }
        let isInput = name == TraceNames.inputEvent
        if isInput, !args.contains(where: { $0.key == "presented" && $0.value == .bool(false) }) {
            summaryAccumulator.addInput(ts: tsUs)
        }
        summaryAccumulator.noteInstant(name: name, args: args, ts: tsUs)
        let track: InstantTrack
        if isInput {
            track = .input(kind: args.first { $0.key == "kind" }?.value.stringValue)
        } else if let control = args.first(where: { $0.key == "control" })?.value.stringValue {
            track = .control(control)
        } else {
            track = .category(category ?? "events")
        }
        let instant = TraceInstant(name: name, category: category, tsUs: tsUs, args: args,
                                   flow: flowOut == 0 ? nil : flowOut, track: track)
        record(beforeFrame: encoder.placesBeforeFrame(instant)) { encoder, buffer in encoder.appendInstant(instant, to: &buffer) }
    }

    /// Records counter `name` at `tsUs` µs with one series per value (written finite: NaN and ±infinity
    /// become 0).
    public func counter(name: String, tsUs: Int64, values: [(String, Double)]) {
        guard isActive else { return }
        summaryAccumulator.noteCounter(name: name, values: values, ts: tsUs)
        record { encoder, buffer in encoder.appendCounter(name: name, tsUs: tsUs, values: values, to: &buffer) }
    }

    /// Records a single-series counter (the series `value`).
    public func counter(name: String, tsUs: Int64, value: Double) {
        record { encoder, buffer in encoder.appendCounter(name: name, tsUs: tsUs, value: value, to: &buffer) }
    }

    // MARK: - PickerLab's events

    /// Records an input event as an instant `input_event` (category `input`) at `tsUs` µs with args `kind`
    /// (e.g. `"mouse_down"`), `x`, `y` (window points), `pointer` (its id) and `presented` (whether a frame
    /// was drawn for it: false for a hover move that changed nothing, left out of the input-to-present
    /// latency). Recorded during the frame that handled it with `presented` true, it gets a flow to that
    /// frame (`flowOut`, when given, is used instead).
    public func inputEvent(kind: String, x: Double, y: Double, pointer: Int, tsUs: Int64, presented: Bool = true, flowOut: Int64? = nil) {
        let flow = flowOut ?? (presented && frameOpen ? inputFlow(kind: kind, inputUs: tsUs, presentUs: frameLatest) : nil)
        instant(name: TraceNames.inputEvent, category: "input", tsUs: tsUs,
                args: ["kind": .string(kind), "x": .double(x), "y": .double(y), "pointer": .int(Int64(pointer)), "presented": .bool(presented)],
                flowOut: flow)
    }

    /// Records a selection change as an instant `selection_change` (category `selection`) at `tsUs` µs with
    /// args `control`, `from`, `to` (segment indices) and `by` (`"user"` when `byUser`, else `"program"`),
    /// and `replay: true` for a change the inspector replays (key P), which summaries do not count.
    public func selectionChange(control: String, from: Int, to: Int, byUser: Bool, replay: Bool, tsUs: Int64) {
        if replay {
            instant(name: TraceNames.selectionChange, category: "selection", tsUs: tsUs,
                    args: ["control": .string(control), "from": .int(Int64(from)), "to": .int(Int64(to)),
                           "by": .string(byUser ? "user" : "program"), "replay": .bool(true)])
            return
        }
        instant(name: TraceNames.selectionChange, category: "selection", tsUs: tsUs,
                args: ["control": .string(control), "from": .int(Int64(from)), "to": .int(Int64(to)),
                       "by": .string(byUser ? "user" : "program")])
    }

    /// Records a selection-feedback pulse as an instant `selection_feedback` (category `selection`) at `tsUs`
    /// µs with args `control` and `index` (the segment).
    public func feedbackPulse(control: String, index: Int, tsUs: Int64) {
        instant(name: TraceNames.feedbackPulse, category: "selection", tsUs: tsUs,
                args: ["control": .string(control), "index": .int(Int64(index))])
    }

    /// Records the per-frame counter tracks other than `frame_ms` (which ``endFrame(endUs:timing:)`` writes):
    /// `animations_in_flight`, `draw_calls`, `vertices`, `texture_cache_bytes`, `damage_px` and
    /// `damage_rects`, each a single-series counter at `tsUs` µs.
    public func frameCounters(tsUs: Int64, animations: Int, drawCalls: Int, vertices: Int, textureCacheBytes: Int,
                              damagePixels: Int = 0, damageRects: Int = 0) {
        counter(name: TraceNames.animationsCounter, tsUs: tsUs, value: Double(animations))
        counter(name: TraceNames.drawCallsCounter, tsUs: tsUs, value: Double(drawCalls))
        counter(name: TraceNames.verticesCounter, tsUs: tsUs, value: Double(vertices))
        counter(name: TraceNames.textureCacheCounter, tsUs: tsUs, value: Double(textureCacheBytes))
        counter(name: TraceNames.damagePixelsCounter, tsUs: tsUs, value: Double(damagePixels))
        counter(name: TraceNames.damageRectsCounter, tsUs: tsUs, value: Double(damageRects))
    }
}
