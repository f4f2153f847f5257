/// Instants, counters and stand-alone phases as Chrome trace events, each preceded by `,\n`.
extension ChromeTraceEncoder {
    /// An async instant of the process (`"ph":"n"`, `id2` local, one id per name): Perfetto puts each name on a
    /// track of its own titled with the name (`input_event`, `selection_change`, `selection_feedback`), off the
    /// main track. Category `event`
    /// when none; a flow it starts is written as its `flow` arg. An instant at the time of the previous one of
    /// its name is written 1 ns after it (fractional µs), so Perfetto does not nest it under that one.
    mutating func appendInstant(_ instant: TraceInstant, to buffer: inout [UInt8]) -> Int {
        let category = instant.category ?? "event"
        JSONBytes.appendRaw(",\n{\"name\":", to: &buffer)
        JSONBytes.appendString(instant.name, to: &buffer)
        JSONBytes.appendRaw(",\"cat\":", to: &buffer)
        JSONBytes.appendString(category, to: &buffer)
        let id = instantIDs[instant.name] ?? (instantIDs.count + 1)
        instantIDs[instant.name] = id
        JSONBytes.appendRaw(",\"ph\":\"n\",\"id2\":{\"local\":", to: &buffer)
        JSONBytes.appendString("0x" + String(id, radix: 16), to: &buffer)
        JSONBytes.appendRaw("},\"ts\":", to: &buffer)
        let (ns, overflow) = instant.tsUs.multipliedReportingOverflow(by: 1000)
        if !overflow, let last = lastInstantNs[instant.name], ns <= last, last - ns < 1000 {
            lastInstantNs[instant.name] = last + 1
            JSONBytes.appendMicros(nanoseconds: last + 1, to: &buffer)
        } else {
            if !overflow { lastInstantNs[instant.name] = ns }
            JSONBytes.appendInt(instant.tsUs, to: &buffer)
        }
        JSONBytes.appendRaw(",\"pid\":", to: &buffer)
        JSONBytes.appendInt(pid, to: &buffer)
        JSONBytes.appendRaw(",\"tid\":", to: &buffer)
        JSONBytes.appendInt(tid, to: &buffer)
        if !instant.args.isEmpty || instant.flow != nil {
            JSONBytes.appendRaw(",\"args\":{", to: &buffer)
            var first = true
            for (key, value) in instant.args {
                if !first { buffer.append(UInt8(ascii: ",")) }
                first = false
                appendField(key, value, to: &buffer)
            }
            if let flow = instant.flow {
                if !first { buffer.append(UInt8(ascii: ",")) }
                appendField("flow", .int(flow), to: &buffer)
            }
            buffer.append(UInt8(ascii: "}"))
        }
        buffer.append(UInt8(ascii: "}"))
        return 1
    }

    /// A counter event (`"ph":"C"`): one track named `name` whose series are `values` (finite: NaN and
    /// ±infinity become 0).
    func appendCounter(name: String, tsUs: Int64, values: [(String, Double)], to buffer: inout [UInt8]) -> Int {
        appendCounterPrefix(name: name, tsUs: tsUs, to: &buffer)
        for (offset, (key, value)) in values.enumerated() {
            if offset > 0 { buffer.append(UInt8(ascii: ",")) }
            appendField(key, .double(value), to: &buffer)
        }
        JSONBytes.appendRaw("}}", to: &buffer)
        return 1
    }

    /// A counter event with args `{"value": value}`.
    func appendCounter(name: String, tsUs: Int64, value: Double, to buffer: inout [UInt8]) -> Int {
        appendCounterPrefix(name: name, tsUs: tsUs, to: &buffer)
        appendField("value", .double(value), to: &buffer)
        JSONBytes.appendRaw("}}", to: &buffer)
        return 1
    }

    private func appendCounterPrefix(name: String, tsUs: Int64, to buffer: inout [UInt8]) {
        JSONBytes.appendRaw(",\n", to: &buffer)
        TraceEvent.appendPrefix(name: name, cat: "counter", ph: "C", ts: tsUs, dur: nil, pid: pid, tid: tid, scope: nil, to: &buffer)
        JSONBytes.appendRaw(",\"args\":{", to: &buffer)
    }

    /// A complete event (`"ph":"X"`, whole µs) on the main track.
    func appendLoosePhase(name: String, start: Int64, end: Int64, to buffer: inout [UInt8]) -> Int {
        JSONBytes.appendRaw(",\n", to: &buffer)
        TraceEvent.appendPrefix(name: name, cat: "phase", ph: "X", ts: start, dur: TraceTime.difference(end, start),
                                pid: pid, tid: tid, scope: nil, to: &buffer)
        buffer.append(UInt8(ascii: "}"))
        return 1
    }

    /// Any event as given (`TraceWriter.write(_:)`).
    static func appendEvent(_ event: TraceEvent, to buffer: inout [UInt8]) -> Int {
        JSONBytes.appendRaw(",\n", to: &buffer)
        event.appendJSON(to: &buffer)
        return 1
    }
}
