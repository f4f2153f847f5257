import Foundation
@testable import PickerLabApp
import Testing

/// Outputs (screenshots, scene dumps) report the system's reason and never leave a half-written file.
struct OutputFileTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("OutputFileTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFullDiskIsReportedWithTheSystemsReasonAndLeavesNoFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/d.json"
        #expect {
            try OutputFile.write(Data("{}".utf8), to: path, what: "scene dump", simulatedFailure: ENOSPC)
        } throws: { error in
            "\(error)" == "cannot write scene dump \(path): No space left on device"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "neither the file nor a temporary is left")
    }

    @Test func aFailedWriteKeepsThePreviousFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/d.json"
        try OutputFile.write(Data("old".utf8), to: path, what: "scene dump")
        #expect(throws: OptionError.self) { try OutputFile.write(Data("new".utf8), to: path, what: "scene dump", simulatedFailure: EIO) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        try OutputFile.write(Data("new".utf8), to: path, what: "scene dump")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["d.json"])
    }

    @Test func aPathUnderARegularFileSaysNotADirectory() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        FileManager.default.createFile(atPath: dir + "/file", contents: Data())
        #expect {
            try OutputFile.write(Data("{}".utf8), to: dir + "/file/d.json", what: "scene dump")
        } throws: { error in
            "\(error)".contains("Not a directory")
        }
    }
}
