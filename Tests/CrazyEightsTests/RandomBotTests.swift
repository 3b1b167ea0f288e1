import CrazyEights
import Foundation
import GameCore
import Testing

/// Crazy Eights without its own bot: the generic ``GameModule/botAction(for:as:random:)`` plays a
/// random legal action.
enum PlainEights: GameModule {
    typealias State = CrazyEightsState
    typealias Action = CrazyEightsAction
    typealias View = CrazyEightsView
    typealias Settings = CrazyEightsSettings
    static var id: GameID { "plain-eights" }
    static var version: SemanticVersion { CrazyEights.version }
    static var catalogEntry: GameCatalogEntry { CrazyEights.catalogEntry }
    static var policy: GamePolicy { CrazyEights.policy }
    static var rulesText: String { CrazyEights.rulesText }
    static var defaultSettings: CrazyEightsSettings { CrazyEights.defaultSettings }
    static var commandHelp: [GameCommandHelp] { CrazyEights.commandHelp }
    static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try CrazyEights.initialState(players: players, settings: settings, seed: seed)
    }
    static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        try CrazyEights.reduce(state, action, by: player)
    }
    static func view(of state: State, for viewer: Viewer) -> View { CrazyEights.view(of: state, for: viewer) }
    static func playerLeft(_ state: State, player: PlayerID) -> State { CrazyEights.playerLeft(state, player: player) }
    static func outcome(of state: State) -> GameOutcome? { CrazyEights.outcome(of: state) }
    static func parseCommand(_ line: String) throws(GameCommandError) -> Action { try CrazyEights.parseCommand(line) }
    static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        CrazyEights.render(view, for: viewer, names: names)
    }
    static func legalActions(in view: View, for player: PlayerID) -> [Action]? {
        CrazyEights.legalActions(in: view, for: player)
    }
    static func playersToAct(in state: State) -> Set<PlayerID>? { CrazyEights.playersToAct(in: state) }
}

@Suite struct RandomBotTests {
    /// A whole game played by the generic bot through the host runtime; the actions in order.
    static func play(players count: Int, seed: UInt64) throws -> (actions: [CrazyEightsAction], outcome: GameOutcome?) {
        var core = try GameHostCore<PlainEights>(
            players: (1...count).map(player), settings: CrazyEightsSettings(), seed: seed)
        var random = SeededGenerator(seed: seed &* 31)
        var actions: [CrazyEightsAction] = []
        while !core.isOver, actions.count < 5_000 {
            let acting = try #require(core.playersToAct?.first)
            let view = try #require(core.view(for: acting))
            let action = try #require(PlainEights.botAction(for: view, as: acting, random: &random))
            let outputs = core.apply(action, from: acting, sequence: core.lastAppliedAction(of: acting) + 1)
            if case .actionRejected(let rejection)? = outputs.first { throw rejection.error }
            actions.append(action)
        }
        return (actions, core.outcome)
    }

    @Test(arguments: [2, 3, 5, 8]) func theGenericBotFinishesGames(players count: Int) throws {
        for seed in 1...5 as ClosedRange<UInt64> {
            let game = try Self.play(players: count, seed: seed)
            #expect(game.outcome != nil, "seed \(seed) did not finish")
        }
    }

    @Test func theGenericBotIsDeterministicForItsSeed() throws {
        let first = try Self.play(players: 3, seed: 11)
        #expect(try Self.play(players: 3, seed: 11).actions == first.actions)
        #expect(try Self.play(players: 3, seed: 12).actions != first.actions)
    }

    @Test func theGenericBotNeedsTheListAndMovesNeedCommandLines() throws {
        let state = try CrazyEights.initialState(players: [player(1), player(2)], settings: CrazyEightsSettings(), seed: 1)
        var random = SeededGenerator(seed: 1)
        let view = CrazyEights.view(of: state, for: .player(player(1)))
        #expect(PlainEights.botAction(for: view, as: player(1), random: &random) != nil)
        #expect(PlainEights.legalMoves(in: view, for: player(1)) == .unlisted, "no command lines: unlisted")
        guard case .listed(let lines, complete: true) = CrazyEights.legalMoves(in: view, for: player(1)) else {
            Issue.record("Crazy Eights lists its moves")
            return
        }
        #expect(!lines.isEmpty && lines.allSatisfy { (try? CrazyEights.parseCommand($0)) != nil })
    }
}
