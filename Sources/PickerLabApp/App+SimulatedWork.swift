extension App {
    /// Does the frame's simulated busy work (`--simulate-work` for this frame, plus a script's `stall MS`) in
    /// its paint phase, on the monotonic clock, so the phase, the frame and its present come out that much
    /// later. Returns whether there was any: such a frame is drawn even when nothing changed, so a window
    /// traces it too.
    func simulateWork() -> Bool {
        var ms = pendingStallMs
        pendingStallMs = 0
        if let work = options.simulateWork, work.applies(toFrame: frameIndex) { ms += work.milliseconds }
        guard ms > 0 else { return false }
        SimulatedWork.spin(milliseconds: min(ms, SimulatedWork.maxMilliseconds))
        return true
    }

    /// A script's `stall MS`: the next frame's paint does MS ms of busy work.
    func stall(milliseconds: Double) { pendingStallMs += milliseconds }
}
