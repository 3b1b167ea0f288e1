import Connectivity
import Foundation
import GameCore

/// Everything `lanhost` decides before opening the lobby: the game, the host's player, the settings
/// from `--set`, the passcode, the seating rules and the computer players.
struct HostSetup: Sendable {
    let descriptor: GameDescriptor
    let player: LocalPlayer
    let configuration: LobbyHostConfiguration
    /// The passcode, given or generated.
    let passcode: String?
    /// Whether the passcode was generated (`--private`), so it is printed.
    let passcodeGenerated: Bool
    /// The computer players seated inside the host.
    let bots: [PlayerProfile]

    /// Checks the options against the game and builds the setup; wrong `--set`, `--game` or seat
    /// counts are usage errors (exit 2).
    static func make(options: HostOptions, registry: GameRegistry, environment: [String: String]) throws(ProgramFailure)
        -> HostSetup
    {
        guard let descriptor = registry.descriptor(for: GameID(rawValue: options.game)) else {
            let known = registry.allDescriptors.map(\.id.rawValue).joined(separator: ", ")
            throw ProgramFailure(.usage, "--game: no game named '\(options.game.prefix(32))' (this build has: \(known)).")
        }
        let settings = try applySettings(options.settings, descriptor: descriptor)
        let policy = try seatPolicy(options, descriptor.policy)
        let player =
            options.dedicated
            ? LocalPlayer.dedicatedHost(name: options.name)
            : try LocalPlayer.load(path: options.profile, name: options.name, environment: environment)
        let passcode = options.passcode ?? (options.isPrivate ? generatePasscode() : nil)
        let name = options.lobbyName ?? lobbyName(for: player.profile.username)
        let configuration = LobbyHostConfiguration(
            name: name, game: descriptor.versionInfo, hostProfile: player.profile, hostTakesSeat: !options.dedicated,
            policy: policy, settings: settings, gameModule: descriptor, allowsSeatReclaim: !options.noReclaim)
        let bots = (0..<options.bots).map { PlayerProfile(username: botName($0 + 1, avoiding: player.profile.username)) }
        return HostSetup(
            descriptor: descriptor, player: player, configuration: configuration, passcode: passcode,
            passcodeGenerated: options.passcode == nil && passcode != nil, bots: bots)
    }

    /// The host's own seat, unless dedicated.
    var hostSeat: UUID? { configuration.hostTakesSeat ? configuration.hostProfile.id : nil }

    private static func applySettings(_ assignments: [String], descriptor: GameDescriptor) throws(ProgramFailure) -> Data {
        var settings = descriptor.defaultSettings
        for assignment in assignments {
            do throws(SettingsError) {
                settings = try descriptor.applying(assignment, to: settings)
            } catch {
                let keys = descriptor.settingDescriptors.map(\.key).joined(separator: ", ")
                throw ProgramFailure(.usage, "--set \(assignment.prefix(64)): \(error) (settings: \(keys))")
            }
        }
        return settings
    }

    private static func seatPolicy(_ options: HostOptions, _ policy: GamePolicy) throws(ProgramFailure) -> LobbySeatPolicy {
        let range = policy.playerRange
        let maximum = options.maxPlayers ?? range.upperBound
        guard range.contains(maximum) else {
            throw ProgramFailure(.usage, "--max-players must be \(range.lowerBound)...\(range.upperBound) for this game.")
        }
        let local = options.bots + (options.dedicated ? 0 : 1)
        guard local <= maximum else {
            throw ProgramFailure(.usage, "--bots \(options.bots) leaves no seat: at most \(maximum) players.")
        }
        return LobbySeatPolicy(
            minPlayers: range.lowerBound, maxPlayers: maximum, supportsSpectators: policy.supportsSpectators)
    }

    private static func generatePasscode() -> String {
        var random = SystemRandomNumberGenerator()
        return String(format: "%06d", Int.random(in: 0..<1_000_000, using: &random))
    }

    private static func lobbyName(for player: String) -> String {
        var name = "\(player)'s lobby"
        while name.utf8.count > 63 { name.removeLast() }
        return name
    }

    private static func botName(_ number: Int, avoiding taken: String) -> String {
        let name = "Bot \(number)"
        return name == taken ? "Bot \(number)b" : name
    }
}
