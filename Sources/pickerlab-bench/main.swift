// pickerlab-bench: PickerLab's performance figures (`make bench`). Prints one line per figure and writes
// the same as JSON (default bench-results.json, or the path given as the first argument).
import Foundation

var report = Report()
let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)"
print("pickerlab-bench on \(machine)")
SpringBench.run(into: &report)
let path = CommandLine.arguments.dropFirst().first ?? "bench-results.json"
do {
    try report.write(to: path, machine: machine)
    print("wrote \(path)")
} catch {
    FileHandle.standardError.write("pickerlab-bench: cannot write \(path): \(error)\n".data(using: .utf8)!)
    exit(1)
}
