import GameCore

/// Encoding and decoding of the lobby TXT record (pure functions, no Avahi).
extension LobbyAdvertisement {
    /// The TXT entries to publish, `key=value`, one per ``LobbyTXTKey`` in declaration order (`web`
    /// only when there is a ``webPort``).
    ///
    /// Validates everything first, so a bad advertisement is a typed error and nothing is published.
    public func txtRecord() throws(LobbyTXTError) -> [String] {
        try Self.validateLobbyName(lobbyName)
        guard port != 0 else { throw LobbyTXTError(.invalidPort) }
        guard (0...LobbyTXTLimits.maxCount).contains(protocolVersion) else {
            throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.protocolVersion.rawValue)
        }
        guard Self.isValidGameID(game.rawValue) else {
            throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.game.rawValue)
        }
        guard (1...LobbyTXTLimits.maxCount).contains(maxPlayers) else {
            throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.maxPlayers.rawValue)
        }
        guard (0...maxPlayers).contains(players) else {
            throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.players.rawValue)
        }
        guard Self.isValidPhase(phase.wireValue) else {
            throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.phase.rawValue)
        }
        if webPort == 0 { throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.webPort.rawValue) }
        var entries: [String] = []
        for key in LobbyTXTKey.allCases {
            guard let value = value(for: key) else { continue }
            let entry = "\(key.rawValue)=\(value)"
            guard entry.utf8.count <= LobbyTXTLimits.maxEntryBytes else { throw LobbyTXTError(.entryTooLong, key: key.rawValue) }
            entries.append(entry)
        }
        return entries
    }

    /// Decodes a received record. `txt` is the raw TXT strings as Avahi hands them over.
    ///
    /// Unknown keys are ignored (newer builds may add some); a required key that is missing or
    /// malformed is a typed error. Sizes are checked before anything is copied.
    public init(lobbyName: String, port: UInt16, txt: [[UInt8]]) throws(LobbyTXTError) {
        try self.init(lobbyName: lobbyName, port: port, fields: try Self.parseTXT(txt))
    }

    /// Decodes from already parsed fields (see ``parseTXT(_:)``).
    public init(lobbyName: String, port: UInt16, fields: [String: String]) throws(LobbyTXTError) {
        guard port != 0 else { throw LobbyTXTError(.invalidPort) }
        func text(_ key: LobbyTXTKey) throws(LobbyTXTError) -> String {
            guard let value = fields[key.rawValue] else { throw LobbyTXTError(.missingKey, key: key.rawValue) }
            return value
        }
        func count(_ key: LobbyTXTKey, atLeast minimum: Int) throws(LobbyTXTError) -> Int {
            guard let value = Self.parseCount(try text(key)), value >= minimum else {
                throw LobbyTXTError(.invalidValue, key: key.rawValue)
            }
            return value
        }
        let protocolVersion = try count(.protocolVersion, atLeast: 0)
        let game = try text(.game)
        guard Self.isValidGameID(game) else { throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.game.rawValue) }
        guard let gameVersion = SemanticVersion(try text(.gameVersion)) else {
            throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.gameVersion.rawValue)
        }
        let maxPlayers = try count(.maxPlayers, atLeast: 1)
        let players = try count(.players, atLeast: 0)
        guard players <= maxPlayers else { throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.players.rawValue) }
        let isPrivate: Bool
        switch try text(.isPrivate) {
        case "0": isPrivate = false
        case "1": isPrivate = true
        default: throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.isPrivate.rawValue)
        }
        let phase = try text(.phase)
        guard Self.isValidPhase(phase) else { throw LobbyTXTError(.invalidValue, key: LobbyTXTKey.phase.rawValue) }
        self.init(
            lobbyName: lobbyName, port: port, game: GameID(rawValue: game), gameVersion: gameVersion,
            players: players, maxPlayers: maxPlayers, isPrivate: isPrivate, phase: LobbyPhase(wireValue: phase),
            webPort: fields[LobbyTXTKey.webPort.rawValue].flatMap(Self.parsePort), protocolVersion: protocolVersion)
    }

    /// Splits raw TXT strings into `key -> value` (RFC 6763 §6): keys are case-insensitive and stored
    /// lowercased, the first occurrence of a key wins, entries without `=` (boolean attributes) and
    /// entries that are not UTF-8 are skipped.
    public static func parseTXT(_ txt: [[UInt8]]) throws(LobbyTXTError) -> [String: String] {
        guard txt.count <= LobbyTXTLimits.maxEntries else { throw LobbyTXTError(.tooManyEntries) }
        var fields: [String: String] = [:]
        for entry in txt {
            guard entry.count <= LobbyTXTLimits.maxEntryBytes else { throw LobbyTXTError(.entryTooLong) }
            guard let separator = entry.firstIndex(of: UInt8(ascii: "=")), separator > 0,
                let key = String(validating: entry[..<separator], as: UTF8.self),
                let value = String(validating: entry[(separator + 1)...], as: UTF8.self)
            else { continue }
            let normalizedKey = key.lowercased()
            if fields[normalizedKey] == nil { fields[normalizedKey] = value }
        }
        return fields
    }

    /// Checks a lobby name against DNS-SD's rules: 1-63 bytes of UTF-8, no control characters.
    public static func validateLobbyName(_ name: String) throws(LobbyTXTError) {
        guard (1...LobbyTXTLimits.maxLobbyNameBytes).contains(name.utf8.count),
            !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw LobbyTXTError(.invalidLobbyName) }
    }

    private func value(for key: LobbyTXTKey) -> String? {
        switch key {
        case .protocolVersion: String(protocolVersion)
        case .game: game.rawValue
        case .gameVersion: gameVersion.description
        case .players: String(players)
        case .maxPlayers: String(maxPlayers)
        case .isPrivate: isPrivate ? "1" : "0"
        case .phase: phase.wireValue
        case .webPort: webPort.map(String.init)
        }
    }

    /// Non-negative decimal without sign or spaces, at most ``LobbyTXTLimits/maxCount``.
    private static func parseCount(_ text: String) -> Int? {
        guard (1...4).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    /// A decimal port 1-65535 without sign or spaces.
    private static func parsePort(_ text: String) -> UInt16? {
        guard (1...5).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let port = UInt16(text), port != 0
        else { return nil }
        return port
    }

    /// Printable ASCII without spaces, 1-64 bytes.
    private static func isValidGameID(_ text: String) -> Bool {
        (1...LobbyTXTLimits.maxGameIDBytes).contains(text.utf8.count) && text.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// Lowercase ASCII letters, 1-32 bytes (room for phases from newer builds).
    private static func isValidPhase(_ text: String) -> Bool {
        (1...32).contains(text.utf8.count) && text.utf8.allSatisfy { (0x61...0x7A).contains($0) }
    }
}
