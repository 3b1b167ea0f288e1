/// Constants of the frame layout (Docs/Protocol.md, "Frames").
///
/// ```
/// u32 length            bytes after this field, big-endian, >= 1
/// u8  flags             bit 0: compressed; bits 1-7 reserved (must be 0)
/// [u32 inflatedLength]  only when compressed, big-endian
/// ...                   the envelope, or its zlib (RFC 1950) stream
/// ```
enum FrameHeader {
    /// Size of the length prefix.
    static let lengthFieldSize = 4
    /// Size of the flags byte.
    static let flagsSize = 1
    /// Size of the inflated-length field of compressed frames.
    static let inflatedLengthSize = 4
    /// Flag bit: the body is a zlib stream.
    static let compressedFlag: UInt8 = 0x01
    /// Every flag bit this version defines.
    static let knownFlags: UInt8 = compressedFlag
}
