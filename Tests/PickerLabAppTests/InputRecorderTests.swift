import Foundation
import Geometry
@testable import PickerLabApp
@testable import SceneGraph
import Testing

@MainActor
struct InputRecorderTests {
    private func path() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("InputRecorderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("rec.txt").path
    }

    @Test func aFullDiskWarnsOnceAndStopsTheRecording() throws {
        let path = try path()
        var warnings: [String] = []
        let recorder = try InputRecorder(path: path, header: "h", injectedFailure: ENOSPC, warn: { warnings.append($0) })
        recorder.record(.key(KeyEvent(key: .tab, timestamp: 0.5)), time: 0.5)
        recorder.record(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: Point(x: 1, y: 2), timestamp: 1)), time: 1)
        recorder.finish(at: 2)
        #expect(warnings == ["recording: cannot write \(path): No space left on device; recording stopped"])
        #expect(recorder.warning == warnings.first)
    }

    @Test func aMissingFolderSaysWhy() throws {
        let path = try path() + "/missing/rec.txt"
        #expect {
            _ = try InputRecorder(path: path, header: "h")
        } throws: { error in
            "\(error)" == "--record: cannot create '\(path)': Not a directory" || "\(error)" == "--record: cannot create '\(path)': No such file or directory"
        }
    }
}
