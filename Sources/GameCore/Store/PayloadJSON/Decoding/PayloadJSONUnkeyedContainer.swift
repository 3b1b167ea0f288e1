/// A JSON array's elements in order. Three words (fits `any UnkeyedDecodingContainer` without
/// allocating): the document, the array's and the next element's positions, the element number.
struct PayloadJSONUnkeyedContainer: UnkeyedDecodingContainer {
    typealias Failure = PayloadJSONValueFailure

    let document: PayloadJSONDocument
    /// The array's token.
    private let array: UInt32
    /// The next element's token (the array's end once every element is read).
    private var cursor: UInt32
    /// The next element's number. As in Foundation, `decodeIfPresent` at the end still counts up.
    private(set) var currentIndex = 0

    init(document: PayloadJSONDocument, array: Int) {
        self.document = document
        self.array = UInt32(truncatingIfNeeded: array)
        self.cursor = UInt32(truncatingIfNeeded: array + 1)
    }

    /// Rebuilt from the array's position on each call.
    var codingPath: [any CodingKey] { document.codingPath(to: Int(array)) }

    var count: Int? { Int(document.tokens[Int(array)].count) }

    var isAtEnd: Bool { currentIndex >= Int(document.tokens[Int(array)].count) }

    /// Whether an element is left to read.
    private var hasNext: Bool { cursor < document.tokens[Int(array)].length }

    mutating func decodeNil() throws -> Bool {
        let position = try next(Never.self)
        guard document.kind(at: position) == .null else { return false }
        advance()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let position = try next(T.self)
        let value = try document.decode(type, at: position) { elementPath }
        advance()
        return value
    }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard hasNext, document.kind(at: Int(cursor)) != .null else {
            advance()
            return nil
        }
        let value = try document.decode(type, at: Int(cursor)) { elementPath }
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let position = try next(
            KeyedDecodingContainer<NestedKey>.self, "Cannot get nested keyed container -- unkeyed container is at end.")
        let container = try PayloadJSONValueDecoder(document: document, position: position).container(keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let position = try next(
            (any UnkeyedDecodingContainer).self, "Cannot get nested unkeyed container -- unkeyed container is at end.")
        let container = try PayloadJSONValueDecoder(document: document, position: position).unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let position = try next((any Decoder).self, "Cannot get superDecoder() -- unkeyed container is at end.")
        advance()
        return PayloadJSONValueDecoder(document: document, position: position)
    }

    // MARK: - Cursor

    /// The next element's position, or `valueNotFound(type)` at the end.
    @inline(__always)
    func next(_ type: Any.Type, _ message: @autoclosure () -> String = "Unkeyed container is at end.") throws -> Int {
        guard hasNext else {
            throw DecodingError.valueNotFound(type, .init(codingPath: elementPath, debugDescription: message()))
        }
        return Int(cursor)
    }

    /// Moves past the next element (only the element number once at the end).
    @inline(__always)
    mutating func advance() {
        if hasNext { cursor = UInt32(truncatingIfNeeded: document.nextSibling(of: Int(cursor))) }
        currentIndex += 1
    }

    /// The path of the next element.
    var elementPath: [any CodingKey] { codingPath + [PayloadJSONCodingKey(index: currentIndex)] }

    /// Reads the next element with `read`; a failure becomes a `DecodingError` at its path.
    @inline(__always)
    mutating func value<T>(_ read: (PayloadJSONDocument, Int) throws(Failure) -> T) throws -> T {
        let position = try next(T.self)
        do throws(Failure) {
            let value = try read(document, position)
            advance()
            return value
        } catch {
            throw error.decodingError(T.self, at: elementPath)
        }
    }

    /// As ``value(_:)``, but `nil` (and a step forward) at the end or for `null`.
    @inline(__always)
    mutating func valueIfPresent<T>(_ read: (PayloadJSONDocument, Int) throws(Failure) -> T) throws -> T? {
        guard hasNext, document.kind(at: Int(cursor)) != .null else {
            advance()
            return nil
        }
        do throws(Failure) {
            let value = try read(document, Int(cursor))
            advance()
            return value
        } catch {
            throw error.decodingError(T.self, at: elementPath)
        }
    }
}
