import Foundation

/// A registered game module without its type: metadata, settings editing on encoded snapshots, and
/// factories for host and client drivers. Everything the lobby, the join handshake and the CLI need.
public struct GameDescriptor: Sendable {
    /// The game.
    public let id: GameID
    /// The module's version.
    public let version: SemanticVersion
    /// What a game list shows.
    public let catalogEntry: GameCatalogEntry
    /// Player counts, turns, rejoin and spectators.
    public let policy: GamePolicy
    /// The rules for people.
    public let rulesText: String
    /// The rules for a browser's player (``GameModule/webRulesText``, else ``rulesText``).
    public let webRulesText: String
    /// The game's commands, for `help`.
    public let commandHelp: [GameCommandHelp]
    /// Commands answered locally, without a move (``GameModule/localCommandHelp``).
    public let localCommandHelp: [GameCommandHelp]
    /// ``GameModule/localAnswer(to:)``.
    public let localAnswer: @Sendable (String) throws(GameCommandError) -> String?
    /// The keys `set KEY=VALUE` accepts.
    public let settingDescriptors: [SettingDescriptor]
    /// The settings schema version this build reads and writes.
    public let settingsVersion: Int
    /// The settings in machine-readable form, with the defaults of ``defaultSettings`` (for a
    /// settings form and generated docs; its `json` is documented in Docs/WritingAGameModule.md).
    public let settingsSchema: SettingsSchemaDocument
    /// The default settings snapshot.
    public let defaultSettings: Data

    /// The module's face in the browser, if it has one (``GameModule/webFace``).
    public let webFace: GameWebFace?
    /// The module's face on the big screen, if it has one (``GameModule/bigScreenFace``).
    public let bigScreenFace: GameWebFace?

    private let probeBot: @Sendable () -> Bool
    private let renderView: @Sendable (Data, Viewer, PlayerNames) -> String?
    private let listMoves: @Sendable (Data, PlayerID) -> LegalMoves?
    private let resultLine: @Sendable (Data, Viewer, PlayerNames) -> String?
    private let parseCommandLine: @Sendable (String) throws(GameCommandError) -> Data
    private let writeCommandLine: @Sendable (Data) -> String?
    private let applySetting: @Sendable (Data, String) throws(SettingsError) -> Data
    private let listSettings: @Sendable (Data) throws(SettingsError) -> [SettingValue]
    private let hostFactory: @Sendable (HostParameters) throws(GameSetupError) -> any GameHostDriver
    private let clientFactory: @Sendable (ClientParameters) -> any GameClientDriver
    private let replayCheck: @Sendable (RecordedJournal) -> ReplayReport
    private let resumeFactory: @Sendable (HostParameters, RecordedJournal) throws(GameResumeError) -> any GameHostDriver
    private let replayView: @Sendable (RecordedJournal, Int, Viewer) -> ReplayedView?

