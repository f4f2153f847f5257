import Foundation
import Testing

/// A script driving a real window under Xvfb while the real pointer moves over it (issue 21, defect 6).
@Suite(.serialized)
struct XvfbScriptTests {
    /// While a script drives the window, real pointer motion cannot land between a scripted press and its
    /// release: the script's first tap (and every later one) selects.
    @Test func aScriptsTapsSelectWhileTheRealPointerMoves() throws {
        let dir = try temporaryFolder("xvfbscript")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.txt"), dump = dir.appendingPathComponent("d.json")
        try """
        tap glass "needs attention"
        wait 0.4
        expect selected glass "needs attention"
        tap pill iOS
        wait 0.4
        tap glass unread
        wait 0.4
        expect selected glass unread
        expect selected pill iOS

        """.write(to: script, atomically: true, encoding: .utf8)
        let xvfb = try Xvfb()
        defer { xvfb.stop() }
        // The real pointer sweeps across the middle of the screen (where the window opens) the whole time.
        let mover = Process()
        mover.executableURL = URL(fileURLWithPath: "/bin/sh")
        // A move every 10 ms or so still lands between a scripted press and release, without starving the rest
        // of a parallel test run of the two cores (xdotool as fast as it can go made the app miss its minute).
        mover.arguments = ["-c", "for i in $(seq 1500); do xdotool mousemove 500 350; sleep 0.01; xdotool mousemove 780 560; sleep 0.01; done"]
        mover.environment = ["DISPLAY": xvfb.display, "PATH": "/usr/bin:/bin"]
        mover.standardOutput = FileHandle.nullDevice
        mover.standardError = FileHandle.nullDevice
        try mover.run()
        defer { if mover.isRunning { kill(mover.processIdentifier, SIGKILL) } }
        let app = try launchPickerlab(["--script", script.path, "--dump-scene", dump.path], display: xvfb.display)
        let status = waitForExit(app, timeout: 180)
        #expect(status == 0)
        let scene = try readJSON(dump)
        #expect(control(scene, "glass")?["selectedIndex"] as? Int == 1)
        #expect(control(scene, "pill")?["selectedIndex"] as? Int == 1)
    }
}
