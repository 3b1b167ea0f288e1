/// Numbers, exactly RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`.
extension PayloadJSONScanner {
    /// A number whose first byte (a digit or `-`) is at `start`; appends its token and returns the
    /// index after it.
    mutating func scanNumber(from start: Int) throws(Failure) -> Int {
        var index = start
        var flags: UInt8 = 0
        if bytes[index] == UInt8(ascii: "-") {
            flags |= Token.isNegative
            index += 1
        }
        guard index < count else { throw Failure(.invalidNumber, at: index) }
        switch bytes[index] {
        case UInt8(ascii: "0"):
            index += 1
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            index = skipDigits(from: index + 1)
        default:
            throw Failure(.invalidNumber, at: index)
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            flags |= Token.isNotInteger
            index = try requireDigits(from: index + 1)
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            flags |= Token.isNotInteger
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            index = try requireDigits(from: index)
        }
        // `01`, `1.2.3`, `1e5e5`, `1-2`: the number's own grammar is broken, not what follows it.
        if index < count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                UInt8(ascii: "+"), UInt8(ascii: "-"):
                throw Failure(.invalidNumber, at: index)
            default:
                break
            }
        }
        tokens.append(Token(.number, flags: flags, start: start, length: index - start))
        return index
    }

    /// At least one digit from `start`; returns the index after the last.
    private func requireDigits(from start: Int) throws(Failure) -> Int {
        guard start < count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else {
            throw Failure(.invalidNumber, at: start)
        }
        return skipDigits(from: start + 1)
    }

    /// The index of the first non-digit at or after `start`.
    private func skipDigits(from start: Int) -> Int {
        var index = start
        while index < count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index
    }
}
