import Connectivity
import Foundation
import FuzzSupport
import GameCore

/// Reads a host script from the input: byte 0 makes the lobby private (odd) or public, then each
/// step is a byte (modulo ``Step``'s count) and its arguments.
enum HostScript {
    enum Step: Int, CaseIterable {
        /// address
        case open
        /// connection
        case close
        /// 16-bit tens of milliseconds
        case advance
        /// connection, 16-bit length, envelope bytes (decoded with MessageCodec)
        case raw
        /// connection, which canned message, its argument
        case canned
        /// which host command, its argument
        case command
    }

    /// Canned messages: what real clients send, right when the script's state allows it.
    enum Canned: Int, CaseIterable {
        case hello, helloResume, helloSpectate, helloOtherGame, rightAnswer, wrongAnswer, ready, notReady
        case background, foreground, pong, ping, leave, kick, gameAction, startGame
    }

    enum Command: Int, CaseIterable {
        case hostReady, kick, ban, start, playAgain, endGame, addBot, settings, shutDown
    }

    static func run(_ input: inout FuzzInput) {
        var driver = HostDriver(isPrivate: input.argument() % 2 == 1)
        while let stepByte = input.byte() {
            switch Step.allCases[Int(stepByte) % Step.allCases.count] {
            case .open:
                driver.open(address: HostFixture.addresses[input.argument() % HostFixture.addresses.count])
            case .close:
                if let id = driver.connection(input.argument()) { driver.closed(id) }
            case .advance:
                driver.advance(by: .milliseconds(10 * input.length16()))
            case .raw:
                let id = driver.connection(input.argument())
                let envelope = input.take(input.length16() % 8192)
                if let id, case .message(let message, _)? = try? MessageCodec().decode(.init(bytes: envelope)) {
                    driver.receive(message, on: id)
                }
            case .canned:
                let id = driver.connection(input.argument())
                let kind = Canned.allCases[input.argument() % Canned.allCases.count]
                let argument = input.argument()
                if let id, let message = canned(kind, argument, on: id, driver: &driver) {
                    driver.receive(message, on: id)
                }
            case .command:
                let command = Command.allCases[input.argument() % Command.allCases.count]
                command.run(input.argument(), on: &driver)
            }
        }
    }

    static func hello(_ profile: PlayerProfile, token: String? = nil, spectate: Bool? = nil,
                      game: GameVersionInfo = WireSamples.game) -> Message {
        .hello(Hello(appVersion: "lanparty-cli/0.1.0", games: [game], profile: profile, resumeToken: token, spectate: spectate))
    }

    static func canned(_ kind: Canned, _ argument: Int, on id: ConnectionID, driver: inout HostDriver) -> Message? {
        let profile = HostFixture.profile(argument)
        switch kind {
        case .hello: return hello(profile)
        case .helloResume: return hello(profile, token: driver.tokens[profile.id] ?? "00")
        case .helloSpectate: return hello(profile, spectate: true)
        case .helloOtherGame:
            return hello(profile, game: GameVersionInfo(id: "quortex", version: SemanticVersion(1, 0, 0)))
        case .rightAnswer:
            guard let challenge = driver.challenges[id] else { return nil }
            return (try? driver.responder.answer(challenge, random: &driver.random)).map { .challengeResponse($0) }
        case .wrongAnswer:
            return .challengeResponse(ChallengeResponse(
                nonce: String(repeating: "ab", count: 32), proof: String(repeating: "cd", count: 32)))
        case .ready: return .setReady(SetReady(ready: true))
        case .notReady: return .setReady(SetReady(ready: false))
        case .background: return .background(Background())
        case .foreground: return .foreground(Foreground())
        case .pong: return .pong(Pong(id: driver.pings[id] ?? UInt64(argument)))
        case .ping: return .ping(Ping(id: UInt64(argument)))
        case .leave: return .leave(Leave(reason: .userLeft))
        case .kick: return .kickPlayer(KickPlayer(playerId: profile.id, reason: "fuzz", banned: argument % 2 == 1))
        case .gameAction:
            driver.sequences[id, default: 0] += 1
            return .gameAction(GameAction(sequence: driver.sequences[id]!, payload: Data(#"{"type":"draw"}"#.utf8)))
        case .startGame:
            return .startGame(StartGame(game: WireSamples.game, round: 1, players: [], settingsRevision: 1, payload: Data()))
        }
    }
}

extension HostScript.Command {
    /// Runs the host's own command; refusals (``LobbyCommandError``) are normal and change nothing.
    func run(_ argument: Int, on driver: inout HostDriver) {
        let members = driver.machine.info.members.map(\.id)
        let member = members.isEmpty ? HostFixture.host.id : members[argument % members.count]
        let actions: [LobbyHostAction]?
        switch self {
        case .hostReady: actions = try? driver.machine.setHostReady(argument % 2 == 0)
        case .kick: actions = try? driver.machine.kick(member, reason: nil)
        case .ban: actions = try? driver.machine.ban(member, reason: "fuzz")
        case .start: actions = try? driver.machine.start()
        case .playAgain: actions = try? driver.machine.playAgain()
        case .endGame: actions = try? driver.machine.endGame()
        case .addBot: actions = try? driver.machine.addLocalPlayer(HostFixture.profile(argument))
        case .settings: actions = try? driver.machine.updateSettings(Data(#"{"handSize":\#(argument % 10)}"#.utf8))
        case .shutDown: actions = argument == 255 ? driver.machine.shutDown(at: driver.now) : nil
        }
        if let actions { driver.perform(actions) }
    }
}
