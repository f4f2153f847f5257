extension TraceWriter {
    /// Records an instant event at `tsUs` µs with `args` in the given order, as an async instant (`"ph":"n"`,
    /// `id2` local) of the process: Perfetto puts each name on a track of its own titled with the name
    /// (`input_event`, `selection_change`), off the main track, which holds frames and their phases only.
    /// During a frame it is written after that frame's phases; otherwise at once.
    /// `flowOut`: the id of a flow (``inputFlow(kind:inputUs:presentUs:)``) the event is part of, written as
    /// its `flow` arg.
    public func instant(name: String, category: String? = nil, tsUs: Int64,
                        args: KeyValuePairs<String, TraceArg> = [:], flowOut: Int64? = nil) {
        if isActive, name == TraceNames.inputEvent, !args.contains(where: { $0.key == "presented" && $0.value == .bool(false) }) {
            summaryAccumulator.addInput(ts: tsUs)
        }
        if isActive { summaryAccumulator.noteInstant(name: name, args: args, ts: tsUs) }
        appendEvent { buffer in
            JSONBytes.appendRaw("{\"name\":", to: &buffer)
            JSONBytes.appendString(name, to: &buffer)
            JSONBytes.appendRaw(",\"cat\":", to: &buffer)
            JSONBytes.appendString(category ?? "event", to: &buffer)
            JSONBytes.appendRaw(",\"ph\":\"n\",\"id2\":{\"local\":\"0x1\"},\"ts\":", to: &buffer)
            JSONBytes.appendInt(tsUs, to: &buffer)
            JSONBytes.appendRaw(",\"pid\":", to: &buffer)
            JSONBytes.appendInt(self.pid, to: &buffer)
            JSONBytes.appendRaw(",\"tid\":", to: &buffer)
            JSONBytes.appendInt(self.tid, to: &buffer)
            if !args.isEmpty || flowOut != nil {
                JSONBytes.appendRaw(",\"args\":{", to: &buffer)
                var first = true
                for (key, value) in args {
                    if !first { buffer.append(UInt8(ascii: ",")) }
                    first = false
                    JSONBytes.appendKey(key, to: &buffer)
                    JSONBytes.appendArg(value, to: &buffer)
                }
                if let flowOut {
                    if !first { buffer.append(UInt8(ascii: ",")) }
                    JSONBytes.appendRaw("\"flow\":", to: &buffer)
                    JSONBytes.appendInt(flowOut, to: &buffer)
                }
                buffer.append(UInt8(ascii: "}"))
            }
            buffer.append(UInt8(ascii: "}"))
        }
    }

    /// Records a counter event (`"ph":"C"`) at `tsUs` µs: one track named `name` whose
    /// series are `values` (written finite: NaN and ±infinity become 0).
    public func counter(name: String, tsUs: Int64, values: [(String, Double)]) {
        if isActive { summaryAccumulator.noteCounter(name: name, values: values, ts: tsUs) }
        appendEvent { buffer in
            TraceEvent.appendPrefix(name: name, cat: "counter", ph: "C", ts: tsUs, dur: nil,
                                    pid: self.pid, tid: self.tid, scope: nil, to: &buffer)
            JSONBytes.appendRaw(",\"args\":{", to: &buffer)
            for (offset, (key, value)) in values.enumerated() {
                if offset > 0 { buffer.append(UInt8(ascii: ",")) }
                JSONBytes.appendKey(key, to: &buffer)
                JSONBytes.appendDouble(value, to: &buffer)
            }
            JSONBytes.appendRaw("}}", to: &buffer)
        }
    }

    /// Records a single-series counter: args `{"value": value}` (finite, as above).
    public func counter(name: String, tsUs: Int64, value: Double) {
        appendEvent { buffer in
            self.appendCounter(name: name, ts: tsUs, key: "value", value: value, to: &buffer)
        }
    }

    /// Records any event as given (times in µs). During a frame it is written after that
    /// frame's phases; otherwise at once. No clamping is applied.
    public func write(_ event: TraceEvent) {
        appendEvent { buffer in event.appendJSON(to: &buffer) }
    }

    // MARK: - PickerLab's events

    /// Records an input event as an instant `input_event` (category `input`) at `tsUs` µs
    /// with args `kind` (e.g. `"down"`), `x`, `y` (window points) and `pointer` (its id).
    /// `presented` says whether a frame was drawn for it (false for a hover move that changed nothing),
    /// so the summary's input-to-present latency only counts inputs that a frame reflects.
    /// Recorded during the frame that handled it with `presented` true, it gets a flow from that frame's
    /// `input` phase to its `Actual frames` slice (`flowOut`, when given, is used instead).
    public func inputEvent(kind: String, x: Double, y: Double, pointer: Int, tsUs: Int64, presented: Bool = true, flowOut: Int64? = nil) {
        let flow = flowOut ?? (presented && frameOpen ? inputFlow(kind: kind, inputUs: tsUs, presentUs: frameLatest) : nil)
        instant(name: TraceNames.inputEvent, category: "input", tsUs: tsUs,
                args: ["kind": .string(kind), "x": .double(x), "y": .double(y), "pointer": .int(Int64(pointer)), "presented": .bool(presented)],
                flowOut: flow == 0 ? nil : flow)
    }

    /// Records a selection change as an instant `selection_change` (category `selection`)
    /// at `tsUs` µs with args `control`, `from`, `to` (segment indices) and `by`
    /// (`"user"` when `byUser`, else `"program"`).
    public func selectionChange(control: String, from: Int, to: Int, byUser: Bool, tsUs: Int64) {
        instant(name: TraceNames.selectionChange, category: "selection", tsUs: tsUs,
                args: ["control": .string(control), "from": .int(Int64(from)), "to": .int(Int64(to)),
                       "by": .string(byUser ? "user" : "program")])
    }

    /// Records a selection-feedback pulse as an instant `selection_feedback` (category
    /// `selection`) at `tsUs` µs with args `control` and `index` (the segment).
    public func feedbackPulse(control: String, index: Int, tsUs: Int64) {
        instant(name: TraceNames.feedbackPulse, category: "selection", tsUs: tsUs,
                args: ["control": .string(control), "index": .int(Int64(index))])
    }

    /// Records the per-frame counter tracks other than `frame_ms` (which ``endFrame(endUs:)``
    /// writes): `animations_in_flight`, `draw_calls`, `vertices`, `texture_cache_bytes`, `damage_px` and `damage_rects`,
    /// each a separate track at `tsUs` µs with args `{"value": n}`.
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
