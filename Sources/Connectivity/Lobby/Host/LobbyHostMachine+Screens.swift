import Foundation
import GameCore

/// Big screens (`hello.screen`, Docs/Protocol.md "Screens"): a TV that shows the room the lobby and
/// the game. A screen takes no seat, has no name and counts in no limit of players or spectators;
/// it gets every `lobbyUpdate` and `startGame`, and the game sends it the spectator's view. It may
/// only ping, answer pings and leave. It is never held: a screen that drops says `hello` again and
/// is a new screen, shown the lobby as it is.
extension LobbyHostMachine {
    /// The most screens one lobby shows at once; one more is refused as `screensFull`.
    public static let maximumScreens = 8

    /// The screens' ids (in the order they opened), the game's spectators beside the members.
    public var screenIDs: [UUID] { screens.map(\.id) }

    /// Every open connection of a member or a screen: who is told about the lobby and its games.
    func audienceConnections(except excluded: ConnectionID? = nil) -> [ConnectionID] {
        memberConnections(except: excluded) + screens.map(\.connection).filter { $0 != excluded }
    }

    /// A `hello` with `screen: true` that passed the protocol, game, passcode and ban checks.
    mutating func admitScreen(_ hello: Hello, on id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard screens.count < Self.maximumScreens else {
            let text = "This lobby already shows \(Self.maximumScreens) screens; close one to open another"
            return reject(id, hello: hello, .screensFull, text, at: now)
        }
        let screen = UUID.random(using: &random)
        let heartbeat = Heartbeat(timings: timings, now: now)
        connections[id]?.phase = .watching(screen, heartbeat)
        screens.append(ScreenSeat(id: screen, connection: id))
        screenGeneration &+= 1
        roster.screenCount = screens.count
        let accepted = JoinAccepted(lobby: roster.info, playerId: screen, resumeToken: "", role: .screen, resumed: false)
        return [.cancel(.handshake(id)), .send(.joinAccepted(accepted), to: id)]
            + rearm(heartbeat, on: id) + [.emit(.screenOpened(screen))] + broadcastLobby(except: id)
    }

    /// A message from a screen: pings and `leave`; anything else is answered with an error.
    mutating func receivedFromScreen(
        _ message: Message, screen: UUID, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        switch message {
        case .ping(let ping):
            return [.send(.pong(Pong(id: ping.id)), to: id)]
        case .pong(let pong):
            guard case .watching(_, var heartbeat) = connections[id]?.phase else { return [] }
            _ = heartbeat.receivedPong(pong, at: now)
            connections[id]?.phase = .watching(screen, heartbeat)
            return []
        case .leave:
            return [.cancel(.heartbeat(id)), .close(id, .left)] + screenGone(on: id)
        case .background, .foreground, .error:
            return []
        case .setReady, .gameAction, .gameCommand, .lobbyRequest, .hello, .challenge, .challengeResponse, .joinAccepted,
            .joinRejected, .lobbyUpdate, .kickPlayer, .startGame, .actionRejected, .gameState, .gameOver, .renderedFace,
            .renderedView, .commandAnswer, .requestRefused, .notice, .claimPending:
            let error = ErrorMessage(code: .unexpectedMessage, message: "A screen only watches: \(message.typeName) is not for it")
            return [.send(.error(error), to: id)]
        }
    }

    /// Forgets the screen on `id` (its connection already closed or closing) and tells the others.
    mutating func screenGone(on id: ConnectionID) -> [LobbyHostAction] {
        connections[id] = nil
        guard let index = screens.firstIndex(where: { $0.connection == id }) else { return [] }
        let screen = screens.remove(at: index)
        screenGeneration &+= 1
        roster.screenCount = screens.count
        return [.emit(.screenClosed(screen.id))] + broadcastLobby()
    }
}

/// One open big screen: its id (the game's spectator id) and its connection.
struct ScreenSeat: Hashable, Sendable {
    let id: UUID
    let connection: ConnectionID
}

extension UUID {
    /// A version 4 UUID from `random`: the host's ids come from its one random source, so a test
    /// with a seeded source gets the same ids every run.
    static func random(using random: inout RandomSource) -> UUID {
        var bytes = random.bytes(16)
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
