#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FileInput

/// A file opened for writing with POSIX `open(2)` / `write(2)`.
///
/// Unbuffered on purpose: ``TraceWriter`` keeps its own byte buffer, and a direct
/// `write(2)` reports `ENOSPC` (full disk, `/dev/full`) on the call that failed instead of
/// at some later `fclose`. Bytes handed to `write(2)` survive a crash or SIGKILL of the
/// process (not a power loss: there is no `fsync`). Also used for recordings and other outputs that must
/// report the system's reason for a failed write.
public final class TraceOutputFile {
    /// The open descriptor, or -1 once closed.
    public private(set) var descriptor: Int32
    /// For tests: when set, every `write` fails with this `errno` and writes nothing — a full disk
    /// (`ENOSPC`) or a failing device (`EIO`) simulated in-process.
    public var injectedFailure: Int32?

    /// Opens (creating or truncating, mode 0644) `path` for writing.
    /// - Returns: the file, or the system's error message (e.g. "No such file or directory").
    ///
    /// Opened without blocking, so a FIFO with no reader fails at once (`ENXIO`, "No such device or
    /// address") instead of hanging the run in `open(2)`; writes then block as usual.
    public static func create(path: String) -> Result<TraceOutputFile, OutputFailure> {
        let descriptor = openNonBlocking(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(OutputFailure(errno: errno)) }
        return .success(TraceOutputFile(descriptor: descriptor))
    }

    /// `open(2)` with `O_NONBLOCK` (mode 0644 when it creates), then blocking writes again; -1 and `errno` on
    /// failure.
    static func openNonBlocking(_ path: String, _ flags: Int32) -> Int32 { FilePaths.openForWriting(path, flags) }

    /// Opens an existing file for appending (used by repair after truncating it).
    static func append(path: String) -> Result<TraceOutputFile, OutputFailure> {
        let descriptor = openNonBlocking(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(OutputFailure(errno: errno)) }
        return .success(TraceOutputFile(descriptor: descriptor))
    }

    /// Shortens the file at `path` to `length` bytes.
    static func truncate(path: String, length: Int) -> OutputFailure? {
        #if canImport(Darwin)
        let status = Darwin.truncate(path, off_t(length))
        #elseif canImport(Musl)
        let status = Musl.truncate(path, off_t(length))
        #else
        let status = Glibc.truncate(path, off_t(length))
        #endif
        return status == 0 ? nil : OutputFailure(errno: errno)
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close() }

    /// Writes all of `bytes`, retrying short writes and `EINTR`.
    /// - Returns: `nil` on success, else the failure (e.g. `ENOSPC`).
    public func write(_ bytes: [UInt8]) -> OutputFailure? { writeCounting(bytes).failure }

    /// ``write(_:)``, also saying how many of the bytes reached the file (all of them on success; on a full
    /// disk, the ones written before the write that failed).
    func writeCounting(_ bytes: [UInt8]) -> (written: Int, failure: OutputFailure?) {
        guard descriptor >= 0 else { return (0, OutputFailure(errno: EBADF)) }
        if let injectedFailure { return (0, OutputFailure(errno: injectedFailure)) }
        return bytes.withUnsafeBytes { raw -> (Int, OutputFailure?) in
            var done = 0
            while done < raw.count {
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, raw.baseAddress! + done, raw.count - done)
                #elseif canImport(Musl)
                let written = Musl.write(descriptor, raw.baseAddress! + done, raw.count - done)
                #else
                let written = Glibc.write(descriptor, raw.baseAddress! + done, raw.count - done)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return (done, OutputFailure(errno: errno))
                }
                if written == 0 { return (done, OutputFailure(errno: EIO)) }
                done += written
            }
            return (done, nil)
        }
    }

    /// Closes the descriptor; further writes fail with `EBADF`. Safe to call twice.
    /// - Returns: `nil`, or the failure `close(2)` reported (NFS can report `EIO` here).
    @discardableResult
    public func close() -> OutputFailure? {
        guard descriptor >= 0 else { return nil }
        #if canImport(Darwin)
        let status = Darwin.close(descriptor)
        #elseif canImport(Musl)
        let status = Musl.close(descriptor)
        #else
        let status = Glibc.close(descriptor)
        #endif
        descriptor = -1
        return status == 0 ? nil : OutputFailure(errno: errno)
    }
}

/// A failed system call: its `errno` and the system's message for it.
public struct OutputFailure: Error, Equatable {
    /// The `errno` value.
    public var code: Int32
    /// `strerror(code)`, e.g. "No space left on device" ("is a symbolic link loop (…)" for `ELOOP`, see `FilePaths`).
    public var message: String

    /// The failure for `errno` value `code`.
    public init(errno code: Int32) {
        self.code = code
        self.message = FilePaths.reason(errno: code)
    }
}
