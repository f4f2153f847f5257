/// The trace model: what a run records, whatever the file format. ``TraceRecorder`` builds it from the app's
/// calls (frames and their phases, flows from inputs, instants on their tracks, counters) and hands each piece
/// to a ``TraceEncoder``, which only turns it into bytes: ``ChromeTraceEncoder`` (JSON) or
/// ``PerfettoTraceEncoder`` (protobuf). Times are µs on the trace's clock.

/// One phase of a frame as recorded: `start` ≥ the frame's start, `end` ≥ `start` (µs).
struct TracePhase {
    var name: String
    var start: Int64
    var end: Int64
}

/// The refresh period a frame aimed at, for the expected-frames track: it ends at the vsync the frame aimed
/// at and starts no earlier than the previous one ended (so they touch, never overlap: rounded grid points
/// 16667, 33333, 50000 give 16667-, 16666- and 16667-µs periods). `booksNewVsync` is false when that vsync was
/// already booked by an earlier frame (the period is then empty, at the earlier one's end).
struct ExpectedFrame {
    var start: Int64
    var end: Int64
    var booksNewVsync: Bool
}

/// A frame when it ends: its span (µs), deadline (the refresh period), whether it missed it, its place on the
/// vsync grid when known, its phases (as recorded; an encoder nests them), and the flows it ends (one per
/// input it presented, ids from 1).
struct TraceFrame {
    var index = 0
    var start: Int64 = 0
    var end: Int64 = 0
    var deadline: Int64 = 0
    /// `timing.missedVsyncs > 0`; without timing, a duration over the deadline.
    var missed = false
    var timing: FrameTiming?
    /// With `timing`: the period on the expected-frames track.
    var expected: ExpectedFrame?
    var phases: [TracePhase] = []
    var flows: [Int64] = []

    /// `end − start` (saturating).
    var duration: Int64 { TraceTime.difference(end, start) }
}

/// The track an instant goes on: an input on the `input` track titled by its kind; an event of a control (it
/// has a `control` arg) on that control's `<control> selection` track; any other on a track named by its
/// category (`events` without one).
enum InstantTrack: Equatable {
    case input(kind: String?)
    case control(String)
    case category(String)
}

/// An instant event: `args` in the order given; `flow` the id of a flow it starts (nil: none).
struct TraceInstant {
    var name: String
    var category: String?
    var tsUs: Int64
    var args: KeyValuePairs<String, TraceArg>
    var flow: Int64?
    var track: InstantTrack
}

/// The events recorded while a frame is open, already encoded, which the encoder places around the frame's
/// own events when it ends: `before` (events that must come before the frame, such as the inputs whose
/// flows it ends) and `after`, with the number of events each holds. Reused across frames.
struct FrameEvents {
    var before: [UInt8] = []
    var after: [UInt8] = []
    var count = 0

    mutating func removeAll() {
        before.removeAll(keepingCapacity: true)
        after.removeAll(keepingCapacity: true)
        count = 0
    }
}

/// Turns the trace model into one file format's bytes. Each call appends to `buffer` and returns the number
/// of events it appended; an encoder keeps only what its format needs to encode (interned tracks, the layout
/// of the previous frame), never what was recorded.
protocol TraceEncoder {
    /// The start of the file (metadata, descriptors).
    mutating func appendHeader(to buffer: inout [UInt8]) -> Int
    /// A frame that ended, with the events recorded during it.
    mutating func appendFrame(_ frame: TraceFrame, events: FrameEvents, to buffer: inout [UInt8]) -> Int
    /// A phase recorded outside any frame (`end` ≥ `start`).
    mutating func appendLoosePhase(name: String, start: Int64, end: Int64, to buffer: inout [UInt8]) -> Int
    /// An instant.
    mutating func appendInstant(_ instant: TraceInstant, to buffer: inout [UInt8]) -> Int
    /// A counter with one series per value.
    mutating func appendCounter(name: String, tsUs: Int64, values: [(String, Double)], to buffer: inout [UInt8]) -> Int
    /// A counter with the one series `value`.
    mutating func appendCounter(name: String, tsUs: Int64, value: Double, to buffer: inout [UInt8]) -> Int
    /// Whether an instant recorded during a frame goes in ``FrameEvents/before`` (else `after`).
    func placesBeforeFrame(_ instant: TraceInstant) -> Bool
    /// The end of the file.
    func appendFooter(to buffer: inout [UInt8])
}

/// Microsecond arithmetic shared by the recorder and the encoders.
enum TraceTime {
    /// `a − b`, saturating instead of overflowing.
    static func difference(_ a: Int64, _ b: Int64) -> Int64 {
        let (result, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (a < b ? .min : .max) : result
    }
}