    /// Describes `module`.
    public init<Module: GameModule>(_ module: Module.Type) {
        id = Module.id
        version = Module.version
        catalogEntry = Module.catalogEntry
        policy = Module.policy
        rulesText = Module.rulesText
        webRulesText = Module.webRulesText ?? Module.rulesText
        commandHelp = Module.commandHelp
        localCommandHelp = Module.localCommandHelp
        localAnswer = { (line: String) throws(GameCommandError) -> String? in try Module.localAnswer(to: line) }
        settingDescriptors = Module.Settings.descriptors
        settingsVersion = Module.Settings.currentVersion
        defaultSettings = GameSettingsCodec.encode(Module.defaultSettings)
        settingsSchema = Module.Settings.schemaDocument(defaults: Module.defaultSettings)
        webFace = Module.webFace
        bigScreenFace = Module.bigScreenFace
        probeBot = { GameBotProbe.hasBot(Module.self) }
        renderView = { payload, viewer, names in
            guard let view = try? GamePayloadCodec.decode(Module.View.self, from: payload, maximumBytes: 4 << 20) else { return nil }
            return Module.render(view, for: viewer, names: names)
        }
        listMoves = { payload, player in
            guard let view = try? GamePayloadCodec.decode(Module.View.self, from: payload, maximumBytes: 4 << 20) else { return nil }
            return Module.legalMoves(in: view, for: player)
        }
        writeCommandLine = { payload in
            guard let action = try? GamePayloadCodec.decode(
                Module.Action.self, from: payload, maximumBytes: GamePayloadCodec.maximumActionBytes)
            else { return nil }
            return Module.commandLine(for: action)
        }
        resultLine = { payload, viewer, names in
            guard let game = Module.self as? any TerminalResultGame.Type,
                let view = try? GamePayloadCodec.decode(Module.View.self, from: payload, maximumBytes: 4 << 20)
            else { return nil }
            return Self.result(of: game, view: view, viewer: viewer, names: names)
        }
        parseCommandLine = { (line: String) throws(GameCommandError) -> Data in
            GamePayloadCodec.encode(try Module.parseCommand(line))
        }
        applySetting = { (snapshot: Data, assignment: String) throws(SettingsError) -> Data in
            var settings = try GameSettingsCodec.decode(Module.Settings.self, from: snapshot)
            try settings.apply(assignment: assignment)
            try settings.validate()
            return GameSettingsCodec.encode(settings)
        }
        listSettings = { (snapshot: Data) throws(SettingsError) -> [SettingValue] in
            try GameSettingsCodec.decode(Module.Settings.self, from: snapshot).currentValues
        }
        hostFactory = { (parameters: HostParameters) throws(GameSetupError) -> any GameHostDriver in
            let core = try Self.makeCore(module, parameters)
            return GameHostSession(
                core: core, transport: parameters.transport, botSeed: parameters.botSeed, recorder: parameters.recorder)
        }
        resumeFactory = { (parameters: HostParameters, journal: RecordedJournal) throws(GameResumeError) -> any GameHostDriver in
            var core: GameHostCore<Module>
            do throws(GameSetupError) {
                core = try Self.makeCore(module, parameters)
            } catch {
                throw .diverged(.setup(error))
            }
            do throws(ReplayDivergence) {
                try core.resume(initialDigest: journal.initialDigest, steps: journal.steps)
            } catch {
                throw .diverged(error)
            }
            guard !core.isOver else { throw .alreadyOver }
            let time = journal.steps.reduce(GameInstant.zero) { latest, step in
                if case .time(let at) = step.entry { max(latest, at) } else { latest }
            }
            return GameHostSession(
                core: core, transport: parameters.transport, botSeed: parameters.botSeed,
                clock: SystemGameClock(resumingAt: time), recorder: parameters.recorder)
        }
        replayCheck = { journal in GameReplayer<Module>.check(journal) }
        replayView = { journal, step, viewer in GameReplayer<Module>.view(of: journal, afterStep: step, for: viewer) }
        clientFactory = { parameters in
            GameClientStore<Module>(
                player: parameters.player, isSpectator: parameters.isSpectator, round: parameters.round,
                botSeed: parameters.botSeed, transport: parameters.transport)
        }
    }

    /// Whether the module has a computer player (asked of the module on each call: see
    /// `GameBotProbe`), e.g. for a host that plays a seat for a client of the host-rendered face.
    public var hasBot: Bool { probeBot() }

    /// The id/version pair announced in the join handshake.
    public var versionInfo: GameVersionInfo { GameVersionInfo(id: id, version: version) }

    /// The terminal face's text for an encoded view (the payload of `gameState`), or `nil` when the
    /// bytes are not a view of this game. Lets a browser without the module's web face play.
    public func render(viewPayload: Data, for viewer: Viewer, names: PlayerNames) -> String? {
        renderView(viewPayload, viewer, names)
    }

    /// `player`'s legal moves as commands in an encoded view of theirs (``GameModule/legalMoves(in:for:)``),
    /// or `nil` when the bytes are not a view of this game. Lets a face without the module list them.
    public func legalMoves(viewPayload: Data, for player: PlayerID) -> LegalMoves? {
        listMoves(viewPayload, player)
    }

    /// How a finished game ended for `viewer` (``TerminalResultGame/result(_:for:names:)``) from an
    /// encoded final view: `nil` when the module has no such line, the bytes are not a view of this
    /// game, or it has nothing to add (a spectator, a running game). Lets the page say what lanjoin says.
    public func result(viewPayload: Data, for viewer: Viewer, names: PlayerNames) -> String? {
        resultLine(viewPayload, viewer, names)
    }

    /// Opens `game` (the module itself) as a ``TerminalResultGame`` over its `View`.
    private static func result<Game: TerminalResultGame, View>(
        of game: Game.Type, view: View, viewer: Viewer, names: PlayerNames
    ) -> String? {
        guard let view = view as? Game.View else { return nil }
        return Game.result(view, for: viewer, names: names)
    }

    /// The encoded action (a `gameAction` payload) a terminal command line stands for.
    public func action(forCommand line: String) throws(GameCommandError) -> Data {
        try parseCommandLine(line)
    }

