import Glibc

/// Reads a picture's pixel size from its file header without decoding it, so that a huge file
/// can be refused before it takes gigabytes of memory. Knows PNG and JPEG; nil for anything else.
package enum ImageHeader {
    /// How much of a file the header reader looks at.
    package static let headLength = 64 * 1024

    static func pixelSize(ofFileAt path: String) -> (width: Int, height: Int)? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: headLength)
        let count = head.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        return pixelSize(ofHead: Array(head.prefix(count)))
    }

    /// The pixel size a file starting with `bytes` declares, read as `pixelSize(ofFileAt:)`
    /// reads a file's first `headLength` bytes.
    package static func pixelSize(ofHead bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24 else { return nil }
        func big16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func big32(_ i: Int) -> Int { big16(i) << 16 | big16(i + 2) }
        // PNG: the signature, then the IHDR chunk with width and height.
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return (big32(16), big32(20))
        }
        // JPEG: walk the segments to a start-of-frame marker (SOF0…SOF15, not DHT/JPG/DAC).
        guard bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF {
                i += 1
                continue
            }
            let length = big16(i + 2)
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (big16(i + 7), big16(i + 5))
            }
            i += 2 + length
        }
        return nil
    }
}
