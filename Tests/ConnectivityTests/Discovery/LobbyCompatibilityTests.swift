import Connectivity
import GameCore
import Testing

@Suite("Lobby compatibility")
struct LobbyCompatibilityTests {
    static let games = [
        GameVersionInfo(id: "crazy-eights", version: SemanticVersion(1, 4, 0)),
        GameVersionInfo(id: "hexflow", version: SemanticVersion(0, 3, 1)),
    ]

    static func judge(_ entries: [String]) -> LobbyCompatibility {
        let raw = entries.map { Array($0.utf8) }
        let fields = (try? LobbyAdvertisement.parseTXT(raw)) ?? [:]
        let advertisement = Result { () throws(LobbyTXTError) in
            try LobbyAdvertisement(lobbyName: "L", port: 9, fields: fields)
        }
        return LobbyCompatibility.evaluate(fields: fields, advertisement: advertisement, supportedGames: games)
    }

    static func record(v: String = String(ProtocolVersion.current), game: String = "crazy-eights", gv: String = "1.0.0") -> [String] {
        ["v=\(v)", "game=\(game)", "gv=\(gv)", "players=1", "max=4", "private=0", "state=lobby"]
    }

    @Test func sameProtocolAndCompatibleGameIsJoinable() {
        #expect(Self.judge(Self.record(gv: "1.9.2")) == .joinable)
        #expect(Self.judge(Self.record(game: "hexflow", gv: "0.3.0")) == .joinable)
        #expect(Self.judge(Self.record()).isJoinable)
    }

    @Test func anotherProtocolVersionIsJudgedFirst() {
        // A newer protocol may change the other keys, so they are not required to parse.
        let newer = ProtocolVersion.current + 1
        #expect(Self.judge(["v=\(newer)"]) == .protocolMismatch(advertised: newer))
        #expect(Self.judge(Self.record(v: "0")) == .protocolMismatch(advertised: 0))
        #expect(Self.judge(["game=crazy-eights"]) == .protocolMismatch(advertised: nil))
        #expect(!Self.judge(["v=\(newer)"]).isJoinable)
    }

    @Test func unknownGameIsUnsupported() {
        #expect(Self.judge(Self.record(game: "chess")) == .unsupportedGame("chess"))
    }

    @Test func incompatibleGameVersionsAreMarked() {
        #expect(Self.judge(Self.record(gv: "2.0.0"))
                == .gameVersionMismatch(advertised: SemanticVersion(2, 0, 0), supported: SemanticVersion(1, 4, 0)))
        // Before 1.0 the minor version must match too.
        #expect(Self.judge(Self.record(game: "hexflow", gv: "0.4.0"))
                == .gameVersionMismatch(advertised: SemanticVersion(0, 4, 0), supported: SemanticVersion(0, 3, 1)))
    }

    @Test func malformedRecordsAreMarked() {
        #expect(Self.judge(Self.record(gv: "latest")) == .malformedAdvertisement(LobbyTXTError(.invalidValue, key: "gv")))
        #expect(Self.judge(["v=\(ProtocolVersion.current)"]) == .malformedAdvertisement(LobbyTXTError(.missingKey, key: "game")))
    }
}
