/// One event of the Chrome Trace Event Format, as written by ``TraceWriter`` and read
/// back by ``TraceSummary``.
///
/// Timestamps (`ts`) and durations (`dur`) are microseconds (`Int64`) since the traced
/// process started. See the format's specification, "Trace Event Format" (Google, 2016),
/// for the meaning of each field.
public struct TraceEvent: Sendable, Hashable {
    /// The event type, the format's `ph` field (`"X"`, `"i"`, `"C"`, `"M"`, …).
    ///
    /// A struct rather than an enum so that traces from other tools, with phases this
    /// module does not interpret, still load.
    public struct Phase: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The one-letter code written in the `ph` field.
        public var rawValue: String
        /// Wraps a `ph` code.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `"X"`: a complete event with a start (`ts`) and a duration (`dur`).
        public static let complete = Phase(rawValue: "X")
        /// `"i"`: an instant event (a point in time, with a scope `s`).
        public static let instant = Phase(rawValue: "i")
        /// `"I"`: the deprecated spelling of an instant event; read, never written.
        static let legacyInstant = Phase(rawValue: "I")
        /// `"C"`: a counter event; each numeric arg is one series of the counter track.
        public static let counter = Phase(rawValue: "C")
        /// `"n"`: an async instant (PickerLab writes its instants so: each name on a track of its own).
        static let asyncInstant = Phase(rawValue: "n")
        /// Whether this is an instant of any spelling (`"i"`, `"I"`, `"n"`).
        var isInstant: Bool { self == .instant || self == .legacyInstant || self == .asyncInstant }
        /// `"M"`: a metadata event (`process_name`, `thread_name`).
        static let metadata = Phase(rawValue: "M")
        /// `"B"`: the start of a duration event; read, never written.
        public static let begin = Phase(rawValue: "B")
        /// `"E"`: the end of a duration event; read, never written.
        public static let end = Phase(rawValue: "E")

        /// The `ph` code, e.g. `X`.
        public var description: String { rawValue }
    }

    /// The event's name (`name`), e.g. `"frame"` or `"layout"`.
    public var name: String
    /// The comma-separated category list (`cat`), or `nil` to omit it.
    var cat: String?
    /// The event type (`ph`).
    public var ph: Phase
    /// The timestamp in microseconds since the process started (`ts`).
    public var ts: Int64
    /// The duration in microseconds (`dur`), for complete (`"X"`) events; else `nil`.
    var dur: Int64?
    /// The process id (`pid`).
    var pid: Int64
    /// The thread id (`tid`).
    var tid: Int64
    /// The scope of an instant event (`s`: `"t"` thread, `"p"` process, `"g"` global), or `nil`.
    public var scope: String?
    /// The event's arguments (`args`); written with keys sorted so output is deterministic.
    public var args: [String: TraceArg]

    /// Creates an event; all times are microseconds.
    public init(name: String, cat: String? = nil, ph: Phase, ts: Int64, dur: Int64? = nil,
                pid: Int64, tid: Int64, scope: String? = nil, args: [String: TraceArg] = [:]) {
        self.name = name
        self.cat = cat
        self.ph = ph
        self.ts = ts
        self.dur = dur
        self.pid = pid
        self.tid = tid
        self.scope = scope
        self.args = args
    }

    /// The end of a complete event, `ts + dur` in microseconds (saturating), or `ts`
    /// when the event has no duration.
    var endTs: Int64 {
        let (sum, overflow) = ts.addingReportingOverflow(dur ?? 0)
        return overflow ? (ts < 0 ? .min : .max) : sum
    }

    // MARK: - Encoding

    /// Appends the event as one JSON object (no trailing comma or newline) to `buffer`.
    ///
    /// Key order: `name`, `cat`, `ph`, `ts`, `dur`, `pid`, `tid`, `s`, `args` (sorted).
    /// Doubles in `args` are written finite (non-finite as `0`).
    func appendJSON(to buffer: inout [UInt8]) {
        TraceEvent.appendPrefix(name: name, cat: cat, ph: ph.rawValue, ts: ts, dur: dur,
                                pid: pid, tid: tid, scope: scope, to: &buffer)
        if !args.isEmpty {
            JSONBytes.appendRaw(",\"args\":{", to: &buffer)
            var first = true
            for key in args.keys.sorted() {
                if !first { buffer.append(UInt8(ascii: ",")) }
                first = false
                JSONBytes.appendKey(key, to: &buffer)
                JSONBytes.appendArg(args[key]!, to: &buffer)
            }
            buffer.append(UInt8(ascii: "}"))
        }
        buffer.append(UInt8(ascii: "}"))
    }

    /// The event as one line of JSON (without a trailing newline).
    var jsonText: String {
        var buffer: [UInt8] = []
        appendJSON(to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends `{"name":…,"cat":…,"ph":…,"ts":…[,"dur":…],"pid":…,"tid":…[,"s":…]` — an
    /// event without its `args` and closing brace. Shared with ``TraceWriter``'s hot path,
    /// which appends its args in call order without building a dictionary.
    static func appendPrefix(name: String, cat: String?, ph: String, ts: Int64, dur: Int64?,
                             pid: Int64, tid: Int64, scope: String?, to buffer: inout [UInt8]) {
        JSONBytes.appendMember("{\"name\":", .string(name), to: &buffer)
        if let cat {
            JSONBytes.appendMember(",\"cat\":", .string(cat), to: &buffer)
        }
        JSONBytes.appendMember(",\"ph\":", .string(ph), to: &buffer)
        JSONBytes.appendMember(",\"ts\":", .int(ts), to: &buffer)
        if let dur {
            JSONBytes.appendMember(",\"dur\":", .int(dur), to: &buffer)
        }
        JSONBytes.appendMember(",\"pid\":", .int(pid), to: &buffer)
        JSONBytes.appendMember(",\"tid\":", .int(tid), to: &buffer)
        if let scope {
            JSONBytes.appendMember(",\"s\":", .string(scope), to: &buffer)
        }
    }
}
