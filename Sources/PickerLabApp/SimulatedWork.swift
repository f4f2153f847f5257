import Foundation
import SceneGraph

/// `--simulate-work MS[@FRAMES]`: busy work added to chosen frames' paint phase, so that they come out late on
/// purpose — a stall to find in the trace, the summary and Perfetto's frame timeline (the script command
/// `stall MS` does the same for one frame).
struct SimulatedWork: Equatable, Sendable {
    /// Milliseconds of busy work (real time, not the virtual clock), 0 < ms ≤ ``maxMilliseconds``.
    var milliseconds: Double
    /// The frames it applies to, as inclusive ranges of frame indices (the trace's `frame` `index`, from 0);
    /// nil for every frame.
    var frames: [ClosedRange<Int>]?

    /// The longest busy work one frame can be given, ms.
    static let maxMilliseconds = 10_000.0

    /// Whether frame `index` gets the work.
    func applies(toFrame index: Int) -> Bool {
        frames?.contains { $0.contains(index) } ?? true
    }

    /// Parses `MS[@FRAMES]`: MS in milliseconds; FRAMES a comma-separated list of frame indices and ranges
    /// `A-B` (e.g. `40@30,60-62`).
    /// - Throws: `OptionError` naming the bad part.
    static func parse(_ text: String) throws -> SimulatedWork {
        let usage = "--simulate-work: expected MS[@FRAMES], e.g. 40 or 40@30,60-62"
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let ms = SimulatedWork.milliseconds(parts[0]) else {
            throw OptionError("\(usage) (MS from 0 to \(Int(maxMilliseconds)) ms), got '\(excerpt(text))'")
        }
        guard parts.count == 2 else { return SimulatedWork(milliseconds: ms, frames: nil) }
        var ranges: [ClosedRange<Int>] = []
        for item in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = item.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), bounds.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  let low = Int(bounds[0]), let high = Int(bounds[bounds.count - 1]), low <= high else {
                throw OptionError("\(usage) (FRAMES: frame numbers from 0 and ranges A-B, comma-separated), got '\(excerpt(text))'")
            }
            ranges.append(low...high)
        }
        return SimulatedWork(milliseconds: ms, frames: ranges)
    }

    /// A positive number of milliseconds up to ``maxMilliseconds`` (plain decimal), else nil.
    static func milliseconds(_ text: String) -> Double? {
        guard text.range(of: #"^[0-9]*\.?[0-9]+$"#, options: .regularExpression) != nil, let ms = Double(text),
              ms > 0, ms <= maxMilliseconds else { return nil }
        return ms
    }

    /// Spins for `milliseconds` of the monotonic clock (busy work, as a slow paint would be).
    static func spin(milliseconds: Double) {
        let end = MonotonicClock.microseconds() + Int64((milliseconds * 1000).rounded())
        var sink = 0.0
        while MonotonicClock.microseconds() < end {
            for i in 0..<1000 { sink += Double(i).squareRoot() }
        }
        if sink.isNaN { print(sink) }   // keeps the loop from being optimised away
    }
}
