import FileInput
import Foundation

/// A trace file mapped read-only into memory for one pass from start to end. Pages already scanned can be
/// handed back (`release(upTo:)`), so a pass over a file of any size keeps only a window of it resident
/// (`madvise(MADV_DONTNEED)` on a private read-only file mapping drops the pages; touching them again reads
/// them back from the file).
final class MappedTraceFile {
    /// The file's bytes (empty for an empty file).
    let bytes: UnsafeRawBufferPointer
    private let base: UnsafeMutableRawPointer?
    private let length: Int
    private var released = 0
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Maps `path`, opened with the shared reader (`InputFile.Kind.trace`: a regular file, symbolic links
    /// followed, never blocking on a FIFO or a device).
    /// - Throws: ``TraceError/unreadable(path:reason:)`` with the operating system's reason or what the path
    ///   is instead of a regular file.
    init(path: String) throws(TraceError) {
        let handle: InputFile.Handle
        do { handle = try InputFile.open(path, as: .trace) } catch { throw .unreadable(path: path, reason: error.reason) }
        let fd = handle.descriptor
        length = handle.size
        guard length > 0 else { base = nil; bytes = UnsafeRawBufferPointer(start: nil, count: 0); return }
        let p = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0)
        guard let p, p != MAP_FAILED else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        base = p
        bytes = UnsafeRawBufferPointer(start: p, count: length)
        _ = madvise(p, length, MADV_SEQUENTIAL)
    }

    deinit { if let base { munmap(base, length) } }

    /// Drops the whole pages before byte `offset` from memory once 32 MiB more have been scanned.
    func release(upTo offset: Int) {
        guard let base, offset - released >= 32 << 20 else { return }
        let end = min(offset, length) / MappedTraceFile.pageSize * MappedTraceFile.pageSize
        guard end > released else { return }
        _ = madvise(base + released, end - released, MADV_DONTNEED)
        released = end
    }
}
