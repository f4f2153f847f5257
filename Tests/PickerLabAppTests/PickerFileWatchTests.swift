import Foundation
@testable import PickerLabApp
import SceneTesting
import Testing

/// The picker-file watcher sees a change of what the path is, not only of its bytes.
@MainActor
struct PickerFileWatchTests {
    @Test func aFileReplacedByAFolderShowsTheCurrentReason() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pickerwatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("p.json").path
        try Data(#"{"controls": [{"id": "m", "style": "track", "segments": ["a", "b"]}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        var o = Options()
        o.headless = true
        o.pickerPaths = [path]
        o.onlyPickers = true
        let app = App(options: o, host: NullHost(), pickers: try PickerFile.read(path, icons: [:]))
        let watcher = PickerWatcher(paths: [path])
        try FileManager.default.removeItem(atPath: path)
        #expect(watcher.poll())
        #expect(app.reloadPickers() == "\(path): cannot read: No such file or directory")
        #expect(!watcher.poll())                                    // still missing: nothing new
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(watcher.poll())                                     // now a folder: a change
        #expect(app.reloadPickers() == "\(path): is a folder" && app.pickerError == "\(path): is a folder")
        #expect(!watcher.poll())
        try FileManager.default.removeItem(atPath: path)
        #expect(watcher.poll())                                     // and back to missing
        try Data(#"{"controls": [{"id": "m", "style": "track", "segments": ["a", "b", "c"]}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(watcher.poll())
        #expect(app.reloadPickers() == nil && app.gallery.control("m")?.segments.count == 3)
    }
}
