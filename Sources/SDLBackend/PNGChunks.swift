import CPNG

/// The chunks of a PNG stream (ISO/IEC 15948, "Portable Network Graphics", §5): after the 8-byte signature,
/// each chunk is a 4-byte big-endian length, a 4-byte type, the data and a CRC-32 (zlib's `crc32`) of type
/// and data. Used to take apart what libpng encodes and to assemble the APNG animation chunks around it.
struct PNGChunk: Equatable {
    /// The 4-letter type, e.g. `IHDR`, `IDAT`, `fcTL`.
    var type: String
    /// The chunk's data (without length, type or CRC).
    var data: [UInt8]

    /// The PNG signature that opens every PNG (and APNG) file.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunk as it is stored: length, type, data, CRC-32.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 12)
        PNGChunk.appendUInt32(UInt32(data.count), to: &out)
        let typeBytes = Array(type.utf8)
        out += typeBytes
        out += data
        var crc = crc32(0, nil, 0)
        crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        PNGChunk.appendUInt32(UInt32(truncatingIfNeeded: crc), to: &out)
        return out
    }

    /// The chunks of a whole PNG stream, in order.
    /// - Throws: `PNGFormatError` when the signature, a length or a CRC is wrong.
    static func parse(_ png: [UInt8]) throws(PNGFormatError) -> [PNGChunk] {
        guard png.count >= 8, Array(png[0..<8]) == signature else { throw PNGFormatError("not a PNG (bad signature)") }
        var chunks: [PNGChunk] = []
        var i = 8
        while i < png.count {
            guard i + 12 <= png.count else { throw PNGFormatError("truncated chunk at byte \(i)") }
            let length = Int(readUInt32(png, at: i))
            guard length <= png.count - i - 12 else { throw PNGFormatError("chunk at byte \(i) runs past the end") }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            let chunk = PNGChunk(type: type, data: Array(png[(i + 8)..<(i + 8 + length)]))
            guard chunk.bytes.suffix(4).elementsEqual(png[(i + 8 + length)..<(i + 12 + length)]) else {
                throw PNGFormatError("bad CRC in \(type) chunk at byte \(i)")
            }
            chunks.append(chunk)
            i += 12 + length
        }
        return chunks
    }

    /// Appends `value` big-endian (PNG's byte order).
    static func appendUInt32(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends `value` big-endian.
    static func appendUInt16(_ value: UInt16, to out: inout [UInt8]) {
        out += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    /// The big-endian 32-bit value at `offset`.
    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// The big-endian 16-bit value at `offset`.
    static func readUInt16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
}

/// A PNG or APNG stream that cannot be taken apart or decoded; `reason` says why.
public struct PNGFormatError: Error, CustomStringConvertible, Equatable {
    /// What was wrong.
    public var reason: String
    init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
