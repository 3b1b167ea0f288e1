import Foundation

/// A player's avatar: a symbol and a colour from LanParty's fixed set (Docs/Protocol.md "Avatars").
///
/// The set is small on purpose: every symbol is one cell of terminal text and is drawn by the page
/// with its own SVG (no font from the network), every colour has a CSS value and an ANSI one.
public struct AvatarConfig: Hashable, Sendable, Codable {
    /// The symbol.
    public var symbol: AvatarSymbol
    /// The colour.
    public var color: AvatarColor

    /// An avatar.
    public init(symbol: AvatarSymbol, color: AvatarColor) {
        self.symbol = symbol
        self.color = color
    }

    /// The avatar a player has until they pick one: a stable hash of the name (FNV-1a, 32 bits, over
    /// its UTF-8 bytes) picks the symbol (`hash % 12`) and the colour (`(hash >> 8) % 8`), so every
    /// client draws the same one without asking (the page does it in `avatars.js`).
    public static func derived(from name: String) -> AvatarConfig {
        let hash = fnv1a(name)
        let symbols = AvatarSymbol.allCases, colors = AvatarColor.allCases
        return AvatarConfig(
            symbol: symbols[Int(hash % UInt32(symbols.count))], color: colors[Int((hash >> 8) % UInt32(colors.count))])
    }

    /// `symbol:color`, e.g. `star:red`: how the CLI takes it and the record keeps it.
    public var compact: String { "\(symbol.rawValue):\(color.rawValue)" }

    /// Parses `SYMBOL[:COLOUR]` (``compact``; the symbol by name or as its glyph, e.g. `★:blue`). A
    /// missing colour is `fallback`'s; anything outside the set is an ``AvatarError``.
    public init(parsing text: String, fallback: AvatarConfig) throws(AvatarError) {
        guard text.utf8.count <= 64 else { throw AvatarError(.tooLong, text: String(text.prefix(64))) }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        guard let symbolText = parts.first, let symbol = AvatarSymbol(named: symbolText) else {
            throw AvatarError(.unknownSymbol, text: parts.first ?? text)
        }
        var color = fallback.color
        if parts.count == 2 {
            guard let named = AvatarColor(rawValue: parts[1]) else { throw AvatarError(.unknownColor, text: parts[1]) }
            color = named
        }
        self.init(symbol: symbol, color: color)
    }

    /// The JSON object on the wire: `{"version": 2, "baseSymbol": NAME, "backgroundColorHex": "#RRGGBB"}`
    /// (the keys of the first profiles, so older builds still decode it).
    struct Wire: Codable {
        var version: Int?
        var baseSymbol: String?
        var backgroundColorHex: String?

        /// The avatar, when both parts are in the set (hex compared case-insensitively).
        var config: AvatarConfig? {
            guard let name = baseSymbol, let symbol = AvatarSymbol(rawValue: name),
                let hex = backgroundColorHex, let color = AvatarColor(hex: hex)
            else { return nil }
            return AvatarConfig(symbol: symbol, color: color)
        }
    }

    /// Decodes the wire object; one outside the set is a `dataCorrupted` error (a profile falls back
    /// to the name's avatar instead, see ``PlayerProfile``).
    public init(from decoder: any Decoder) throws {
        guard let config = try Wire(from: decoder).config else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "avatar outside the set"))
        }
        self = config
    }

    /// Encodes the wire object, version 2.
    public func encode(to encoder: any Encoder) throws {
        try Wire(version: 2, baseSymbol: symbol.rawValue, backgroundColorHex: color.hex).encode(to: encoder)
    }

    private static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }
}

/// Why an avatar given as text (`lanjoin --avatar`) was refused.
public struct AvatarError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Code: String, Sendable {
        /// Not one of ``AvatarSymbol``'s names or glyphs.
        case unknownSymbol
        /// Not one of ``AvatarColor``'s names.
        case unknownColor
        /// Longer than any avatar (64 bytes).
        case tooLong
    }

    /// What was wrong.
    public let code: Code
    /// The part refused.
    public let text: String

    /// An error.
    public init(_ code: Code, text: String) {
        self.code = code
        self.text = text
    }

    /// A sentence naming the choices.
    public var description: String {
        let symbols = AvatarSymbol.allCases.map { "\($0.rawValue) \($0.glyph)" }.joined(separator: ", ")
        let colors = AvatarColor.allCases.map(\.rawValue).joined(separator: ", ")
        switch code {
        case .unknownSymbol: return "'\(text)' is not an avatar symbol; choose one of: \(symbols)"
        case .unknownColor: return "'\(text)' is not an avatar colour; choose one of: \(colors)"
        case .tooLong: return "that avatar is too long: give SYMBOL or SYMBOL:COLOUR, e.g. star:red"
        }
    }
}

extension AvatarConfig {
    /// The avatar from its ``compact`` form exactly (`star:red`), `nil` for anything else (a value a
    /// newer build wrote): how the record reads what it kept.
    public init?(recorded text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let symbol = AvatarSymbol(rawValue: String(parts[0])),
            let color = AvatarColor(rawValue: String(parts[1]))
        else { return nil }
        self.init(symbol: symbol, color: color)
    }
}
