// pickerlab-bench: PickerLab's performance figures (`make bench`). Prints one line per figure and writes
// the same as JSON (default bench-results.json, or the path given as the first argument).
// `pickerlab-bench frames idle|animating N ASSETS` is the child mode the allocation count runs under DHAT;
// `pickerlab-bench damage` prints only the damage-redraw figures, `pickerlab-bench compositor [JSON]` only the
// compositor's (and writes them to JSON when given); `pickerlab-bench tour` prints the compositor's tour as a
// script file (for `pickerlab --headless --script`, e.g. under callgrind).
import Foundation
import Geometry
import PickerLabApp
import SDLBackend

let arguments = Array(CommandLine.arguments.dropFirst())
let code: Int32 = MainActor.assumeIsolated {
    if arguments.first == "frames", arguments.count == 4, let n = Int(arguments[2]) {
        do { try AllocationBench.child(kind: arguments[1], frames: n, assets: arguments[3]); return 0 } catch {
            FileHandle.standardError.write("pickerlab-bench: \(error)\n".data(using: .utf8)!)
            return 1
        }
    }
    guard let assets = AssetLocator.find(explicit: nil) else {
        FileHandle.standardError.write("pickerlab-bench: cannot find assets/\n".data(using: .utf8)!)
        return 1
    }
    if arguments.first == "tour" {   // the compositor's tour as a script file
        do {
            let host = try SDLHost(SDLHost.Configuration(size: Size(width: 1280, height: 800), uiScale: 1, settings: .headless(renderer: .software), assetsDirectory: assets))
            var options = Options()
            options.headless = true
            print(CompositorBench.script(App(options: options, host: host)))
            return 0
        } catch {
            FileHandle.standardError.write("pickerlab-bench: \(error)\n".data(using: .utf8)!)
            return 1
        }
    }
    var report = Report()
    if arguments.first == "damage" {   // `pickerlab-bench damage`: only the damage-redraw figures
        DamageBench.run(into: &report, assets: assets)
        return 0
    }
    let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)"
    if arguments.first == "compositor" {   // `pickerlab-bench compositor [JSON]`: only the compositor's figures
        CompositorBench.run(into: &report, assets: assets)
        guard arguments.count > 1 else { return 0 }
        do { try report.write(to: arguments[1], machine: machine); print("wrote \(arguments[1])"); return 0 } catch {
            FileHandle.standardError.write("pickerlab-bench: cannot write \(arguments[1]): \(error)\n".data(using: .utf8)!)
            return 1
        }
    }
    print("pickerlab-bench on \(machine) (release build, headless, 1280×800)")
    SpringBench.run(into: &report)
    ScaleBench.run(into: &report)
    do { try DemoBench.run(into: &report, assets: assets) } catch {
        FileHandle.standardError.write("pickerlab-bench: demo: \(error)\n".data(using: .utf8)!)
        return 1
    }
    DamageBench.run(into: &report, assets: assets)
    CompositorBench.run(into: &report, assets: assets)
    AllocationBench.run(into: &report, assets: assets)
    IdleBench.run(into: &report)
    MemoryBench.run(into: &report)
    let path = arguments.first ?? "bench-results.json"
    do {
        try report.write(to: path, machine: machine)
        print("wrote \(path)")
        return 0
    } catch {
        FileHandle.standardError.write("pickerlab-bench: cannot write \(path): \(error)\n".data(using: .utf8)!)
        return 1
    }
}
exit(code)
