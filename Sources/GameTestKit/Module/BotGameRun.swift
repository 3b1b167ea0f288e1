import Foundation
import GameCore

/// One game being played by a ``BotGameHarness``: the host, the clock, the journal and the checks.
struct BotGameRun<Module: GameModule> {
    let harness: BotGameHarness<Module>
    let seed: UInt64
    private var table: BotGameTable<Module>
    private var journal: GameJournal<Module>
    private var random: SeededGenerator
    private var now = GameInstant.zero
    private var patcher = GameViewPatcher()
    private var lastWhole: [PlayerID: Data] = [:]
    private var actions = 0
    private var viewsChecked = 0
    private var spectatorViewsChecked = 0
    private var secretSightings = 0
    private var refusalsChecked = 0
    private var eventLinesChecked = 0
    /// What the host journaled (SPEC §13's record), replayed and compared digest by digest at the end.
    private var recordedSteps: [GameJournalStep] = []
    private var initialDigest: UInt64 = 0

    init(harness: BotGameHarness<Module>, seed: UInt64) throws(BotGameFailure) {
        self.harness = harness
        self.seed = seed
        do {
            let journal = GameJournal<Module>(players: harness.players, settings: harness.settings, seed: seed)
            table = harness.runsHost || harness.hiddenInformation != nil
                ? .host(try GameHostCore<Module>(
                    players: harness.players, spectators: harness.spectator.map { [$0] } ?? [],
                    settings: harness.settings, seed: seed, journaling: harness.checksDeterminism))
                : .rules(try GameReplayer(journal))
        } catch {
            throw BotGameFailure(game: Module.id, seed: seed, step: -1, kind: .setup, detail: "\(error)")
        }
        journal = GameJournal(players: harness.players, settings: harness.settings, seed: seed)
        random = SeededGenerator(seed: harness.botSeed(seed))
        initialDigest = GameStateDigest.of(table.state)
    }

    mutating func play(observe: (BotGameStep<Module>) -> Void) throws(BotGameFailure) -> BotGame<Module> {
        let start = table.startOutputs()
        try check(start, step: -1)
        observe(BotGameStep(index: -1, input: nil, state: table.state, host: table.host, outputs: start))
        while !table.isOver {
            if let tick = harness.tick {
                now = now.adding(milliseconds: tick)
                try input(.time(now), observe: observe)
            }
            var acted = false
            for player in table.players where !table.isOver {
                guard let view = table.view(for: player), let action = harness.bot(view, player, &random) else { continue }
                let entry = GameJournalEntry.action(player: player, payload: GamePayloadCodec.encode(action))
                if let refusal = try input(entry, observe: observe) {
                    throw failure(.botActionRejected, "\(action) by \(player.uuidString.lowercased()): \(refusal)")
                }
                actions += 1
                acted = true
            }
            guard !acted, !table.isOver else { continue }
            guard let deadline = table.nextDeadline else {
                throw failure(.stuck, "the game runs, no bot acts and no deadline is ahead")
            }
            if let tick = harness.tick {
                // Skip the idle ticks: the next one lands on the deadline.
                if deadline.milliseconds > now.milliseconds + tick {
                    now = GameInstant(milliseconds: deadline.milliseconds - tick)
                }
            } else {
                now = max(now, deadline)
                try input(.time(now), observe: observe)
            }
        }
        for invariant in harness.endInvariants {
            if let violation = invariant.violation(table.state) {
                throw failure(.invariant, "at the end, \"\(invariant.name)\": \(violation)")
            }
        }
        if harness.checksDeterminism {
            do {
                try DeterminismCheck.check(journal, finalState: table.state)
            } catch {
                throw BotGameFailure(game: Module.id, seed: seed, step: error.step, kind: .nondeterministic, detail: "\(error)")
            }
            try checkRecordedJournal()
        }
        var game = BotGame(
            seed: seed, journal: journal, finalState: table.state, outcome: table.outcome, actions: actions,
            viewsChecked: viewsChecked, spectatorViewsChecked: spectatorViewsChecked, secretSightings: secretSightings)
        game.refusalsChecked = refusalsChecked
        game.eventLinesChecked = eventLinesChecked
        return game
    }

    /// The host's own journal (what `lanhost` records) replays to every recorded state digest and
    /// the same outcome (`lanhost --replay --verify`).
    private func checkRecordedJournal() throws(BotGameFailure) {
        guard table.host != nil else { return }
        let recorded = RecordedJournal(
            players: harness.players, settings: GameSettingsCodec.encode(harness.settings), seed: seed,
            initialDigest: initialDigest, steps: recordedSteps)
        let report = GameReplayer<Module>.check(recorded)
        if let divergence = report.divergence {
            throw failure(.nondeterministic, "the host's recorded journal does not replay: \(divergence)")
        }
        guard report.outcome == table.outcome else {
            throw failure(.nondeterministic, "the recorded journal replays to \(String(describing: report.outcome)), not \(String(describing: table.outcome))")
        }
    }

