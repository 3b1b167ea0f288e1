import Connectivity
import GameCore
import Testing

@Suite("Lobby TXT record: decoding")
struct LobbyTXTDecodingTests {
    static let valid = ["v=1", "game=crazy-eights", "gv=1.0.0", "players=2", "max=4", "private=0", "state=lobby"]

    static func decode(_ entries: [String]) throws(LobbyTXTError) -> LobbyAdvertisement {
        try LobbyAdvertisement(lobbyName: "L", port: 9, txt: entries.map { Array($0.utf8) })
    }

    static func replacing(_ key: String, with entry: String?) -> [String] {
        valid.compactMap { $0.hasPrefix(key + "=") ? entry : $0 }
    }

    @Test func decodesAValidRecord() throws {
        let lobby = try Self.decode(Self.valid)
        #expect(lobby == LobbyAdvertisement(
            lobbyName: "L", port: 9, game: "crazy-eights", gameVersion: SemanticVersion(1, 0, 0), players: 2,
            maxPlayers: 4, isPrivate: false, phase: .lobby, protocolVersion: 1))
    }

    @Test func keysAreCaseInsensitiveAndTheFirstOccurrenceWins() throws {
        let lobby = try Self.decode(["PLAYERS=3", "players=1"] + Self.replacing("players", with: nil))
        #expect(lobby.players == 3)
    }

    @Test func ignoresUnknownKeysAttributesAndNonUTF8() throws {
        var raw = Self.valid.map { Array($0.utf8) }
        raw.append(Array("future=yes".utf8))
        raw.append(Array("flag".utf8))
        raw.append([0x78, 0x3D, 0xFF, 0xFE])  // "x=" + invalid UTF-8
        let fields = try LobbyAdvertisement.parseTXT(raw)
        #expect(fields["future"] == "yes")
        #expect(fields["flag"] == nil)
        #expect(fields["x"] == nil)
        _ = try LobbyAdvertisement(lobbyName: "L", port: 9, txt: raw)
    }

    @Test func readsTheWebPortAndIgnoresOneItCannotRead() throws {
        #expect(try Self.decode(Self.valid + ["web=7001"]).webPort == 7001)
        #expect(try Self.decode(Self.valid).webPort == nil)
        for entry in ["web=0", "web=65536", "web=http", "web=", "web=-1", "web= 80"] {
            // A bad optional key must not hide an otherwise joinable lobby.
            #expect(try Self.decode(Self.valid + [entry]).webPort == nil, "\(entry)")
        }
    }

    @Test(arguments: LobbyTXTKey.required)
    func reportsEachMissingKey(_ key: LobbyTXTKey) {
        #expect(throws: LobbyTXTError(.missingKey, key: key.rawValue)) {
            try Self.decode(Self.replacing(key.rawValue, with: nil))
        }
    }

    @Test(arguments: [
        ("v", "v=-1"), ("v", "v=+1"), ("v", "v=12345"), ("v", "v="),
        ("players", "players=abc"), ("players", "players=5"), ("players", "players= 1"),
        ("max", "max=0"), ("private", "private=2"), ("private", "private=yes"),
        ("gv", "gv=one"), ("gv", "gv=1.2.3.4"), ("game", "game=two words"), ("state", "state=LOBBY!"),
    ])
    func rejectsInvalidValues(_ key: String, _ entry: String) {
        #expect(throws: LobbyTXTError(.invalidValue, key: key)) {
            try Self.decode(Self.replacing(key, with: entry))
        }
    }

    @Test func keepsUnknownPhasesFromNewerBuilds() throws {
        #expect(try Self.decode(Self.replacing("state", with: "state=paused")).phase == .unknown("paused"))
    }

    @Test func boundsEntriesAndTheirSize() {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 255)
        #expect(throws: LobbyTXTError(.entryTooLong)) { try LobbyAdvertisement.parseTXT([long]) }
        let many = (0...LobbyTXTLimits.maxEntries).map { Array("k\($0)=v".utf8) }
        #expect(throws: LobbyTXTError(.tooManyEntries)) { try LobbyAdvertisement.parseTXT(many) }
        #expect(throws: LobbyTXTError(.invalidPort)) {
            try LobbyAdvertisement(lobbyName: "L", port: 0, txt: Self.valid.map { Array($0.utf8) })
        }
    }
}
