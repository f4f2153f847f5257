import Foundation
import Testing

/// A run's teardown under valgrind's memcheck: no read or free of memory that SDL already freed.
///
/// CI crashed once with signal 11 at exit (`pager-sync.txt`): `SDLHost` destroyed its SDL renderer, which frees
/// every texture it made, and then the deinits of the damage target, the layer compositor and the text stacks
/// destroyed their textures again through the freed renderer. That crashes only when the freed memory happens to
/// be reused, so the test asks memcheck, which sees every such read.
@Suite(.serialized)
struct TeardownMemoryTests {
    @Test func aHeadlessRunWithLayersTouchesNoFreedMemoryAtExit() throws {
        let valgrind = "/usr/bin/valgrind"
        #expect(FileManager.default.isExecutableFile(atPath: valgrind), "valgrind is missing (scripts/install-deps.sh --test installs it)")
        guard FileManager.default.isExecutableFile(atPath: valgrind) else { return }
        // A few frames of the gallery: the damage target, flattened layers and the glass labels' text stacks
        // all hold textures by then.
        let r = try run(valgrind, ["-q", "--read-var-info=no", pickerlabPath, "--headless", "--frames", "3", "--size", "400x300"],
                        environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil], timeout: 600)
        #expect(r.status == 0, "\(r.stderr.suffix(2000))")
        let ours = Self.errors(in: r.stderr).filter { $0.contains(".swift:") }
        #expect(ours.isEmpty, "memcheck errors in PickerLab's frames:\n\(ours.prefix(2).joined(separator: "\n\n"))")
    }

    /// memcheck's error reports in `log`, each its heading and stack (the lines up to the next bare `==PID==`).
    static func errors(in log: String) -> [String] {
        var blocks: [String] = [], current: [String] = []
        for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
            let body = line.drop { $0 != " " }.drop { $0 == " " }
            guard line.hasPrefix("==") else { continue }
            if body.isEmpty {
                if !current.isEmpty { blocks.append(current.joined(separator: "\n")); current = [] }
            } else if current.isEmpty, !body.hasPrefix("at ") && !body.hasPrefix("by ") {
                current = [String(line)]
            } else if !current.isEmpty {
                current.append(String(line))
            }
        }
        if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
        return blocks
    }

    @Test func memcheckReportsAreSplitIntoBlocks() {
        let log = """
        ==1== Invalid read of size 8
        ==1==    at 0x1: ??? (in libSDL2)
        ==1==    by 0x2: $s10SDLBackend (DamageRenderer.swift:45)
        ==1==
        ==1== Invalid read of size 8
        ==1==    at 0x4: strncmp (strcmp-sse2.S:162)
        ==1==
        """
        let blocks = Self.errors(in: log)
        #expect(blocks.count == 2)
        #expect(blocks.filter { $0.contains(".swift:") }.count == 1)
    }
}
