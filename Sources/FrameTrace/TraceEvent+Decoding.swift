extension TraceEvent {
    /// Decodes one event object of a trace file; `nil` when it is not an object or has
    /// no string `ph`. Missing `name` reads as `""`, missing `ts`/`pid`/`tid` as 0.
    /// Fractional microsecond `ts`/`dur` (allowed by the format) are rounded to whole
    /// microseconds. `args` members that are `null`, arrays or objects are skipped.
    init?(json: JSONValue) {
        guard case .object(let object) = json, case .string(let ph)? = object["ph"] else { return nil }
        var args: [String: TraceArg] = [:]
        if case .object(let members)? = object["args"] {
            for (key, value) in members {
                switch value {
                case .int(let number): args[key] = .int(number)
                case .double(let number): args[key] = .double(number)
                case .string(let text): args[key] = .string(text)
                case .bool(let flag): args[key] = .bool(flag)
                case .null, .array, .object: continue
                }
            }
        }
        self.init(name: TraceEvent.string(object["name"]) ?? "",
                  cat: TraceEvent.string(object["cat"]),
                  ph: Phase(rawValue: ph),
                  ts: TraceEvent.integer(object["ts"]) ?? 0,
                  dur: TraceEvent.integer(object["dur"]),
                  pid: TraceEvent.integer(object["pid"]) ?? 0,
                  tid: TraceEvent.integer(object["tid"]) ?? 0,
                  scope: TraceEvent.string(object["s"]),
                  args: args)
    }

    private static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    private static func integer(_ value: JSONValue?) -> Int64? {
        switch value {
        case .int(let number)?: return number
        case .double(let number)?:
            let rounded = number.rounded()
            if rounded >= 0x1p63 { return .max }
            if rounded < -0x1p63 { return .min }
            return Int64(rounded)
        default: return nil
        }
    }
}