    /// The command an encoded action (a `gameAction` payload) is typed as ("play QS"), as the
    /// `moves` command writes it: `nil` when the module writes none, or the bytes are not one of its
    /// actions. The record's `--replay` shows steps with it.
    public func commandLine(forAction payload: Data) -> String? {
        writeCommandLine(payload)
    }

    /// Applies `KEY=VALUE` to an encoded snapshot and returns the new snapshot.
    public func applying(_ assignment: String, to snapshot: Data) throws(SettingsError) -> Data {
        try applySetting(snapshot, assignment)
    }

    /// Checks that a snapshot decodes under this build's schema and keeps its invariants.
    public func validateSettings(_ snapshot: Data) throws(SettingsError) {
        _ = try listSettings(snapshot)
    }

    /// Every setting of a snapshot with its value, for display.
    public func settingValues(of snapshot: Data) throws(SettingsError) -> [SettingValue] {
        try listSettings(snapshot)
    }

    /// Creates a host driver for a new game (round). `seed` drives the game's randomness and must
    /// stay on the host; `botSeed` drives computer players seated in the host.
    /// A `recorder` gets the game's journal (SPEC §13), each step before its views are sent.
    public func makeHost(
        players: [PlayerID], spectators: [PlayerID] = [], settings: Data, seed: UInt64, round: Int = 1,
        botSeed: UInt64 = 0, transport: any GameHostTransport, recorder: (any GameJournalRecorder)? = nil
    ) throws(GameSetupError) -> any GameHostDriver {
        try hostFactory(
            HostParameters(
                players: players, spectators: spectators, settings: settings, seed: seed, round: round,
                botSeed: botSeed, transport: transport, recorder: recorder))
    }

    /// Re-creates the host driver of a game a host process was running when it stopped, from its
    /// record (SPEC §13 restart): the journal's players, settings and seed set it up, every step is
    /// applied and checked (``GameHostCore/resume(initialDigest:steps:)``), and the game's clock
    /// goes on from the last recorded time. Call ``GameHostDriver/resume()`` on it, not `start()`.
    /// `recorder` continues the game's journal.
    public func resumeHost(
        _ journal: RecordedJournal, spectators: [PlayerID] = [], round: Int, botSeed: UInt64 = 0,
        transport: any GameHostTransport, recorder: (any GameJournalRecorder)? = nil
    ) throws(GameResumeError) -> any GameHostDriver {
        try resumeFactory(
            HostParameters(
                players: journal.players, spectators: spectators, settings: journal.settings, seed: journal.seed,
                round: round, botSeed: botSeed, transport: transport, recorder: recorder),
            journal)
    }

    /// Replays a recorded game with this module and compares every state with the record
    /// (``GameReplayer/check(_:visit:)``).
    public func replay(_ journal: RecordedJournal) -> ReplayReport {
        replayCheck(journal)
    }

    /// `viewer`'s view of a recorded game after its first `step` steps
    /// (``GameReplayer/view(of:afterStep:for:)``).
    public func replayedView(of journal: RecordedJournal, afterStep step: Int, for viewer: Viewer) -> ReplayedView? {
        replayView(journal, step, viewer)
    }

    /// Creates a client driver for the local `player` (a spectator's id when `isSpectator`).
    public func makeClient(
        player: PlayerID, isSpectator: Bool = false, round: Int = 1, botSeed: UInt64 = 0,
        transport: any GameClientTransport
    ) -> any GameClientDriver {
        clientFactory(
            ClientParameters(
                player: player, isSpectator: isSpectator, round: round, botSeed: botSeed, transport: transport))
    }

    /// A host core from `parameters`: the settings decoded, the seating checked.
    private static func makeCore<Module: GameModule>(
        _ module: Module.Type, _ parameters: HostParameters
    ) throws(GameSetupError) -> GameHostCore<Module> {
        let settings: Module.Settings
        do throws(SettingsError) {
            settings = try GameSettingsCodec.decode(Module.Settings.self, from: parameters.settings)
        } catch {
            throw .invalidSettings(error)
        }
        return try GameHostCore<Module>(
            players: parameters.players, spectators: parameters.spectators, settings: settings,
            seed: parameters.seed, round: parameters.round, journaling: parameters.recorder != nil)
    }

    private struct HostParameters: Sendable {
        var players: [PlayerID]
        var spectators: [PlayerID]
        var settings: Data
        var seed: UInt64
        var round: Int
        var botSeed: UInt64
        var transport: any GameHostTransport
        var recorder: (any GameJournalRecorder)?
    }

    private struct ClientParameters: Sendable {
        var player: PlayerID
        var isSpectator: Bool
        var round: Int
        var botSeed: UInt64
        var transport: any GameClientTransport
    }
}
