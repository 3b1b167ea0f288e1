import BenchmarkSupport
@_spi(CostGuard) import Connectivity
import CrazyEights
import Foundation
import GameCore

/// The fixed workloads of the cost guard: each plays a known sequence of actions through a real
/// lobby and game (``InProcessLobby``), so two runs of the same build execute the same instructions.
enum Workload: String, CaseIterable, Sendable {
    /// `count` tally actions from one member: one view per action.
    case tally1 = "tally-1"
    /// `count` tally actions from eight members in turn: eight views per action.
    case tally8 = "tally-8"
    /// `count` tally actions of one real client (``LobbyClient`` and ``GameClientStore``): the
    /// client's path is counted, from the host's state to the next action sealed.
    case tallyClient = "tally-client"
    /// `count` seeded Crazy Eights games (seeds 1, 2, ...) of four members, each choosing its move
    /// with the module's bot from its own view; journaled, as `lanhost` records every game.
    case crazyEights = "crazy-eights"

    /// What was played, checked against the game's own state so a workload that stalled cannot pass.
    struct Result: Sendable {
        var actions: Int
        var hostBytesOut: Int
    }

    /// Plays the workload; `count` defaults to 10 000 actions, or 10 games.
    func run(count: Int?) async throws -> Result {
        switch self {
        case .tally1: return try await Self.tally(members: 1, count: count ?? 10_000)
        case .tally8: return try await Self.tally(members: 8, count: count ?? 10_000)
        case .tallyClient: return try await Self.tallyClient(count: count ?? 10_000)
        case .crazyEights:
            var total = Result(actions: 0, hostBytesOut: 0)
            for seed in 1...UInt64(count ?? 10) {
                let game = try await Self.crazyEights(members: 4, seed: seed)
                total.actions += game.actions
                total.hostBytesOut += game.hostBytesOut
            }
            return total
        }
    }

    /// Long enough that no heartbeat or hold timer fires during a run under valgrind.
    static let timings = SessionTimings(
        pingInterval: .seconds(3_600), silenceTimeout: .seconds(7_200), handshakeTimeout: .seconds(3_600))

    static func lobby<Module: GameModule>(for module: Module.Type, members: Int) throws -> InProcessLobby {
        try InProcessLobby(configuration: LobbyHostConfiguration(
            lobbyID: Identities.player(1), name: "Cost guard", game: Module.versionInfo,
            hostProfile: PlayerProfile(id: Identities.player(10_000), username: "Host"), hostTakesSeat: false,
            policy: LobbySeatPolicy(minPlayers: members, maxPlayers: members),
            settings: GameSettingsCodec.encode(Module.defaultSettings), timings: timings,
            gameModule: GameDescriptor(Module.self)))
    }

    /// Seats `members`, starts the game with a session attached to the lobby, as `lanhost` does.
    private static func start<Module: GameModule>(
        _ module: Module.Type, in lobby: InProcessLobby, members: Int, seed: UInt64, recorder: (any GameJournalRecorder)?
    ) async throws -> GameHostSession<Module> {
        let players = (1...members).map(Identities.player)
        for (index, player) in players.enumerated() {
            try await lobby.join(PlayerProfile(id: player, username: "Player \(index + 1)"), games: [Module.versionInfo])
        }
        try await lobby.lobby.startGame()
        let core = try GameHostCore<Module>(
            players: players, settings: Module.defaultSettings, seed: seed, journaling: recorder != nil)
        let session = GameHostSession(core: core, transport: lobby.lobby.gameTransport, recorder: recorder)
        await lobby.lobby.attachGame(session)
        await session.start()
        try await lobby.pumpAll()
        return session
    }

    private static func tally(members: Int, count: Int) async throws -> Result {
        let lobby = try lobby(for: TallyGame.self, members: members)
        let session = try await start(TallyGame.self, in: lobby, members: members, seed: 1, recorder: nil)
        let payload = GamePayloadCodec.encode(TallyGame.Action(amount: 1))
        try await lobby.onLoop { for index in 0..<count { try lobby.act(payload, from: index % members) } }
        let total = await session.core.state.total
        guard total == count else { throw CostGuardError("tally: \(total) of \(count) actions applied") }
        // No shutdown: the lobby would wait for the embedded channels' close futures from another
        // thread than theirs. The process ends after the report.
        return Result(actions: count, hostBytesOut: lobby.hostBytesOut)
    }

    private static func crazyEights(members: Int, seed: UInt64) async throws -> Result {
        let lobby = try lobby(for: CrazyEights.self, members: members)
        let journal = KeptJournal()
        let session = try await start(CrazyEights.self, in: lobby, members: members, seed: seed, recorder: journal)
        let players = (1...members).map(Identities.player)
        let moves = try await lobby.onLoop {
            var random = SeededGenerator(seed: seed)
            var moves = 0
            while moves < 5_000 {
                // The session shares the lobby's loop: its state is read here, between steps.
                let core = session.assumeIsolated { $0.core }
                guard !core.isOver, let actor = core.playersToAct?.first, let view = core.view(for: actor),
                    let action = CrazyEights.botAction(for: view, as: actor, random: &random),
                    let index = players.firstIndex(of: actor)
                else { break }
                try lobby.act(GamePayloadCodec.encode(action), from: index)
                moves += 1
            }
            return moves
        }
        guard await session.core.isOver else { throw CostGuardError("crazy-eights: not over after \(moves) moves") }
        guard journal.steps == moves else { throw CostGuardError("crazy-eights: \(journal.steps) steps journaled of \(moves)") }
        return Result(actions: moves, hostBytesOut: lobby.hostBytesOut)
    }
}

/// Counts what the game journals: the record's writer (a thread of its own, SQLite) is outside the
/// host's per-action path; handing it the steps is inside, and so is making them.
final class KeptJournal: GameJournalRecorder, @unchecked Sendable {
    private(set) var steps = 0
    func begin(initialDigest: UInt64) {}
    func record(_ steps: [GameJournalStep], outcome: GameOutcome?) { self.steps += steps.count }
}

struct CostGuardError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
