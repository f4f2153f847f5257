import FileInput
import Foundation
import FrameTrace

/// `pickerlab trace summary FILE.json [--json]`, `pickerlab trace repair FILE.json` and
/// `pickerlab trace compare A.json B.json [--json] [--fail-if-slower PERCENT]`.
/// Exit codes: 0 success; 2 a bad command line or a truncated/malformed trace (the message names the byte
/// offset); 1 a file that cannot be read or written, or (compare with `--fail-if-slower`) B significantly slower.
@MainActor
enum TraceCommand {
    static let usage = "usage: pickerlab trace summary FILE.json [--json] | pickerlab trace repair FILE.json"
        + " | pickerlab trace compare A.json B.json [--json] [--fail-if-slower PERCENT]"

    /// Why `path` cannot be a trace to read, before trying, as the shared reader opens it (symbolic links
    /// followed): missing, a symbolic link loop, a folder, not a regular file, larger than the limit, or empty.
    static func precheck(_ path: String) -> (message: String, code: Int32)? {
        let handle: InputFile.Handle
        do { handle = try InputFile.open(path, as: .trace) } catch {
            switch error.code {
            // A trace that cannot be read is bad input, exit 2 as for picker files and scripts (README's
            // input table); 1 is kept for `compare --fail-if-slower`'s verdict and for an unwritable repair.
            case ENOENT: return ("\(path): no such file", 2)
            case EACCES, EPERM: return ("\(path): cannot read: \(error.reason)", 2)
            case 0 where error.reason == "is a folder": return ("\(path): is a folder, not a trace file", 2)
            default: return ("\(path): \(error.reason)", 2)
            }
        }
        if handle.size == 0 {
            return ("\(path): has no bytes to read (an empty file, or a /proc file with no size), not a trace", 2)
        }
        return nil
    }

    static func run(_ args: [String]) -> Int32 {
        guard let verb = args.first else { PickerLabMain.printError(usage); return 2 }
        let rest = Array(args.dropFirst())
        switch verb {
        case "summary":
            let json = rest.contains("--json")
            let files = rest.filter { $0 != "--json" }
            if let bad = files.first(where: { $0.hasPrefix("-") }) { PickerLabMain.printError("trace summary: unknown option '\(excerpt(bad))'"); return 2 }
            guard files.count == 1 else { PickerLabMain.printError(usage); return 2 }
            if let problem = precheck(files[0]) { PickerLabMain.printError("trace summary: \(problem.message)"); return problem.code }
            do {
                let summary = try TraceSummary.load(path: files[0])
                print(json ? summary.jsonReport() : summary.textReport())
                return 0
            } catch {
                PickerLabMain.printError("trace summary: \(error)")
                return 2
            }
        case "repair":
            guard rest.count == 1, !rest[0].hasPrefix("-") else { PickerLabMain.printError(usage); return 2 }
            if let problem = precheck(rest[0]) { PickerLabMain.printError("trace repair: \(problem.message)"); return problem.code }
            do {
                let result = try TraceRepair.repair(path: rest[0])
                print("pickerlab: \(rest[0]): \(result)")
                return 0
            } catch {
                PickerLabMain.printError("trace repair: \(error)")
                switch error {
                case .unwritable: return 1
                case .unreadable, .malformed, .truncated, .corrupt: return 2
                }
            }
        case "compare":
            return TraceCompareCommand.run(rest)
        case "-h", "--help":
            print(usage)
            return 0
        default:
            PickerLabMain.printError("unknown trace command '\(excerpt(verb))'; \(usage)")
            return 2
        }
    }
}
