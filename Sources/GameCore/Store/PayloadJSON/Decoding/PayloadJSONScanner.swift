/// One pass over the input that checks all of RFC 8259 (strings, escapes, UTF-8 and numbers too,
/// not only the structure) and writes the flat token index the decoder walks.
///
/// Iterative, with an explicit stack of open containers bounded by `maximumDepth`, so hostile
/// nesting costs neither recursion nor memory beyond the input's size.
struct PayloadJSONScanner {
    typealias Token = PayloadJSONToken
    typealias Failure = PayloadJSONSyntaxError

    /// The input.
    let bytes: UnsafePointer<UInt8>
    /// Its length.
    let count: Int
    /// The deepest nesting of arrays and objects accepted.
    let maximumDepth: Int
    /// The index being written.
    var tokens: [Token] = []

    /// Scans `input` and returns its token index.
    static func scan(_ input: UnsafeRawBufferPointer, maximumDepth: Int) throws(Failure) -> [Token] {
        guard let base = input.baseAddress, !input.isEmpty else { throw Failure(.empty, at: 0) }
        guard input.count < Int(UInt32.max) else { throw Failure(.tooLarge, at: 0) }
        var scanner = PayloadJSONScanner(
            bytes: base.assumingMemoryBound(to: UInt8.self), count: input.count, maximumDepth: max(0, maximumDepth))
        // A token per 8 bytes is about what payloads need (a 678-byte Crazy Eights view has 62);
        // denser input grows the array, to at most a token per 2 bytes.
        scanner.tokens.reserveCapacity(input.count / 8 + 2)
        // The stack never holds more containers than the input has bytes.
        let stackCapacity = min(scanner.maximumDepth, input.count) + 1
        try withUnsafeTemporaryAllocation(of: UInt32.self, capacity: stackCapacity) { (stack) throws(Failure) in
            try scanner.scanDocument(stack: stack)
        }
        return scanner.tokens
    }

    /// The document: one value, then only whitespace.
    private mutating func scanDocument(stack: UnsafeMutableBufferPointer<UInt32>) throws(Failure) {
        var depth = 0
        var index = skipWhitespace(from: 0)
        if index == count { throw Failure(.empty, at: index) }
        while true {
            // A value starts at `index` (after whitespace).
            guard index < count else { throw Failure(.unexpectedEnd, at: index) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index = try scanString(from: index + 1)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                index = try scanNumber(from: index)
            case UInt8(ascii: "t"):
                index = try scanLiteral("true", .true, at: index)
            case UInt8(ascii: "f"):
                index = try scanLiteral("false", .false, at: index)
            case UInt8(ascii: "n"):
                index = try scanLiteral("null", .null, at: index)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < maximumDepth else { throw Failure(.tooDeep, at: index) }
                let isObject = byte == UInt8(ascii: "{")
                stack[depth] = UInt32(truncatingIfNeeded: tokens.count)
                depth += 1
                tokens.append(Token(isObject ? .object : .array, start: index))
                index = skipWhitespace(from: index + 1)
                guard index < count else { throw Failure(.unexpectedEnd, at: index) }
                if bytes[index] == byte + 2 {  // `}` is `{` + 2, `]` is `[` + 2
                    depth -= 1
                    tokens[tokens.count - 1].length = UInt32(truncatingIfNeeded: tokens.count)
                    index += 1
                } else {
                    if isObject { index = try scanKey(at: index, object: tokens.count - 1) }
                    continue
                }
            default:
                throw Failure(.unexpectedByte, at: index)
            }
            // After a value: a separator, or closings of the containers it ends.
            index = try scanAfterValue(from: index, stack: stack, depth: &depth)
            if depth < 0 { return }
        }
    }

    /// Consumes what follows a value: closing brackets (and the containers they end), then a comma
    /// and the next key; returns where the next value starts, or sets `depth` to -1 at the end.
    private mutating func scanAfterValue(
        from start: Int, stack: UnsafeMutableBufferPointer<UInt32>, depth: inout Int
    ) throws(Failure) -> Int {
        var index = start
        while true {
            index = skipWhitespace(from: index)
            guard depth > 0 else {
                guard index == count else { throw Failure(.trailingData, at: index) }
                depth = -1
                return index
            }
            let container = Int(stack[depth - 1])
            tokens[container].count &+= 1
            guard index < count else { throw Failure(.unexpectedEnd, at: index) }
            let byte = bytes[index]
            let isObject = tokens[container].kind == .object
            if byte == UInt8(ascii: ",") {
                index = skipWhitespace(from: index + 1)
                if index < count, bytes[index] == UInt8(ascii: "]") || bytes[index] == UInt8(ascii: "}") {
                    throw Failure(.trailingComma, at: index)
                }
                return isObject ? try scanKey(at: index, object: container) : index
            }
            guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                throw Failure(.unexpectedByte, at: index)
            }
            tokens[container].length = UInt32(truncatingIfNeeded: tokens.count)
            if isObject { try checkDuplicateKeys(object: container) }
            depth -= 1
            index += 1
        }
    }

    /// A member's key, its colon and the whitespace before the value; returns where the value starts.
    private mutating func scanKey(at start: Int, object: Int) throws(Failure) -> Int {
        guard start < count else { throw Failure(.unexpectedEnd, at: start) }
        guard bytes[start] == UInt8(ascii: "\"") else { throw Failure(.unexpectedByte, at: start) }
        var index = try scanString(from: start + 1)
        let key = tokens.count - 1
        tokens[key].count = keyHash(tokens[key])
        if !tokens[key].isPlainASCII { tokens[object].flags |= Token.hasComplexKeys }
        index = skipWhitespace(from: index)
        guard index < count else { throw Failure(.unexpectedEnd, at: index) }
        guard bytes[index] == UInt8(ascii: ":") else { throw Failure(.unexpectedByte, at: index) }
        return skipWhitespace(from: index + 1)
    }

    /// `true`, `false` or `null`, whose first byte is at `start`.
    private mutating func scanLiteral(_ word: StaticString, _ kind: Token.Kind, at start: Int) throws(Failure) -> Int {
        let length = word.utf8CodeUnitCount
        let letters = word.utf8Start
        for offset in 1..<length {
            guard start + offset < count else { throw Failure(.unexpectedEnd, at: start + offset) }
            guard bytes[start + offset] == letters[offset] else { throw Failure(.unexpectedByte, at: start + offset) }
        }
        tokens.append(Token(kind, start: start))
        return start + length
    }

    /// The first index at or after `start` that is not JSON whitespace (space, tab, CR, LF).
    @inline(__always)
    func skipWhitespace(from start: Int) -> Int {
        var index = start
        while index < count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return index
            }
        }
        return index
    }
}
