import Connectivity
import GameCore
import Testing

@Suite("Lobby TXT record: encoding")
struct LobbyTXTEncodingTests {
    static let lobby = LobbyAdvertisement(
        lobbyName: "Friday Night", port: 7000, game: "crazy-eights", gameVersion: SemanticVersion(1, 2, 3),
        players: 2, maxPlayers: 6, isPrivate: true, phase: .playing, webPort: 7001)

    @Test func encodesExactlyTheSpecKeysInOrder() throws {
        let entries = try Self.lobby.txtRecord()
        #expect(entries == ["v=\(ProtocolVersion.current)", "game=crazy-eights", "gv=1.2.3", "players=2", "max=6",
                            "private=1", "state=playing", "web=7001"])
    }

    @Test func aHostWithoutABrowserPagePublishesNoWebKey() throws {
        var lobby = Self.lobby
        lobby.webPort = nil
        #expect(try lobby.txtRecord().last == "state=playing")
        lobby.webPort = 0
        #expect(throws: LobbyTXTError(.invalidValue, key: "web")) { try lobby.txtRecord() }
    }

    @Test func publishesNoOtherKeyForPrivateLobbies() throws {
        // There is no field for a passcode, hash or salt; the record has exactly SPEC §4's keys.
        let keys = try Self.lobby.txtRecord().map { String($0.prefix(while: { $0 != "=" })) }
        #expect(Set(keys) == Set(LobbyTXTKey.allCases.map(\.rawValue)))
        #expect(keys.count == LobbyTXTKey.allCases.count)
    }

    @Test(arguments: [
        LobbyAdvertisement(lobbyName: "A", port: 1, game: "g", gameVersion: SemanticVersion(0, 1, 0), players: 0,
                           maxPlayers: 1),
        LobbyAdvertisement(lobbyName: String(repeating: "é", count: 31) + "x", port: 65535,
                           game: GameID(rawValue: String(repeating: "z", count: 64)),
                           gameVersion: SemanticVersion(12, 0, 7), players: 9_999, maxPlayers: 9_999, isPrivate: true,
                           phase: .unknown("paused")),
        lobby,
    ])
    func roundTrips(_ lobby: LobbyAdvertisement) throws {
        let entries = try lobby.txtRecord()
        let longest = entries.map(\.utf8.count).max() ?? 0
        #expect(longest < 255)
        let decoded = try LobbyAdvertisement(
            lobbyName: lobby.lobbyName, port: lobby.port, txt: entries.map { Array($0.utf8) })
        #expect(decoded == lobby)
    }

    @Test(arguments: [
        ("", LobbyTXTError.Code.invalidLobbyName),
        (String(repeating: "n", count: 64), .invalidLobbyName),
        (String(repeating: "é", count: 32), .invalidLobbyName),  // 64 bytes
        ("tab\there", .invalidLobbyName),
        ("line\nbreak", .invalidLobbyName),
    ])
    func rejectsBadLobbyNames(_ name: String, _ code: LobbyTXTError.Code) {
        var lobby = Self.lobby
        lobby.lobbyName = name
        #expect(throws: LobbyTXTError(code)) { try lobby.txtRecord() }
    }

    @Test func acceptsSixtyThreeByteNames() throws {
        var lobby = Self.lobby
        lobby.lobbyName = String(repeating: "n", count: 63)
        _ = try lobby.txtRecord()
    }

    @Test func rejectsBadFields() {
        func error(_ change: (inout LobbyAdvertisement) -> Void) -> LobbyTXTError? {
            var lobby = Self.lobby
            change(&lobby)
            do {
                _ = try lobby.txtRecord()
                return nil
            } catch {
                return error
            }
        }
        // Evaluated outside #expect: closures inside #expect are miscompiled in some contexts (Swift 6.3.1).
        let outcomes: [(LobbyTXTError?, LobbyTXTError)] = [
            (error { $0.port = 0 }, LobbyTXTError(.invalidPort)),
            (error { $0.players = 7 }, LobbyTXTError(.invalidValue, key: "players")),
            (error { $0.players = -1 }, LobbyTXTError(.invalidValue, key: "players")),
            (error { $0.maxPlayers = 0 }, LobbyTXTError(.invalidValue, key: "max")),
            (error { $0.maxPlayers = 10_000 }, LobbyTXTError(.invalidValue, key: "max")),
            (error { $0.protocolVersion = -1 }, LobbyTXTError(.invalidValue, key: "v")),
            (error { $0.game = "crazy eights" }, LobbyTXTError(.invalidValue, key: "game")),
            (error { $0.game = "" }, LobbyTXTError(.invalidValue, key: "game")),
            (error { $0.game = GameID(rawValue: String(repeating: "g", count: 65)) },
             LobbyTXTError(.invalidValue, key: "game")),
            (error { $0.phase = .unknown("Playing Now") }, LobbyTXTError(.invalidValue, key: "state")),
        ]
        for (actual, expected) in outcomes {
            #expect(actual == expected)
        }
    }

    @Test func advertiserRefusesAnInvalidAdvertisementBeforeTouchingAvahi() {
        var lobby = Self.lobby
        lobby.players = 99
        #expect(throws: DiscoveryError(.invalidAdvertisement, txtError: LobbyTXTError(.invalidValue, key: "players"))) {
            _ = try LobbyAdvertiser(lobby)
        }
    }
}
