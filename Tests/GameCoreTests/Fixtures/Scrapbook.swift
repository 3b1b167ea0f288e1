import Foundation
import GameCore

/// A test fixture whose views change anywhere, by any amount, for view-patch tests: shared pages
/// of text (ASCII and multi-byte UTF-8) that actions edit in the middle, a note only its author
/// sees, and a clock that ticks every 100 ms of game time (so time alone changes views, like a
/// round timer does). Spectators see the pages and the clock, no notes. `finish` ends the game.
enum Scrapbook: GameModule {
    static let id: GameID = "scrapbook"
    static let version = SemanticVersion(1, 0, 0)
    static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Scrapbook", iconSymbol: "book", maxPlayers: 4, difficulty: .easy)
    static let policy = GamePolicy(
        minPlayers: 1, maxPlayers: 4, isTurnBased: false, allowsRejoin: true, supportsSpectators: true)
    static let rulesText = "Edit the pages."
    static var defaultSettings: Settings { Settings() }

    struct Settings: GameSettings {
        static let currentVersion = 1
        static let descriptors: [SettingDescriptor] = []
        var settingsVersion = Self.currentVersion
        func value(forKey key: String) -> String? { nil }
        mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) { throw .unknownKey(key) }
    }

    struct State: Codable, Equatable, Sendable {
        var players: [PlayerID]
        var pages: [String]
        var notes: [String]
        var ticks: Int = 0
        var now = GameInstant.zero
        var finished = false
    }

    /// Edits count in characters (clamped to the page), so random ones are always legal.
    enum Action: Codable, Equatable, Sendable {
        case insert(page: Int, at: Int, text: String)
        case delete(page: Int, from: Int, count: Int)
        case replacePage(page: Int, text: String)
        case addPage(String)
        case note(String)
        case finish
    }

    struct View: Codable, Equatable, Sendable {
        var pages: [String]
        var ticks: Int
        var note: String?
        var finished: Bool
    }

    static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        let pages = (0..<4).map { String(repeating: "page \($0) — naïve café ✏️ ", count: 8) }
        return State(players: players, pages: pages, notes: Array(repeating: "", count: players.count))
    }

    static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard !state.finished else { throw .gameNotRunning }
        guard let seat = state.players.firstIndex(of: player) else { throw .notAPlayer }
        var next = state
        switch action {
        case .insert(let page, let at, let text):
            guard next.pages.indices.contains(page) else { throw .invalidAction("No such page.") }
            let index = next.pages[page].index(next.pages[page].startIndex, offsetBy: min(at, next.pages[page].count))
            next.pages[page].insert(contentsOf: text, at: index)
        case .delete(let page, let from, let count):
            guard next.pages.indices.contains(page) else { throw .invalidAction("No such page.") }
            let text = next.pages[page]
            let start = text.index(text.startIndex, offsetBy: min(from, text.count))
            let end = text.index(start, offsetBy: min(count, text.distance(from: start, to: text.endIndex)))
            next.pages[page].removeSubrange(start..<end)
        case .replacePage(let page, let text):
            guard next.pages.indices.contains(page) else { throw .invalidAction("No such page.") }
            next.pages[page] = text
        case .addPage(let text): next.pages.append(text)
        case .note(let text): next.notes[seat] = text
        case .finish: next.finished = true
        }
        return next
    }

    static func view(of state: State, for viewer: Viewer) -> View {
        let note = viewer.playerID.flatMap { state.players.firstIndex(of: $0) }.map { state.notes[$0] }
        return View(pages: state.pages, ticks: state.ticks, note: note, finished: state.finished)
    }

    static func nextDeadline(of state: State) -> GameInstant? {
        GameInstant(milliseconds: (UInt64(state.ticks) + 1) * 100)
    }

    static func advance(_ state: State, to now: GameInstant) -> State {
        var next = state
        next.now = now
        next.ticks = max(state.ticks, Int(now.milliseconds / 100))
        return next
    }

    static func outcome(of state: State) -> GameOutcome? {
        state.finished || state.players.isEmpty ? GameOutcome(winners: [], summary: "Done.") : nil
    }

    static func playerLeft(_ state: State, player: PlayerID) -> State {
        var next = state
        if let seat = next.players.firstIndex(of: player) {
            next.players.remove(at: seat)
            next.notes.remove(at: seat)
        }
        return next
    }

    static let commandHelp: [GameCommandHelp] = []
    static func parseCommand(_ line: String) throws(GameCommandError) -> Action { throw .empty }
    static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String { view.pages.joined(separator: "\n") }

    /// A random legal edit: mostly small ones in the middle of a page, sometimes big ones.
    static func randomAction(random: inout SeededGenerator, pageCount: Int) -> Action {
        let words = ["a", "bé", "ça", "🙂", "x1", "中文", "\"q\"", "\\", "zzzz", " "]
        func text(_ count: Int) -> String { (0..<count).map { _ in words.randomElement(using: &random)! }.joined() }
        let page = Int.random(in: 0..<pageCount, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<45: return .insert(page: page, at: Int.random(in: 0..<400, using: &random), text: text(Int.random(in: 1...6, using: &random)))
        case 45..<75: return .delete(page: page, from: Int.random(in: 0..<400, using: &random), count: Int.random(in: 1...8, using: &random))
        case 75..<88: return .note(text(Int.random(in: 0...4, using: &random)))
        case 88..<95: return .replacePage(page: page, text: text(Int.random(in: 0...40, using: &random)))
        default: return .addPage(text(Int.random(in: 1...30, using: &random)))
        }
    }
}
