@testable import FileInput
import Foundation
import Testing

/// The shared reader: never blocks in open(2), refuses what is not a regular file by what it is, follows
/// symbolic links, names a loop, and refuses a file over its kind's limit by its size without reading it.
@Suite struct InputFileTests {
    private func folder() throws -> String {
        let p = NSTemporaryDirectory() + "inputfile-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
        return p
    }

    private func failure(_ path: String, _ kind: InputFile.Kind) -> InputFile.Failure? {
        do { _ = try InputFile.read(path, as: kind); return nil } catch { return error }
    }

    @Test func aFIFOWithNoWriterIsRefusedAtOnceNotWaitedOn() throws {
        let dir = try folder()
        let fifo = dir + "/p.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        let f = failure(fifo, .picker)
        #expect(f?.reason == "is a FIFO (named pipe), not a regular file; a picker file is read from a regular file", "\(String(describing: f))")
    }

    @Test func devZeroAndALinkToItAreRefusedByWhatTheyAre() throws {
        let dir = try folder()
        #expect(symlink("/dev/zero", dir + "/zero.json") == 0)
        for path in ["/dev/zero", dir + "/zero.json"] {
            #expect(failure(path, .picker)?.reason.hasPrefix("is a character device, not a regular file") == true)
            #expect(failure(path, .font)?.reason.hasPrefix("is a character device") == true)
            #expect(failure(path, .script)?.reason.hasPrefix("is a character device") == true)
        }
    }

    @Test func aSymbolicLinkIsFollowedAndALoopIsCalledALoop() throws {
        let dir = try folder()
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/real.json"))
        #expect(symlink(dir + "/real.json", dir + "/link.json") == 0)
        #expect(try InputFile.read(dir + "/link.json", as: .trace) == Array("{}".utf8))
        #expect(symlink(dir + "/b", dir + "/a") == 0 && symlink(dir + "/a", dir + "/b") == 0)
        let f = failure(dir + "/a", .trace)
        #expect(f?.code == ELOOP && f?.reason.contains("symbolic link loop") == true, "\(String(describing: f))")
        #expect(failure(dir + "/missing", .picker)?.code == ENOENT)
        #expect(failure(dir, .picker)?.reason == "is a folder")
    }

    @Test func aSparseFileOverTheLimitIsRefusedByItsSizeWithoutReadingIt() throws {
        let dir = try folder()
        let path = dir + "/big.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 3 << 30) == 0)   // 3 GiB of holes: reading it whole took 24 s
        let f = failure(path, .picker)
        #expect(f?.reason == "is 3 GB; a picker file is at most 4 MB", "\(String(describing: f))")
        #expect(truncate(path, (4 << 20) + 1) == 0)
        #expect(failure(path, .picker)?.reason == "is more than 4 MB; a picker file is at most 4 MB")
        #expect(truncate(path, 4 << 20) == 0)
        #expect(try InputFile.read(path, as: .picker).count == 4 << 20)
    }

    @Test func aScriptStreamIsReadToItsEndAndStopsAtTheLimit() throws {
        let dir = try folder()
        let fifo = dir + "/s.txt"
        #expect(mkfifo(fifo, 0o644) == 0)
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            _ = "wait 1\n".withCString { write(fd, $0, 7) }
            close(fd)
        }
        writer.start()
        #expect(try InputFile.read(fifo, as: .script) == Array("wait 1\n".utf8))
        // A stream larger than the limit is cut off there, not read to its end.
        var small = InputFile.Kind.script
        small.maxBytes = 16
        let fifo2 = dir + "/s2.txt"
        #expect(mkfifo(fifo2, 0o644) == 0)
        let endless = Thread {
            let fd = open(fifo2, O_WRONLY)
            let chunk = [UInt8](repeating: 0x20, count: 4096)
            while chunk.withUnsafeBytes({ write(fd, $0.baseAddress, 4096) }) > 0 {}
            close(fd)
        }
        signal(SIGPIPE, SIG_IGN)
        endless.start()
        do { _ = try InputFile.read(fifo2, as: small); Issue.record("read an endless stream") } catch {
            #expect(error.reason == "is more than 16 bytes; a script is at most 16 bytes")
        }
    }

    @Test func sizesAreWrittenInTheLimitsUnits() {
        #expect(InputFile.sizeText(4 << 20) == "4 MB")
        #expect(InputFile.sizeText(3 << 30) == "3 GB")
        #expect(InputFile.sizeText(1536) == "1.5 KB")
        #expect(InputFile.sizeText(812) == "812 bytes")
    }
}
