import Foundation
import GameCore

/// Fuzzes one game module the way a host runs it: a ``GameHostCore`` from a fixed seed receives
/// untrusted action payloads (decoded with ``GamePayloadCodec``), bot moves, time, departures and
/// resends, read as a script from the input. Besides "never crash" it checks what the module
/// promises: decoded actions re-encode to themselves, views decode back, a prediction the module
/// makes equals the host's result, a bot never picks a move its own rules refuse, a duplicate
/// sequence changes nothing, the terminal face renders every view, and every state sent as a view
/// patch rebuilds the whole view on the receiving side (``GameFuzzPatchWire``), and the host's
/// journal (what `lanhost` records) replays to every recorded state (SPEC §13).
public enum GameFuzzHarness<Module: GameModule> {
    /// What one script step does (the step byte modulo the count).
    enum Step: Int, CaseIterable {
        case action, bot, advance, leave, resend, watch
    }

    /// Seats: up to four players from the module's range.
    static func players(count: Int) -> [PlayerID] {
        (1...count).map { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", $0))! }
    }

    static var spectator: PlayerID { UUID(uuidString: "00000000-0000-0000-0000-000000000050")! }
    static var stranger: PlayerID { UUID(uuidString: "00000000-0000-0000-0000-000000000060")! }

    /// Steps per input: long scripts add little and make every run slow.
    static var maximumSteps: Int { 96 }

    /// Runs one script. Byte 0: player count; byte 1: the game's seed (one of 256 fixed seeds).
    public static func run(_ input: inout FuzzInput) {
        let range = Module.policy.playerRange
        let count = range.lowerBound + input.argument() % min(4, range.count)
        let seed = UInt64(input.argument()) &* 0x9E37_79B9_7F4A_7C15
        let seated = players(count: count)
        guard var host = try? GameHostCore<Module>(
            players: seated, settings: Module.defaultSettings, seed: seed, journaling: true)
        else { fatalError("\(Module.id): no initial state for \(count) players") }
        let initialDigest = GameStateDigest.of(host.state)
        var wire = GameFuzzPatchWire()
        check(host.startOutputs(), of: host, wire: &wire)
        var now = GameInstant.zero
        var sequences: [PlayerID: UInt64] = [:]
        let everyone = seated + [spectator, stranger]
        var steps = 0
        while steps < maximumSteps, let stepByte = input.byte() {
            steps += 1
            let step = Step.allCases[Int(stepByte) % Step.allCases.count]
            var outputs: [GameHostOutput] = []
            switch step {
            case .action:
                let sender = everyone[input.argument() % everyone.count]
                let payload = input.take(input.length16() % (GamePayloadCodec.maximumActionBytes + 64))
                check(host.advanceTime(to: now), of: host, wire: &wire)
                sequences[sender, default: 0] += 1
                outputs = action(Data(payload), from: sender, sequence: sequences[sender]!, host: &host)
            case .bot:
                let pick = input.argument()
                guard !host.players.isEmpty else { continue }
                check(host.advanceTime(to: now), of: host, wire: &wire)
                outputs = botMove(by: host.players[pick % host.players.count], seed: UInt64(pick), host: &host,
                                  sequences: &sequences)
            case .advance:
                now = now.adding(milliseconds: UInt64(input.length16()) * 50)
                outputs = host.advanceTime(to: now)
            case .leave:
                let leaving = everyone[input.argument() % everyone.count]
                outputs = host.playerLeft(leaving)
                wire.forget(leaving)
            case .resend:
                // The host's own record, not ours: a stranger's actions are not recorded.
                let sender = everyone[input.argument() % everyone.count]
                let last = host.lastAppliedAction(of: sender)
                let isRecipient = host.viewer(for: sender) != nil
                let again = host.receiveAction(payload: Data("{}".utf8), from: sender, sequence: last)
                fuzzCheck(!isRecipient || again.isEmpty, "a resent sequence \(last) changed the game: \(again)")
            case .watch:
                outputs = host.addSpectator(spectator)
            }
            check(outputs, of: host, wire: &wire)
            fuzzCheck(Set(host.players).isSubset(of: seated), "a stranger got a seat")
        }
        checkJournal(host.takeJournalSteps(), players: seated, seed: seed, initialDigest: initialDigest, final: host.state)
    }

    /// The host's journal replays step by step to the recorded digests and the state it reached.
    static func checkJournal(
        _ steps: [GameJournalStep], players: [PlayerID], seed: UInt64, initialDigest: UInt64, final: Module.State
    ) {
        var replayed: Module.State?
        let journal = RecordedJournal(
            players: players, settings: GameSettingsCodec.encode(Module.defaultSettings), seed: seed,
            initialDigest: initialDigest, steps: steps)
        let report = GameReplayer<Module>.check(journal) { _, state in replayed = state }
        fuzzCheck(report.divergence == nil, "the journal does not replay: \(String(describing: report.divergence))")
        fuzzCheck(replayed == final, "the replayed journal ends in another state than the host's")
    }

    /// One untrusted payload through the host, with the codec and prediction checks.
    static func action(
        _ payload: Data, from sender: PlayerID, sequence: UInt64, host: inout GameHostCore<Module>
    ) -> [GameHostOutput] {
        let decoded = try? GamePayloadCodec.decode(
            Module.Action.self, from: payload, maximumBytes: GamePayloadCodec.maximumActionBytes)
        var predicted: Module.View?
        if let decoded {
            let again = try? GamePayloadCodec.decode(
                Module.Action.self, from: GamePayloadCodec.encode(decoded), maximumBytes: .max)
            fuzzCheck(again == decoded, "\(decoded) does not survive its own encoding")
            if !host.isOver, host.players.contains(sender), Module.isPredictable(decoded),
                let view = host.view(for: sender) {
                predicted = Module.predict(view, decoded, by: sender)
            }
        }
        let outputs = host.receiveAction(payload: payload, from: sender, sequence: sequence)
        let applied = outputs.contains { if case .state(let s) = $0 { s.recipient == sender } else { false } }
        if let predicted, applied {
            fuzzCheck(predicted == host.view(for: sender), "the prediction of \(decoded!) differs from the host's view")
        }
        return outputs
    }

    /// The module's own bot plays for `player`; its move must be legal.
    static func botMove(
        by player: PlayerID, seed: UInt64, host: inout GameHostCore<Module>, sequences: inout [PlayerID: UInt64]
    ) -> [GameHostOutput] {
        guard !host.isOver, let view = host.view(for: player) else { return [] }
        var random = SeededGenerator(seed: seed)
        guard let move = Module.botAction(for: view, as: player, random: &random) else { return [] }
        sequences[player, default: 0] += 1
        let outputs = host.apply(move, from: player, sequence: sequences[player]!)
        for case .actionRejected(let rejection) in outputs {
            fuzzCheck(false, "the bot's move \(move) was refused: \(rejection.error)")
        }
        return outputs
    }

    /// The views the host sends must decode as a client would, and render; states go through the
    /// patch wire. The first view of a batch is decoded and rendered (every view is encoded by the
    /// same code; decoding all of them made each run several times slower).
    static func check(_ outputs: [GameHostOutput], of host: GameHostCore<Module>, wire: inout GameFuzzPatchWire) {
        var rendered = false
        for output in outputs {
            let payload: Data
            switch output {
            case .state(let state): payload = wire.transmit(state)
            case .gameOver(let over): payload = over.payload
            case .actionRejected: continue
            }
            guard !rendered else { continue }
            let view = try? GamePayloadCodec.decode(
                Module.View.self, from: payload, maximumBytes: GamePayloadCodec.maximumViewBytes)
            fuzzCheck(view != nil, "a view for \(output.recipient) does not decode")
            if let view, let viewer = host.viewer(for: output.recipient) {
                rendered = true
                _ = Module.render(view, for: viewer, names: PlayerNames())
            }
        }
    }
}
