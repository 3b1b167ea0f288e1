import GameCore

/// The games a `lanhost` or `lanjoin` plays: the stock programs have ``GameCatalog/stockGames``; a
/// package that brings its own modules passes them to ``LanPartyProgram``.
public struct GameLineup: Sendable {
    /// The registry the program hosts and joins with.
    public let registry: GameRegistry
    /// What the program announces in `hello` (informational, e.g. `high-card-party/1.0.0`).
    public let appVersion: String
    /// The name `--help` and usage errors give the program (`nil`: the command's own, `lanhost`).
    public let programName: String?
    /// The lineup's games whose terminal screens take the mouse.
    let pointerGames: [any TerminalPointerGame.Type]
    /// The lineup's games whose terminal screens show a clock that runs between states.
    let clockGames: [any TerminalClockGame.Type]
    /// The lineup's games whose terminal screens have colours.
    let colourGames: [any TerminalColourGame.Type]

    /// A lineup of `games` (a later module with the same id replaces an earlier one).
    public init(games: [any GameModule.Type], appVersion: String = GameCatalog.appVersion, programName: String? = nil) {
        registry = GameRegistry(games)
        self.appVersion = appVersion
        self.programName = programName
        pointerGames = games.compactMap { $0 as? any TerminalPointerGame.Type }
        clockGames = games.compactMap { $0 as? any TerminalClockGame.Type }
        colourGames = games.compactMap { $0 as? any TerminalColourGame.Type }
    }

    /// The stock games.
    public static let stock = GameLineup(games: GameCatalog.stockGames)

    /// The lineup of the program running in this task (``LanPartyProgram`` sets it).
    @TaskLocal static var current = GameLineup.stock
}
