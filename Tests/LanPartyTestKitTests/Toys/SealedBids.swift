import Foundation
import GameCore

/// What a ``SealedBids`` build gets wrong on purpose, so that the kit's tests can show it is caught.
protocol BidsFlavour: Sendable {
    /// Views carry every player's secret codename (a byte-searchable leak).
    static var leaksCodenames: Bool { get }
    /// Views carry the sum of the other players' sealed bids (a number: only alternatives catch it).
    static var leaksBidTotal: Bool { get }
    /// Ties are broken with the system's random generator instead of the seeded one.
    static var usesSystemRandom: Bool { get }
    /// A refused bid's words name another player's codename.
    static var leaksInRefusals: Bool { get }
    /// The event line of a bid says its amount.
    static var leaksInEvents: Bool { get }
    /// `toAct` holds the players whose sealed bid is high (instead of those still to bid).
    static var leaksInToAct: Bool { get }
}

extension BidsFlavour {
    static var leaksCodenames: Bool { false }
    static var leaksBidTotal: Bool { false }
    static var usesSystemRandom: Bool { false }
    static var leaksInRefusals: Bool { false }
    static var leaksInEvents: Bool { false }
    static var leaksInToAct: Bool { false }
}

/// The correct game.
enum Honest: BidsFlavour {}
/// Shows everyone's codename.
enum CodenameLeak: BidsFlavour { static var leaksCodenames: Bool { true } }
/// Shows the total of the others' bids.
enum BidTotalLeak: BidsFlavour { static var leaksBidTotal: Bool { true } }
/// Breaks ties with unseeded randomness.
enum SystemDice: BidsFlavour { static var usesSystemRandom: Bool { true } }
/// Names another player's codename when it refuses a bid.
enum RefusalLeak: BidsFlavour { static var leaksInRefusals: Bool { true } }
/// Says each bid's amount in its event line.
enum EventLeak: BidsFlavour { static var leaksInEvents: Bool { true } }
/// Says in `toAct` who sealed a high bid.
enum ToActLeak: BidsFlavour { static var leaksInToAct: Bool { true } }

/// A toy simultaneous game with hidden picks and a round timer: every round each player seals a
/// bid of 1...9 (all at once, in any order); when all have bid, or the 10 s round ends (missing
/// bids count 0), the highest bid scores a point (ties: a random one of them). Each player also
/// holds a secret codename. After `rounds` rounds the highest score wins.
enum SealedBids<Flavour: BidsFlavour>: GameModule {
    struct Settings: GameSettings {
        static var currentVersion: Int { 1 }
        static var descriptors: [SettingDescriptor] {
            [SettingDescriptor(key: "rounds", summary: "Rounds to play", allowedValues: "1...999")]
        }
        var settingsVersion = 1
        var rounds = 4

        func value(forKey key: String) -> String? { key == "rounds" ? String(rounds) : nil }

        mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
            guard key == "rounds" else { throw .unknownKey(key) }
            guard let number = Int(value), (1...999).contains(number) else {
                throw .invalidValue(key: key, value: value, expected: "1...999")
            }
            rounds = number
        }
    }

    struct State: Codable, Equatable, Sendable {
        var players: [PlayerID]
        var codenames: [String]
        var bids: [Int?]
        var scores: [Int]
        var round = 1
        var rounds: Int
        var roundEnds: GameInstant
        var now = GameInstant.zero
        var random: SeededGenerator
    }

    enum Action: Codable, Equatable, Sendable {
        case bid(Int)
    }

    struct View: Codable, Equatable, Sendable {
        var round: Int
        var scores: [Int]
        var hasBid: [Bool]
        var myBid: Int?
        var myCodename: String?
        var codenames: [String]?
        var othersTotal: Int?
        var over: Bool
    }

    static var id: GameID { "sealed-bids" }
    static var version: SemanticVersion { SemanticVersion(1, 0, 0) }
    static var catalogEntry: GameCatalogEntry {
        GameCatalogEntry(id: id, displayName: "Sealed Bids", iconSymbol: "envelope", maxPlayers: 4, difficulty: .easy)
    }
    static var policy: GamePolicy {
        GamePolicy(minPlayers: 2, maxPlayers: 4, isTurnBased: false, allowsRejoin: true, supportsSpectators: true)
    }
    static var rulesText: String { "Seal a bid of 1-9 each round; the highest bid scores." }
    static var defaultSettings: Settings { Settings() }
    static var roundMilliseconds: UInt64 { 10_000 }
    static var animals: [String] { ["owl", "fox", "yak", "emu", "elk", "gnu", "bat", "cod"] }

    static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        var random = SeededGenerator(seed: seed)
        let codenames = players.map { _ in "\(animals[random.nextInt(below: animals.count)])-\(random.nextInt(below: 1000))" }
        return State(
            players: players, codenames: codenames, bids: players.map { _ in nil }, scores: players.map { _ in 0 },
            rounds: settings.rounds, roundEnds: GameInstant(milliseconds: roundMilliseconds), random: random)
    }

    static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard outcome(of: state) == nil else { throw .gameNotRunning }
        guard let seat = state.players.firstIndex(of: player) else { throw .notAPlayer }
        guard state.bids[seat] == nil else { throw .invalidAction("You already bid this round.") }
        guard case .bid(let amount) = action, (1...9).contains(amount) else {
            let other = state.codenames[(seat + 1) % state.codenames.count]
            throw .invalidAction(Flavour.leaksInRefusals ? "Bid 1 to 9, like \(other) did." : "Bid 1 to 9.")
        }
        var next = state
        next.bids[seat] = amount
        return next.bids.allSatisfy({ $0 != nil }) ? settle(next) : next
    }

    /// Scores the round and opens the next one.
    static func settle(_ state: State) -> State {
        var next = state
        let bids = next.bids.map { $0 ?? 0 }
        let best = bids.max() ?? 0
        let tied = bids.indices.filter { bids[$0] == best }
        let winner = Flavour.usesSystemRandom
            ? tied[Int.random(in: 0..<tied.count)] : tied[next.random.nextInt(below: tied.count)]
        next.scores[winner] += 1
        next.round += 1
        next.bids = next.players.map { _ in nil }
        next.roundEnds = next.now.adding(milliseconds: roundMilliseconds)
        return next
    }

    static func view(of state: State, for viewer: Viewer) -> View {
        let seat = viewer.playerID.flatMap { state.players.firstIndex(of: $0) }
        let others = state.bids.indices.filter { $0 != seat }.map { state.bids[$0] ?? 0 }
        return View(
            round: state.round, scores: state.scores, hasBid: state.bids.map { $0 != nil },
            myBid: seat.flatMap { state.bids[$0] }, myCodename: seat.map { state.codenames[$0] },
            codenames: Flavour.leaksCodenames ? state.codenames : nil,
            othersTotal: Flavour.leaksBidTotal ? others.reduce(0, +) : nil,
            over: outcome(of: state) != nil)
    }

    static func playerLeft(_ state: State, player: PlayerID) -> State {
        guard let seat = state.players.firstIndex(of: player) else { return state }
        var next = state
        next.codenames.remove(at: seat)
        next.players.remove(at: seat)
        next.bids.remove(at: seat)
        next.scores.remove(at: seat)
        return next
    }

    static func outcome(of state: State) -> GameOutcome? {
        guard state.round > state.rounds || state.players.count < 2 else { return nil }
        let best = state.scores.max() ?? 0
        let winners = state.players.indices.filter { state.scores[$0] == best }.map { state.players[$0] }
        return GameOutcome(winners: winners, summary: "Most rounds won.")
    }

    /// Who still has to bid (or, leaking, who sealed a bid above 5).
    static func playersToAct(in state: State) -> Set<PlayerID>? {
        guard outcome(of: state) == nil else { return [] }
        let seats = state.players.indices.filter { Flavour.leaksInToAct ? (state.bids[$0] ?? 0) > 5 : state.bids[$0] == nil }
        return Set(seats.map { state.players[$0] })
    }

    /// "A bid is in." per sealed bid (or, leaking, its amount).
    static func events(from previous: State, to next: State) -> [String] {
        guard previous.round == next.round else { return ["Round \(previous.round) is scored."] }
        return next.players.indices.compactMap { seat in
            guard seat < previous.bids.count, previous.bids[seat] == nil, let bid = next.bids[seat] else { return nil }
            return Flavour.leaksInEvents ? "A bid of \(bid) is in." : "A bid is in."
        }
    }

    static func nextDeadline(of state: State) -> GameInstant? { outcome(of: state) == nil ? state.roundEnds : nil }

    static func advance(_ state: State, to now: GameInstant) -> State {
        var next = state
        next.now = now
        return outcome(of: next) == nil && now >= next.roundEnds ? settle(next) : next
    }

    /// Bids at random, but in odd rounds the last to bid sleeps (so the round timer has work to do).
    static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action? {
        guard !view.over, view.myBid == nil, view.myCodename != nil else { return nil }
        if view.round % 2 == 1, view.hasBid.count(where: { !$0 }) == 1 { return nil }
        return .bid(1 + random.nextInt(below: 9))
    }

    static var commandHelp: [GameCommandHelp] { [GameCommandHelp(syntax: "bid N", summary: "Seal a bid")] }

    static func parseCommand(_ line: String) throws(GameCommandError) -> Action {
        let words = line.split(separator: " ")
        guard words.count == 2, words[0] == "bid", let amount = Int(words[1]) else { throw .unknownCommand(line) }
        return .bid(amount)
    }

    static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        "Round \(view.round), scores \(view.scores)"
    }
}
