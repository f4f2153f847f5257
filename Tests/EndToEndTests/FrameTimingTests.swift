import Foundation
import Testing

/// Peak resident set size in KiB of one run of `pickerlab` (no display), with its exit status, as GNU time
/// reports it. (Not `wait4` from this process: a child spawned from a large process inherits the parent's
/// high-water mark across `execve` on Linux, so its `ru_maxrss` would be this test runner's.)
func peakRSS(_ arguments: [String]) throws -> (status: Int32, kib: Int) {
    let dir = try temporaryFolder("time")
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("rss")
    let r = try run("/usr/bin/time", ["-o", out.path, "-f", "%M", pickerlabPath] + arguments,
                    environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil], timeout: 300)
    let text = try String(contentsOf: out, encoding: .utf8)
    let kib = Int(text.split(separator: "\n").last(where: { Int($0) != nil }) ?? "") ?? 0
    return (r.status, kib)
}

/// A script of continuous animation: taps back and forth on two controls every 0.15 s for `seconds`.
func continuousAnimationScript(seconds: Double) -> String {
    var lines: [String] = []
    for _ in 0..<Int(seconds / 0.3) {
        lines += ["tap glass unread", "tap pill UIKit", "wait 0.15", "tap glass all", "tap pill SwiftUI", "wait 0.15"]
    }
    return lines.joined(separator: "\n") + "\n"
}

struct FrameTimingTests {
    @Test func headlessMemoryDoesNotGrowWithTheLengthOfARun() throws {
        let dir = try temporaryFolder("rss")
        defer { try? FileManager.default.removeItem(at: dir) }
        var peaks: [Double: Int] = [:]
        for seconds in [2.0, 60.0] {
            let script = dir.appendingPathComponent("s\(Int(seconds)).txt")
            try continuousAnimationScript(seconds: seconds).write(to: script, atomically: true, encoding: .utf8)
            // The software renderer: its queued frames grew memory fastest (about 0.5 MB a frame) before the fix.
            let r = try peakRSS(["--headless", "--renderer", "software", "--size", "500x400", "--script", script.path])
            #expect(r.status == 0)
            peaks[seconds] = r.kib
        }
        let short = try #require(peaks[2.0]), long = try #require(peaks[60.0])
        #expect(Double(long) <= 1.15 * Double(short), "peak RSS \(long) KiB after 60 s vs \(short) KiB after 2 s")
    }

    @Test func bothRenderersRunHeadlessAndTheDumpNamesTheRendererInUse() throws {
        let dir = try temporaryFolder("renderers")
        defer { try? FileManager.default.removeItem(at: dir) }
        for renderer in ["software", "opengl"] {
            let dump = dir.appendingPathComponent("\(renderer).json"), shot = dir.appendingPathComponent("\(renderer).png")
            let r = try pickerlab(["--headless", "--renderer", renderer, "--frames", "3", "--dump-scene", dump.path, "--screenshot", shot.path])
            #expect(r.status == 0, "\(renderer): \(r.stderr)")
            #expect(try readJSON(dump)["renderer"] as? String == renderer)
            #expect(try pngSize(shot) == (1100, 760))
        }
        // Without a loadable EGL (Mesa missing), auto falls back to software and a named opengl is an error.
        let noEGL: [String: String?] = ["SDL_VIDEO_EGL_DRIVER": "/nonexistent/libEGL.so"]
        let fallback = dir.appendingPathComponent("fallback.json")
        let auto = try pickerlab(["--headless", "--frames", "1", "--dump-scene", fallback.path], environment: noEGL)
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(try readJSON(fallback)["renderer"] as? String == "software")
        let named = try pickerlab(["--headless", "--renderer", "opengl", "--frames", "1"], environment: noEGL)
        #expect(named.status == 1 && named.stderr.contains("opengl renderer") && named.stderr.split(separator: "\n").count == 1, "\(named.stderr)")
        let bogus = try pickerlab(["--headless", "--renderer", "vulkan"])
        #expect(bogus.status == 2)
        #expect(bogus.stderr.contains("--renderer") && bogus.stderr.contains("vulkan") && bogus.stderr.split(separator: "\n").count == 1)
    }

