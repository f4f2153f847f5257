/// The field numbers and enum values of Perfetto's trace format that ``PerfettoTraceWriter`` writes and
/// ``PerfettoTraceReader`` reads, copied from Perfetto's own `.proto` files (google/perfetto at
/// ec5d16b14b743ba6063d720956d6d6af6610fd72; all fields used exist unchanged in v52.0, the engine the tests run).
/// A file is a `Trace` (`protos/perfetto/trace/trace.proto`): `repeated TracePacket packet = 1`, so it is a
/// stream of self-delimited packets that can be appended to and cut between any two of them.
enum PerfettoProto {
    /// `Trace` (protos/perfetto/trace/trace.proto).
    enum Trace {
        static let packet = 1
    }

    /// `TracePacket` (protos/perfetto/trace/trace_packet.proto).
    enum Packet {
        /// `optional uint64 timestamp = 8`: ns on the trace's clock (the default, BUILTIN_CLOCK_BOOTTIME).
        static let timestamp = 8
        /// `uint32 trusted_packet_sequence_id = 10`.
        static let trustedPacketSequenceID = 10
        /// `TrackEvent track_event = 11`.
        static let trackEvent = 11
        /// `optional uint32 sequence_flags = 13` (`SEQ_INCREMENTAL_STATE_CLEARED = 1`).
        static let sequenceFlags = 13
        static let seqIncrementalStateCleared: UInt64 = 1
        /// `TrackDescriptor track_descriptor = 60`.
        static let trackDescriptor = 60
        /// `FrameTimelineEvent frame_timeline_event = 76`, an extension since perfetto a499ed9925
        /// (protos/third_party/android/frameworks/native/tracing/frameworks_native_trace_packet.proto); before
        /// it, and in v52.0, a field of TracePacket.
        static let frameTimelineEvent = 76
    }

    /// `TrackDescriptor` (protos/perfetto/trace/track_event/track_descriptor.proto).
    enum TrackDescriptor {
        static let uuid = 1
        static let name = 2
        static let process = 3
        /// `optional ThreadDescriptor thread = 4`.
        static let thread = 4
        static let parentUUID = 5
        static let counter = 8
        /// `optional ChildTracksOrdering child_ordering = 11` (`EXPLICIT = 3`: by `sibling_order_rank`).
        static let childOrdering = 11
        static let childOrderingExplicit: UInt64 = 3
        /// `optional int32 sibling_order_rank = 12`.
        static let siblingOrderRank = 12
    }

    /// `ThreadDescriptor` (protos/perfetto/trace/track_event/thread_descriptor.proto).
    enum ThreadDescriptor {
        static let pid = 1
        static let tid = 2
        static let threadName = 5
    }

    /// `ProcessDescriptor` (protos/perfetto/trace/track_event/process_descriptor.proto).
    enum ProcessDescriptor {
        static let pid = 1
        static let processName = 6
        /// `repeated string process_labels = 8`.
        static let processLabels = 8
    }

    /// `CounterDescriptor` (protos/perfetto/trace/track_event/counter_descriptor.proto).
    enum CounterDescriptor {
        /// `optional Unit unit = 3`: `UNIT_TIME_NS = 1`, `UNIT_COUNT = 2`, `UNIT_SIZE_BYTES = 3`.
        static let unit = 3
        static let unitCount: UInt64 = 2
        static let unitSizeBytes: UInt64 = 3
        /// `optional string unit_name = 6`: a unit the enum does not have ("ms", "pt", "pt/s").
        static let unitName = 6
    }

    /// `TrackEvent` (protos/perfetto/trace/track_event/track_event.proto).
    enum TrackEvent {
        static let debugAnnotations = 4
        /// `optional Type type = 9`.
        static let type = 9
        static let typeSliceBegin: UInt64 = 1
        static let typeSliceEnd: UInt64 = 2
        static let typeInstant: UInt64 = 3
        static let typeCounter: UInt64 = 4
        static let trackUUID = 11
        /// `repeated string categories = 22`.
        static let categories = 22
        /// `string name = 23`.
        static let name = 23
        /// `int64 counter_value = 30`.
        static let counterValue = 30
        /// `double double_counter_value = 44`.
        static let doubleCounterValue = 44
        /// `repeated fixed64 flow_ids = 47`: flows this slice starts (or continues).
        static let flowIDs = 47
        /// `repeated fixed64 terminating_flow_ids = 48`: flows this slice ends.
        static let terminatingFlowIDs = 48
    }

    /// `DebugAnnotation` (protos/perfetto/trace/track_event/debug_annotation.proto): the args of a slice.
    enum DebugAnnotation {
        static let boolValue = 2
        static let intValue = 4
        static let doubleValue = 5
        static let stringValue = 6
        static let name = 10
    }

    /// `FrameTimelineEvent` (protos/perfetto/trace/android/frame_timeline_event.proto at a499ed9925^, the
    /// version v52.0 reads; now protos/third_party/android/frameworks/native/tracing/). PickerLab writes the
    /// app's own frames as SurfaceFrames: Perfetto tags a SurfaceFrame whose jank type is "App Deadline
    /// Missed" as "Self Jank" and colours it red, while the same jank type on a DisplayFrame (SurfaceFlinger's
    /// composition) is tagged "No Jank" (src/trace_processor/importers/proto/frame_timeline_event_parser.cc,
    /// `SurfaceFrameJanky` / `DisplayFrameJanky`).
    enum FrameTimeline {
        /// `oneof event`: `expected_surface_frame_start = 3`, `actual_surface_frame_start = 4`, `frame_end = 5`.
        static let expectedSurfaceFrameStart = 3
        static let actualSurfaceFrameStart = 4
        static let frameEnd = 5
        /// `ExpectedSurfaceFrameStart` / `ActualSurfaceFrameStart` fields (and `FrameEnd.cookie = 1`).
        static let cookie = 1
        static let token = 2
        static let displayFrameToken = 3
        static let pid = 4
        static let layerName = 5
        /// `ActualSurfaceFrameStart` only.
        static let presentType = 6
        static let onTimeFinish = 7
        static let gpuComposition = 8
        static let jankType = 9
        static let predictionType = 10
        /// `PresentType`: `PRESENT_ON_TIME = 1`, `PRESENT_LATE = 2`.
        static let presentOnTime: UInt64 = 1
        static let presentLate: UInt64 = 2
        /// `JankType` bits: `JANK_NONE = 1`, `JANK_APP_DEADLINE_MISSED = 64`.
        static let jankNone: UInt64 = 1
        static let jankAppDeadlineMissed: UInt64 = 64
        /// `PredictionType`: `PREDICTION_VALID = 1`.
        static let predictionValid: UInt64 = 1
    }
}
