extension TraceRun {
    /// Collects a ``TraceRun`` from events fed one at a time (in any order), so a file is read without
    /// keeping its events.
    struct Builder {
        private var collected = TraceRun()
        private var seenFrameIndices: Set<Int64> = []

        /// Takes what the run needs from `event`: `frame` and phase complete events, presented
        /// `input_event` and `selection_change` instants, motion counters, and a renderer name.
        mutating func add(_ event: TraceEvent) {
            // The renderer: a `renderer` arg on any event (process metadata), or the `process_labels` metadata's labels.
            if collected.renderer == nil, let name = event.args["renderer"]?.stringValue
                ?? (event.ph == .metadata && event.name == "process_labels" ? event.args["labels"]?.stringValue : nil), !name.isEmpty {
                collected.renderer = name
            }
            switch event.ph {
            case .complete:
                if event.name == TraceNames.frame {
                    addFrame(event)
                } else if TraceNames.phases.contains(event.name) {
                    collected.phaseMs[event.name, default: []].append(Double(max(0, event.dur ?? 0)) / 1000)
                }
            case .instant, .legacyInstant, .asyncInstant:
                if event.name == TraceNames.inputEvent, event.args["presented"] != .bool(false) {
                    collected.inputs.append(event.ts)
                } else if event.name == TraceNames.selectionChange, let control = event.args["control"]?.stringValue,
                          event.args["replay"] != .bool(true) {   // the inspector's replay is not a change of its own
                    collected.selectionChanges[control, default: []].append(event.ts)
                    collected.changeRecords.append(MotionFigures.Change(control: control, from: Int(clamping: event.args["from"]?.intValue ?? -1),
                                                                        to: Int(clamping: event.args["to"]?.intValue ?? -1), ts: event.ts))
                }
            case .counter:
                addMotion(event)
            default:
                break
            }
        }

        /// A frame, once per `index` (a frame repeated on another track is not counted twice).
        private mutating func addFrame(_ event: TraceEvent) {
            let args = event.args
            if let index = args["index"]?.intValue, !seenFrameIndices.insert(index).inserted { return }
            // Negative `dur`, `deadline_us` and `missed_vsyncs` are read as `trace summary` reads them
            // (TraceEvent+FrameFigures.swift).
            let dur = event.frameDurationUs
            let deadline = event.framePeriodUs
            let missedVsyncs = event.frameMissedVsyncsByRule
            collected.frames.append(Frame(start: event.ts,
                                    workUs: max(0, args["work_us"]?.intValue ?? dur),
                                    presentAt: args["actual_present_us"]?.intValue ?? event.frameEndTs,
                                    deadlineUs: deadline, missedVsyncs: missedVsyncs))
        }

        /// `<id>.indicator` (args `x`, `width`) and `<id>.offset` (args `value`, pages) counters.
        private mutating func addMotion(_ event: TraceEvent) {
            if event.name.hasSuffix(".indicator"), let x = event.args["x"]?.doubleValue, let width = event.args["width"]?.doubleValue {
                let control = String(event.name.dropLast(".indicator".count))
                collected.motion[control, default: []].append(MotionSample(ts: event.ts, x: x, width: width))
                collected.indicatorSamples[control, default: []].append(MotionFigures.Sample(ts: event.ts, x: x, width: width,
                                                                                             velocity: event.args["velocity"]?.doubleValue ?? 0,
                                                                                             targetX: event.args["target_x"]?.doubleValue,
                                                                                             targetWidth: event.args["target_width"]?.doubleValue))
            } else if event.name.hasSuffix(".offset"), let pages = event.args["value"]?.doubleValue {
                let control = String(event.name.dropLast(".offset".count))
                collected.pagedControls.insert(control)
                collected.motion[control, default: []].append(MotionSample(ts: event.ts, x: pages, width: 0))
            }
        }

        /// The run, with everything in time order (ties keep file order).
        func finished() -> TraceRun {
            var out = collected
            out.frames = out.frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
            out.inputs.sort()
            for key in out.selectionChanges.keys { out.selectionChanges[key]?.sort() }
            for key in out.indicatorSamples.keys {
                out.indicatorSamples[key] = out.indicatorSamples[key]!.enumerated().sorted { ($0.element.ts, $0.offset) < ($1.element.ts, $1.offset) }.map(\.element)
            }
            for key in out.motion.keys {
                out.motion[key] = out.motion[key]!.enumerated().sorted { ($0.element.ts, $0.offset) < ($1.element.ts, $1.offset) }.map(\.element)
            }
            return out
        }
    }
}