    @Test func aHeadlessTraceCarriesTheVsyncTimelineFlowsAndMotionCounters() throws {
        let dir = try temporaryFolder("timeline")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), trace = dir.appendingPathComponent("t.json")
        try "tap glass unread\nwait 0.8\nswipe pager -300 0.3\nwait 1\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try pickerlab(["--headless", "--script", script.path, "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        let events = try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        func args(_ e: [String: Any]) -> [String: Any] { e["args"] as? [String: Any] ?? [:] }
        let frames = events.filter { $0["name"] as? String == "frame" }
        #expect(frames.count > 100)
        for f in frames {
            let a = args(f)
            for key in ["work_us", "present_us", "expected_present_us", "actual_present_us", "missed_vsyncs"] { #expect(a[key] is NSNumber, "\(key) in \(a)") }
            let work = (a["work_us"] as? NSNumber)?.int64Value ?? -1, present = (a["present_us"] as? NSNumber)?.int64Value ?? -1
            #expect((f["dur"] as? NSNumber).map { Int64($0.doubleValue.rounded()) } == work + present)
            #expect(((a["missed_vsyncs"] as? NSNumber)?.intValue ?? -1) >= 0)
            // The same work on the thread's CPU clock (the frame's own cost), and the scene side's share of it.
            let cpu = (a["cpu_us"] as? NSNumber)?.int64Value ?? -1, sceneCPU = (a["scene_cpu_us"] as? NSNumber)?.int64Value ?? -1
            #expect(cpu >= 0 && sceneCPU >= 0 && sceneCPU <= cpu && cpu <= work + 12, "\(a)")
            // Headless: each frame aims at the first vsync of the virtual grid after its start, and misses the
            // periods its own work overran.
            let ts = (f["ts"] as? NSNumber)?.doubleValue ?? 0, expected = (a["expected_present_us"] as? NSNumber)?.doubleValue ?? 0
            #expect(expected > ts && expected - ts <= 16_668)
            let missed = Double((a["missed_vsyncs"] as? NSNumber)?.intValue ?? -1)
            let over = ts + Double(work + present) - expected
            if over <= 1 { #expect(missed == 0, "\(a)") } else { #expect((missed - 1) * 16_666.667 < over && over <= missed * 16_666.667 + 1, "\(a)") }
        }
        let expectedPresents = frames.compactMap { (args($0)["expected_present_us"] as? NSNumber)?.doubleValue }
        for k in 1..<expectedPresents.count {
            // On the 60 Hz grid, never earlier than the previous frame's.
            let periods = (expectedPresents[k] - expectedPresents[k - 1]) / (1e6 / 60)
            #expect(periods >= 0 && abs(periods - periods.rounded()) < 0.001, "frame \(k): \(periods) periods after the previous")
        }
        for k in 1..<frames.count {
            let end = ((frames[k - 1]["ts"] as? NSNumber).map { Int64($0.doubleValue.rounded()) } ?? 0) + ((frames[k - 1]["dur"] as? NSNumber).map { Int64($0.doubleValue.rounded()) } ?? 0)
            #expect(((frames[k]["ts"] as? NSNumber).map { Int64($0.doubleValue.rounded()) } ?? 0) >= end)
        }
        // The frame-timeline tracks: `Actual frames` a thread track (named, ordered under main), one slice per
        // frame named `on time` or `late`; `Expected frames` one async slice per frame.
        let names = events.filter { $0["name"] as? String == "thread_name" }.compactMap { args($0)["name"] as? String }
        #expect(names.contains("Actual frames"))
        #expect(events.filter { $0["name"] as? String == "thread_sort_index" }.count == 2)
        let actualTid = events.first { $0["name"] as? String == "thread_name" && args($0)["name"] as? String == "Actual frames" }?["tid"] as? NSNumber
        // One Expected-frames slice per vsync aimed at (headless frames catching up after a long one can share it).
        let vsyncs = Set(frames.compactMap { (args($0)["expected_present_us"] as? NSNumber)?.intValue })
        #expect(events.filter { $0["name"] as? String == "Expected frames" && $0["ph"] as? String == "b" }.count == vsyncs.count)
        #expect(events.filter { $0["name"] as? String == "Expected frames" && $0["ph"] as? String == "e" }.count == vsyncs.count)
        let actual = events.filter { $0["tid"] as? NSNumber == actualTid && $0["ph"] as? String == "X" }
        #expect(actual.count == frames.count)
        #expect(actual.allSatisfy { ($0["name"] as? String).map { $0 == "on time" || $0 == "late" } ?? false })
        #expect(actual.allSatisfy { ($0["name"] as? String == "late") == (((args($0)["missed_vsyncs"] as? NSNumber)?.intValue ?? 0) > 0) })
        // Every presented input has a flow (v1: `s` in the frame's input phase, `f` in its Actual frames slice).
        let outs = events.filter { $0["ph"] as? String == "s" }.compactMap { ($0["id"] as? NSNumber)?.intValue }
        let ins = Set(events.filter { $0["ph"] as? String == "f" && $0["tid"] as? NSNumber == actualTid }.compactMap { ($0["id"] as? NSNumber)?.intValue })
        let presentedInputs = events.filter { $0["name"] as? String == "input_event" && args($0)["presented"] as? Bool == true }
        #expect(!outs.isEmpty && outs.count == presentedInputs.count)
        #expect(Set(outs) == ins)
        // Motion counters: the glass indicator's x, width and velocity; the pane's offset.
        let glass = events.filter { $0["name"] as? String == "glass.indicator" && $0["ph"] as? String == "C" }
        #expect(glass.count > 20)
        #expect(glass.allSatisfy { args($0)["x"] is NSNumber && args($0)["width"] is NSNumber && args($0)["velocity"] is NSNumber })
        #expect(glass.contains { abs((args($0)["velocity"] as? NSNumber)?.doubleValue ?? 0) > 100 })
        #expect((args(glass.last!)["velocity"] as? NSNumber)?.doubleValue == 0)   // sampled once at rest
        let pager = events.filter { $0["name"] as? String == "pager.offset" && $0["ph"] as? String == "C" }
        #expect(pager.count > 10)
        #expect(abs(((args(pager.last!)["value"] as? NSNumber)?.doubleValue ?? 0) - 2) < 0.01)
        // The renderer is named in the process labels and in the summary.
        #expect(events.contains { $0["name"] as? String == "process_labels" && (args($0)["labels"] as? String)?.hasPrefix("renderer: ") == true })
        let summary = try pickerlab(["trace", "summary", trace.path, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(summary.stdout.utf8)) as? [String: Any])
        for key in ["renderer", "missed_vsyncs", "hitch_time_ratio_ms_per_s", "work_ms", "present_interval_ms", "input_to_present_ms"] {
            #expect(json[key] != nil, "\(key)")
        }
        #expect((json["renderer"] as? String)?.isEmpty == false)
    }
}

/// A real window under Xvfb: a frame's work and its present add up to the frame, and the renderer is named.
@Suite(.serialized)
struct WindowFrameTimingTests {
    @Test func inAWindowWorkPlusPresentIsTheFrameAndAVsyncWaitIsNotLateness() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("winvsync")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json"), dump = dir.appendingPathComponent("d.json")
        let app = try launchPickerlab(["--frames", "90", "--trace", trace.path, "--dump-scene", dump.path], display: xvfb.display)
        #expect(waitForExit(app, timeout: 40) == 0)
        let events = try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        let frames = events.filter { $0["name"] as? String == "frame" }
        #expect(frames.count == 90)
        var judged = 0
        for f in frames {
            let a = f["args"] as? [String: Any] ?? [:]
            let work = (a["work_us"] as? NSNumber)?.int64Value ?? -1, present = (a["present_us"] as? NSNumber)?.int64Value ?? -1
            #expect(work >= 0 && present >= 0)
            #expect((f["dur"] as? NSNumber).map { Int64($0.doubleValue.rounded()) } == work + present, "\(a)")
            let actual = (a["actual_present_us"] as? NSNumber)?.int64Value ?? 0
            let expected = (a["expected_present_us"] as? NSNumber)?.int64Value ?? 0
            #expect(actual == ((f["ts"] as? NSNumber).map { Int64($0.doubleValue.rounded()) } ?? 0) + work + present)
            // A present that did not wait for vsync (Xvfb paces by timer): the frame is on time exactly when it
            // was presented by the vsync it aimed at, however long its work; late by at least one otherwise.
            if present < 16_667 * 4 / 10 {
                judged += 1
                let missed = a["missed_vsyncs"] as? Int ?? -1
                // Both stamps are rounded to whole µs: within 1 µs of each other they cannot tell on time from
                // late (CI saw actual 1640375 vs expected 1640374 judged late, rightly, by the unrounded clock).
                if actual < expected { #expect(missed == 0, "\(a)") } else if actual > expected + 1 { #expect(missed >= 1, "\(a)") }
            }
        }
        // (A present that took 40 % of a period counts as a vsync wait; those frames' lateness is the fake-host
        // tests' subject — VsyncTimelineTests — since here it depends on how busy the machine is.)
        _ = judged
        let renderer = try readJSON(dump)["renderer"] as? String
        #expect(renderer != nil && renderer != "")
    }

