import Connectivity
import CrazyEights
import Foundation
import GameCore

/// Representative wire messages, built once.
public enum SampleMessages {
    /// A Crazy Eights card play (small, never compressed).
    public static let action: Message = {
        let sample = CrazyEightsSample.make()
        return .gameAction(GameAction(sequence: 42, payload: GamePayloadCodec.encode(sample.action)))
    }()

    /// A Crazy Eights player's view mid-game (large enough to be compressed by default).
    public static let crazyEightsState: Message = {
        let sample = CrazyEightsSample.make()
        return .gameState(
            GameState(
                round: 1, stateSequence: sample.host.stateSequence, lastAppliedAction: 41,
                payload: sample.actorViewPayload))
    }()

    /// A ``TallyGame`` view (the harness's broadcast; below the compression threshold).
    public static let tallyState: Message = .gameState(
        GameState(
            round: 1, stateSequence: 123_456, lastAppliedAction: 15_432,
            payload: GamePayloadCodec.encode(TallyGame.View(total: 123_455))))

    /// A lobby of eight members (sent to everyone on every lobby change).
    public static let lobbyUpdate = lobbyUpdate(members: 8)

    /// A lobby of `count` members, the host included.
    public static func lobbyUpdate(members count: Int) -> Message {
        let host = PlayerProfile(id: Identities.player(100), username: "Host")
        let members = [LobbyMember(profile: host, isReady: true, isHost: true)]
            + (1..<count).map {
                LobbyMember(profile: PlayerProfile(id: Identities.player($0), username: "Player \($0)"), isReady: $0 % 2 == 0)
            }
        let info = LobbyInfo(
            id: Identities.player(999), name: "Friday night", game: CrazyEights.versionInfo, hostProfile: host,
            members: members, maxPlayers: count, isPrivate: false,
            settings: GameSettingsCodec.encode(CrazyEights.defaultSettings))
        return .lobbyUpdate(LobbyUpdate(lobby: info))
    }
}

extension SampleMessages {
    /// A ``TallyGame`` action as a client sends it (the echo baselines use its frame size).
    public static let tallyAction: Message = .gameAction(
        GameAction(sequence: 15_433, payload: GamePayloadCodec.encode(TallyGame.Action(amount: 1))))
}
