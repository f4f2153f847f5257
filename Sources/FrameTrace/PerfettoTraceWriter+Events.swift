extension PerfettoTraceWriter: TraceRecording {
    /// Records an instant at `tsUs` µs with `args` (as slice args). `input_event` goes on the `input` track
    /// named by its `kind` arg (its flow starts there when `flowOut` is a flow of ``inputFlow(kind:inputUs:presentUs:)``);
    /// an instant with a `control` arg (`selection_change`, `selection_feedback`) on that control's
    /// `<control> selection` track in its group; any other on a track named by its category (or `events`).
    /// During a frame it is written with that frame.
    public func instant(name: String, category: String? = nil, tsUs: Int64,
                        args: KeyValuePairs<String, TraceArg> = [:], flowOut: Int64? = nil) {
        guard isActive else { return }
        let isInput = name == TraceNames.inputEvent
        if isInput, !args.contains(where: { $0.key == "presented" && $0.value == .bool(false) }) {
            summaryAccumulator.addInput(ts: tsUs)
        }
        summaryAccumulator.noteInstant(name: name, args: args, ts: tsUs)
        appendEvent(beforeFrame: isInput) { buffer, tracks in
            let track: UInt64
            var title = name
            if isInput {
                track = PerfettoTracks.inputUUID
                if let kind = args.first(where: { $0.key == "kind" })?.value.stringValue { title = kind }
            } else if let control = args.first(where: { $0.key == "control" })?.value.stringValue {
                track = tracks.sliceTrack(control + " selection", group: control, to: &buffer)
            } else {
                track = tracks.sliceTrack(category ?? "events", group: nil, to: &buffer)
            }
            PerfettoPacket.appendTrackEvent(tsNs: PerfettoPacket.nanoseconds(tsUs), track: track, type: PerfettoProto.TrackEvent.typeInstant,
                                            name: title, category: category, to: &buffer) { buffer in
                for (key, value) in args { PerfettoPacket.appendArg(key, value, to: &buffer) }
                if let flowOut, flowOut != 0 {
                    ProtobufEncoder.appendFixed64(PerfettoProto.TrackEvent.flowIDs, UInt64(bitPattern: flowOut), to: &buffer)
                }
            }
        }
    }

    /// Records counter `name` at `tsUs` µs: one track per series (`NAME KEY`, or `NAME` for `value`) in the
    /// counter's group (see ``PerfettoTracks``). Non-finite values are written as 0.
    public func counter(name: String, tsUs: Int64, values: [(String, Double)]) {
        if isActive { summaryAccumulator.noteCounter(name: name, values: values, ts: tsUs) }
        appendEvent { buffer, tracks in
            for (key, value) in values { PerfettoTraceWriter.appendCounter(name, key: key, tsUs: tsUs, value: value, tracks: &tracks, to: &buffer) }
        }
    }

    /// Records a single-series counter (the track `name`).
    public func counter(name: String, tsUs: Int64, value: Double) {
        appendEvent { buffer, tracks in PerfettoTraceWriter.appendCounter(name, key: "value", tsUs: tsUs, value: value, tracks: &tracks, to: &buffer) }
    }

    /// Records an input event: an instant on the `input` track named by `kind` (e.g. `mouse_down`) with args
    /// `kind`, `x`, `y` (window points), `pointer` and `presented`; `flowOut` starts its flow to the frame
    /// that presented it. Recorded while the frame that handled it is open and `presented`, it gets a flow
    /// to that frame without `flowOut`.
    public func inputEvent(kind: String, x: Double, y: Double, pointer: Int, tsUs: Int64, presented: Bool = true, flowOut: Int64? = nil) {
        let flowOut = flowOut ?? (presented && isFrameOpen ? inputFlow(kind: kind, inputUs: tsUs, presentUs: tsUs) : nil)
        instant(name: TraceNames.inputEvent, category: "input", tsUs: tsUs,
                args: ["kind": .string(kind), "x": .double(x), "y": .double(y), "pointer": .int(Int64(pointer)), "presented": .bool(presented)],
                flowOut: flowOut)
    }

    /// Records a selection change on the control's `<control> selection` track, args `control`, `from`,
    /// `to`, `by` (`user` or `program`).
    public func selectionChange(control: String, from: Int, to: Int, byUser: Bool, tsUs: Int64) {
        instant(name: TraceNames.selectionChange, category: "selection", tsUs: tsUs,
                args: ["control": .string(control), "from": .int(Int64(from)), "to": .int(Int64(to)),
                       "by": .string(byUser ? "user" : "program")])
    }

    /// Records a selection-feedback pulse on the control's `<control> selection` track, args `control`, `index`.
    public func feedbackPulse(control: String, index: Int, tsUs: Int64) {
        instant(name: TraceNames.feedbackPulse, category: "selection", tsUs: tsUs,
                args: ["control": .string(control), "index": .int(Int64(index))])
    }

    /// Records the per-frame counters other than `frame_ms` in the `frame stats` group, with units (counts,
    /// bytes, px).
    public func frameCounters(tsUs: Int64, animations: Int, drawCalls: Int, vertices: Int, textureCacheBytes: Int,
                              damagePixels: Int = 0, damageRects: Int = 0) {
        appendEvent { buffer, tracks in
            PerfettoTraceWriter.appendCounter(TraceNames.animationsCounter, key: "value", tsUs: tsUs, value: Double(animations), tracks: &tracks, to: &buffer)
            PerfettoTraceWriter.appendCounter(TraceNames.drawCallsCounter, key: "value", tsUs: tsUs, value: Double(drawCalls), tracks: &tracks, to: &buffer)
            PerfettoTraceWriter.appendCounter(TraceNames.verticesCounter, key: "value", tsUs: tsUs, value: Double(vertices), tracks: &tracks, to: &buffer)
            PerfettoTraceWriter.appendCounter(TraceNames.textureCacheCounter, key: "value", tsUs: tsUs, value: Double(textureCacheBytes), tracks: &tracks, to: &buffer)
            PerfettoTraceWriter.appendCounter(TraceNames.damagePixelsCounter, key: "value", tsUs: tsUs, value: Double(damagePixels), tracks: &tracks, to: &buffer)
            PerfettoTraceWriter.appendCounter(TraceNames.damageRectsCounter, key: "value", tsUs: tsUs, value: Double(damageRects), tracks: &tracks, to: &buffer)
        }
    }
}
