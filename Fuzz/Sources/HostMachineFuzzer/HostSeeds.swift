import FuzzSupport

/// Seed scripts: the paths real sessions take (join, ready, start, play, background, resume,
/// leave, kick, private joins right and wrong, timeouts) and every message type sent raw.
enum HostSeeds {
    typealias Step = HostScript.Step
    typealias Canned = HostScript.Canned
    typealias Command = HostScript.Command

    struct Builder {
        var script = FuzzScript()
        init(isPrivate: Bool) { script.byte(isPrivate ? 1 : 0) }
        mutating func open(_ address: Int = 0) { script.byte(Step.open.rawValue); script.byte(address) }
        mutating func close(_ connection: Int) { script.byte(Step.close.rawValue); script.byte(connection) }
        mutating func advance(seconds: Int) {
            script.byte(Step.advance.rawValue)
            script.byte(seconds * 100 >> 8)
            script.byte(seconds * 100)
        }
        mutating func send(_ kind: Canned, on connection: Int, _ argument: Int = 0) {
            script.byte(Step.canned.rawValue)
            script.byte(connection)
            script.byte(kind.rawValue)
            script.byte(argument)
        }
        mutating func raw(_ envelope: [UInt8], on connection: Int) {
            script.byte(Step.raw.rawValue)
            script.byte(connection)
            script.chunk16(envelope)
        }
        mutating func command(_ command: Command, _ argument: Int = 0) {
            script.byte(Step.command.rawValue)
            script.byte(command.rawValue)
            script.byte(argument)
        }
    }

    static func all() -> [FuzzSeed] {
        var game = Builder(isPrivate: false)
        game.open(0); game.send(.hello, on: 0, 0)
        game.open(1); game.send(.hello, on: 1, 1)
        game.send(.ready, on: 0); game.send(.ready, on: 1); game.command(.hostReady)
        game.command(.start)
        game.advance(seconds: 3); game.send(.pong, on: 0); game.send(.pong, on: 1)
        game.send(.gameAction, on: 0); game.send(.gameAction, on: 1)
        game.send(.background, on: 1); game.send(.foreground, on: 1)
        game.command(.endGame); game.command(.playAgain)
        game.send(.leave, on: 1); game.advance(seconds: 20)

        var resume = Builder(isPrivate: false)
        resume.open(0); resume.send(.hello, on: 0, 2)
        resume.open(1); resume.send(.hello, on: 1, 3)
        resume.close(0); resume.advance(seconds: 5)
        resume.open(0); resume.send(.helloResume, on: 1, 2)
        resume.send(.helloSpectate, on: 0, 4)
        resume.command(.addBot, 5); resume.command(.kick, 1); resume.command(.ban, 2)
        resume.advance(seconds: 120)

        var locked = Builder(isPrivate: true)
        locked.open(0); locked.send(.hello, on: 0, 0); locked.send(.rightAnswer, on: 0)
        locked.open(1); locked.send(.hello, on: 1, 1); locked.send(.wrongAnswer, on: 1)
        locked.open(2); locked.send(.hello, on: 2, 2); locked.send(.rightAnswer, on: 0)
        locked.open(3); locked.send(.helloOtherGame, on: 2, 3)
        locked.advance(seconds: 40)

        var flood = Builder(isPrivate: false)
        for index in 0..<10 { flood.open(index % 4) }
        flood.send(.hello, on: 3, 1)
        for index in 0..<20 { flood.send(index % 2 == 0 ? .background : .foreground, on: 3) }
        flood.send(.kick, on: 3, 1); flood.advance(seconds: 15)

        var raw = Builder(isPrivate: false)
        raw.open(0)
        for (_, message) in WireSamples.all { raw.raw(WireSamples.envelope(message), on: 0) }
        raw.open(1)
        raw.raw(WireSamples.envelope(WireSamples.all[0].1), on: 1)
        for (_, message) in WireSamples.all.dropFirst(5) { raw.raw(WireSamples.envelope(message), on: 1) }

        return [
            FuzzSeed("join-play-leave", game.script.bytes),
            FuzzSeed("resume-kick-ban", resume.script.bytes),
            FuzzSeed("private-right-wrong", locked.script.bytes),
            FuzzSeed("flood-presence", flood.script.bytes),
            FuzzSeed("every-message-raw", raw.script.bytes),
        ]
    }
}
