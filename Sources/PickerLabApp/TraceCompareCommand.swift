import Foundation
import FrameTrace

/// `pickerlab trace compare A.json B.json [--json] [--fail-if-slower PERCENT]`: the two runs side by side
/// (see `TraceComparison`). Exit codes: 0; 1 when `--fail-if-slower` is given and B's work p99, missed vsyncs
/// or hitch time ratio is worse than A's by more than PERCENT % and significantly so (or a file cannot be read); 2 a bad command line or a
/// truncated/malformed trace — the same errors as `trace summary` — or a trace without frames.
@MainActor
enum TraceCompareCommand {
    static let usage = "usage: pickerlab trace compare A.json B.json [--json] [--fail-if-slower PERCENT]"

    static func run(_ args: [String]) -> Int32 {
        var json = false, failPercent: Double? = nil, files: [String] = []
        var i = 0
        while i < args.count {
            let a = args[i]
            switch a {
            case "--json":
                guard !json else { PickerLabMain.printError("trace compare: --json given twice"); return 2 }
                json = true
            case "--fail-if-slower":
                guard failPercent == nil else { PickerLabMain.printError("trace compare: --fail-if-slower given twice"); return 2 }
                i += 1
                guard i < args.count else { PickerLabMain.printError("trace compare: --fail-if-slower needs a value"); return 2 }
                guard let p = DecimalNumber.parse(args[i]), p >= 0 else {
                    PickerLabMain.printError("trace compare: --fail-if-slower: expected a percentage ≥ 0, got '\(args[i])'")
                    return 2
                }
                failPercent = p
            case "-h", "--help": print(usage); return 0
            default:
                if a.hasPrefix("-") { PickerLabMain.printError("trace compare: unknown option '\(a)'"); return 2 }
                files.append(a)
            }
            i += 1
        }
        guard files.count == 2 else { PickerLabMain.printError(usage); return 2 }
        var runs: [TraceRun] = []
        for file in files {
            if let problem = TraceCommand.precheck(file) { PickerLabMain.printError("trace compare: \(problem.message)"); return problem.code }
            do { runs.append(try TraceRun.load(path: file)) } catch {
                PickerLabMain.printError("trace compare: \(error)")
                return 2
            }
            if runs[runs.count - 1].frames.isEmpty {
                PickerLabMain.printError("trace compare: \(file): no frames in this trace, nothing to compare")
                return 2
            }
        }
        let comparison = TraceComparison(a: runs[0], b: runs[1])
        print(json ? comparison.jsonReport(pathA: files[0], pathB: files[1]) : comparison.textReport(pathA: files[0], pathB: files[1]), terminator: "")
        if let failPercent, let row = comparison.slowerFigures(byMoreThan: failPercent).first {
            let what = row.name == "work_ms.p99" ? "work p99" : row.name == "missed_vsyncs" ? "missed vsyncs" : "hitch time ratio"
            let unit = row.name == "work_ms.p99" ? " ms" : row.name == "missed_vsyncs" ? "" : " ms/s"
            PickerLabMain.printError("trace compare: B is slower: its \(what) (\(String(format: "%.3f", row.b))\(unit)) exceeds A's (\(String(format: "%.3f", row.a))\(unit)) by more than \(failPercent)%, and significantly")
            return 1
        }
        return 0
    }
}