    /// Applies and records one input and checks what it produced; a scheduled departure follows
    /// it. Returns why the host refused it, if it did.
    @discardableResult
    private mutating func input(
        _ entry: GameJournalEntry, observe: (BotGameStep<Module>) -> Void
    ) throws(BotGameFailure) -> GameError? {
        guard journal.entries.count < harness.maximumSteps else {
            throw failure(.stepLimit, "the game did not end within \(harness.maximumSteps) inputs")
        }
        let previous = table.state
        let (outputs, refusal) = table.apply(entry)
        recordedSteps += table.takeJournalSteps()
        if case .playerLeft(let player) = entry { patcher.forget(player) }
        journal.entries.append(entry)
        let step = journal.entries.count - 1
        try check(outputs, step: step, previous: previous)
        observe(BotGameStep(index: step, input: entry, state: table.state, host: table.host, outputs: outputs))
        if let leaving = harness.departures[journal.entries.count], table.players.contains(leaving) {
            try input(.playerLeft(leaving), observe: observe)
        }
        return refusal
    }

    /// The invariants, then (with ``BotGameHarness/hiddenInformation``) every byte the step sent:
    /// views, patches, game-over views, `toAct`, event lines, the rendered faces, and the refusals
    /// probe actions get on the new state.
    private mutating func check(
        _ outputs: [GameHostOutput], step: Int, previous: Module.State? = nil
    ) throws(BotGameFailure) {
        for invariant in harness.invariants {
            if let violation = invariant.violation(table.state) {
                throw failure(.invariant, "\"\(invariant.name)\": \(violation)", step: step)
            }
        }
        guard let rules = harness.hiddenInformation, let host = table.host else { return }
        let secrets = SecretTable(state: host.state, owners: harness.players, rules: rules)
        var leaks: [HiddenInformationLeak] = []
        for output in outputs {
            guard let payload = output.viewPayload, let viewer = host.viewer(for: output.recipient) else { continue }
            viewsChecked += 1
            if viewer == .spectator { spectatorViewsChecked += 1 }
            secretSightings += secrets.sightings(in: payload, for: viewer)
            guard case .state(let message) = output else {
                leaks += secrets.leaks(in: payload, for: viewer, kind: .secretInGameOver)
                continue
            }
            leaks += secrets.leaks(in: payload, for: viewer, kind: .secretInView)
            try checkPatch(of: message, step: step) { inserted in
                leaks += secrets.leaks(in: inserted, for: viewer, kind: .secretInPatch)
            }
        }
        if !outputs.isEmpty {
            let viewers = host.players.map(Viewer.player) + (host.spectators.isEmpty ? [] : [.spectator])
            let owners = harness.players.map(SecretOwner.player) + [.host]
            leaks += HiddenInformationAudit.dependencyLeaks(
                in: host.state, of: Module.self, viewers: viewers, owners: owners, rules: rules)
            leaks += surfaceLeaks(outputs, host: host, previous: previous, rules: rules, secrets: secrets)
        }
        if let leak = leaks.first {
            throw failure(.leak, leaks.count == 1 ? "\(leak)" : "\(leak) (and \(leaks.count - 1) more)", step: step)
        }
    }

    /// `toAct`, the event lines sent, the rendered faces and the refusals of probe actions.
    private mutating func surfaceLeaks(
        _ outputs: [GameHostOutput], host: GameHostCore<Module>, previous: Module.State?, rules: HiddenInformation<Module>,
        secrets: SecretTable<Module>
    ) -> [HiddenInformationLeak] {
        let players = harness.players
        var leaks = HiddenInformationAudit.toActLeaks(in: host.state, of: Module.self, owners: players, rules: rules)
        for case .state(let message) in outputs.prefix(1) {
            for line in message.events {
                eventLinesChecked += 1
                leaks += secrets.textLeaks(in: line.text, for: nil, kind: .secretInEvent)
            }
        }
        if let previous {
            leaks += HiddenInformationAudit.eventLeaks(
                from: previous, to: host.state, of: Module.self, owners: players, rules: rules).leaks
        }
        leaks += HiddenInformationAudit.renderedLeaks(
            in: host.state, of: Module.self, players: host.players, spectator: true, rules: rules)
        if !host.isOver {
            let probed = HiddenInformationAudit.refusalLeaks(in: host.state, of: Module.self, players: host.players, rules: rules)
            refusalsChecked += probed.refusals
            leaks += probed.leaks
        }
        return leaks
    }

    /// Sends `message` through the patcher as the lobby's routes do; a patch's inserted bytes go to
    /// `audit`, and the patch must rebuild the whole view from the recipient's last one.
    private mutating func checkPatch(
        of message: GameStateOutput, step: Int, audit: (Data) -> Void
    ) throws(BotGameFailure) {
        let sent = patcher.prepare(message)
        defer { lastWhole[message.recipient] = message.payload }
        guard let patch = sent.patch else { return }
        audit(sent.payload)
        let rebuilt = lastWhole[message.recipient].flatMap { try? patch.apply(to: $0, payload: sent.payload) }
        guard rebuilt == message.payload else {
            let recipient = message.recipient.uuidString.lowercased()
            throw failure(.viewPatch, "the patch for \(recipient) does not rebuild its view", step: step)
        }
    }

    private func failure(_ kind: BotGameFailure.Kind, _ detail: String, step: Int? = nil) -> BotGameFailure {
        BotGameFailure(game: Module.id, seed: seed, step: step ?? journal.entries.count - 1, kind: kind, detail: detail)
    }
}