    @Test func headlessOpenGLAndAWindowUnderXvfbDrawTheSamePixels() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("glpixels")
        defer { try? FileManager.default.removeItem(at: dir) }
        let window = dir.appendingPathComponent("window.png"), headless = dir.appendingPathComponent("headless.png")
        let app = try launchPickerlab(["--renderer", "opengl", "--frames", "3", "--screenshot", window.path], display: xvfb.display)
        #expect(waitForExit(app, timeout: 30) == 0)
        let r = try pickerlab(["--headless", "--renderer", "opengl", "--frames", "3", "--screenshot", headless.path])
        #expect(r.status == 0, "\(r.stderr)")
        // Both are Mesa's llvmpipe (GLX under Xvfb, EGL headless): the same encoder over the same pixels gives
        // the same bytes.
        let a = try Data(contentsOf: window), b = try Data(contentsOf: headless)
        #expect(a.count > 10_000 && a == b, "window \(a.count) bytes, headless \(b.count) bytes")
    }

    @Test func aScriptedTapInAWindowAnimatesEveryFrameWhileTheScriptWaits() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("winscript")
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.json"), script = dir.appendingPathComponent("s.txt")
        // The pause first lets the window appear (the X pointer's first motion over it arrives then).
        try "wait 0.5\ntap pill iOS\nwait 0.8\n".write(to: script, atomically: true, encoding: .utf8)
        let app = try launchPickerlab(["--script", script.path, "--trace", trace.path], display: xvfb.display)
        #expect(waitForExit(app, timeout: 30) == 0)
        let events = try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        // The pill's spring (about half a second) is drawn frame by frame, not frozen until the script's next step.
        let pill = events.filter { $0["name"] as? String == "pill.indicator" }
        #expect(pill.count > 12, "\(pill.count) samples of the pill's motion")
    }

    @Test func theSoftwareRendererInAWindowNeedsNoOpenGLDriver() throws {
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        let dir = try temporaryFolder("swwindow")
        defer { try? FileManager.default.removeItem(at: dir) }
        let dump = dir.appendingPathComponent("d.json")
        // No Mesa driver can load: SDL must not back the software renderer's framebuffer with OpenGL.
        let r = try run(pickerlabPath, ["--renderer", "software", "--frames", "3", "--dump-scene", dump.path],
                        environment: ["DISPLAY": xvfb.display, "LIBGL_DRIVERS_PATH": "/nonexistent"], timeout: 30)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try readJSON(dump)["renderer"] as? String == "software")
    }
}
