// A small turn-based module for GameCore's tests (Docs/WritingAGameModule.md walked through it before
// it builds High Card Duel, Examples/ThirdParty).
import Foundation
import GameCore

/// High Card: every player is dealt one secret card; in seat order each reveals it; the highest wins.
enum HighCard: GameModule {
    static let id: GameID = "high-card"
    static let version = SemanticVersion(1, 0, 0)
    static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "High Card", iconSymbol: "rectangle.portrait", maxPlayers: 6, difficulty: .easy)
    static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 6, isTurnBased: true, allowsRejoin: true, supportsSpectators: true)
    static let rulesText = "Everyone gets a secret card. In seat order, reveal it. Highest card wins; ties share."
    static var defaultSettings: Settings { Settings() }

    struct Settings: SchemaSettings {
        static let currentVersion = 1
        static let schema = SettingsSchema<Self>([
            .integer("highestCard", \.highestCard, in: 2...99, summary: "The highest card value")
        ])

        var settingsVersion = Self.currentVersion
        var highestCard = 13
    }

    /// The host's state: every card, including the ones still secret.
    struct State: Codable, Equatable, Sendable {
        var players: [PlayerID]
        var cards: [Int]  // cards[i] belongs to players[i]
        var revealedCount: Int  // players[0..<revealedCount] have revealed, in seat order
    }

    enum Action: String, Codable, Equatable, Sendable {
        case reveal
    }

    /// What one viewer may know: their own card and the revealed ones.
    struct View: Codable, Equatable, Sendable {
        @WireIDList var players: [PlayerID]
        var myCard: Int?  // nil for spectators
        var revealedCards: [Int]  // revealedCards[i] belongs to players[i]
        @WireOptionalID var currentPlayer: PlayerID?  // nil once the game is over
    }

    static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        var random = SeededGenerator(seed: seed)
        let cards = players.map { _ in random.nextInt(below: settings.highestCard) + 1 }
        return State(players: players, cards: cards, revealedCount: 0)
    }

    static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard outcome(of: state) == nil else { throw .gameNotRunning }
        guard let seat = state.players.firstIndex(of: player) else { throw .notAPlayer }
        guard seat == state.revealedCount else {
            throw seat < state.revealedCount ? .invalidAction("You already revealed your card.") : .notYourTurn
        }
        switch action {
        case .reveal:
            var next = state
            next.revealedCount += 1
            return next
        }
    }

    static func view(of state: State, for viewer: Viewer) -> View {
        let seat = viewer.playerID.flatMap { state.players.firstIndex(of: $0) }
        let isOver = outcome(of: state) != nil
        return View(
            players: state.players,
            myCard: seat.map { state.cards[$0] },
            revealedCards: Array(state.cards.prefix(state.revealedCount)),
            currentPlayer: isOver ? nil : state.players[state.revealedCount])
    }

    static func outcome(of state: State) -> GameOutcome? {
        if state.players.count < 2 {
            return GameOutcome(winners: state.players, summary: "Everyone else left.")
        }
        guard state.revealedCount == state.players.count, let best = state.cards.max() else { return nil }
        let winners = zip(state.players, state.cards).filter { $0.1 == best }.map(\.0)
        return GameOutcome(winners: winners, summary: "Highest card wins.")
    }

    static func playerLeft(_ state: State, player: PlayerID) -> State {
        guard outcome(of: state) == nil, let seat = state.players.firstIndex(of: player) else { return state }
        var next = state
        next.players.remove(at: seat)
        next.cards.remove(at: seat)
        if seat < next.revealedCount { next.revealedCount -= 1 }
        return next
    }

    static func isPredictable(_ action: Action) -> Bool { true }

    static func predict(_ view: View, _ action: Action, by player: PlayerID) -> View? {
        guard view.currentPlayer == player, let myCard = view.myCard else { return nil }
        var next = view
        next.revealedCards.append(myCard)
        let allRevealed = next.revealedCards.count == next.players.count
        next.currentPlayer = allRevealed ? nil : next.players[next.revealedCards.count]
        return next
    }

    static let commandHelp = [GameCommandHelp(syntax: "reveal", summary: "Show your card")]

    static func parseCommand(_ line: String) throws(GameCommandError) -> Action {
        let words = line.split(separator: " ").map { $0.lowercased() }
        guard let command = words.first else { throw .empty }
        guard command == "reveal" else { throw .unknownCommand(command) }
        if words.count > 1 { throw .unexpectedArgument(command: command, argument: words[1]) }
        return .reveal
    }

    static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        var lines = view.players.enumerated().map { index, player in
            let card = index < view.revealedCards.count ? String(view.revealedCards[index]) : "?"
            let marker = player == view.currentPlayer ? ">" : " "
            return "\(marker) \(names.name(of: player)): \(card)"
        }
        if let myCard = view.myCard { lines.append("Your card: \(myCard)") }
        return lines.joined(separator: "\n")
    }

    static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action? {
        view.currentPlayer == player ? .reveal : nil
    }
}

extension HighCard {
    static func playersToAct(in state: State) -> Set<PlayerID>? {
        state.revealedCount < state.players.count ? [state.players[state.revealedCount]] : []
    }

    static func legalActions(in view: View, for player: PlayerID) -> [Action]? {
        view.currentPlayer == player ? [.reveal] : []
    }

    static func commandLine(for action: Action) -> String? {
        action.rawValue
    }
}
