import Connectivity
import Foundation
import GameCore

/// Everything `lanhost` decides before opening the lobby: the game, the host's player, the settings
/// from `--set`, the passcode, the seating rules and the computer players.
struct HostSetup: Sendable {
    /// The game chosen first.
    let descriptor: GameDescriptor
    /// Every game the lobby offers (SPEC §12), ``descriptor`` among them.
    let offered: [GameDescriptor]
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
        let offered = try offeredGames(options, registry: registry)
        let descriptor = try options.game.map { id throws(ProgramFailure) in
            guard let chosen = offered.first(where: { $0.id.rawValue == id }) else {
                throw ProgramFailure(.usage, "--game \(id.prefix(32)) is not among --games (\(offered.map(\.id.rawValue).joined(separator: ", "))).")
            }
            return chosen
        } ?? offered[0]
        let settings = try applySettings(options.settings, descriptor: descriptor)
        let seatLimit = try seatLimit(options, offered: offered)
        let policy = LobbySeatPolicy(
            minPlayers: descriptor.policy.playerRange.lowerBound,
            maxPlayers: min(descriptor.policy.playerRange.upperBound, seatLimit),
            supportsSpectators: descriptor.policy.supportsSpectators)
        let player =
            options.dedicated
            ? LocalPlayer.dedicatedHost(name: options.name)
            : try LocalPlayer.load(path: options.profile, name: options.name, avatar: options.avatar, environment: environment)
        let passcode = options.passcode ?? (options.isPrivate ? generatePasscode() : nil)
        let name = options.lobbyName ?? lobbyName(for: player.profile.username)
        var configuration = LobbyHostConfiguration(
            name: name, game: descriptor.versionInfo, hostProfile: player.profile, hostTakesSeat: !options.dedicated,
            policy: policy, settings: settings, gameModule: descriptor, allowsSeatReclaim: !options.noReclaim)
        configuration.gameCatalog = offered
        configuration.seatLimit = seatLimit
        let bots = (0..<options.bots).map { PlayerProfile(username: botName($0 + 1, avoiding: player.profile.username)) }
        return HostSetup(
            descriptor: descriptor, offered: offered, player: player, configuration: configuration, passcode: passcode,
            passcodeGenerated: options.passcode == nil && passcode != nil, bots: bots)
    }

    /// This setup for a lobby reopened from the record: its id, name, host profile, settings and
    /// computer players (the same ids, so the game's seats are theirs again).
    func resuming(_ snapshot: LobbySnapshot) -> HostSetup {
        var configuration = snapshot.configure(configuration)
        configuration.hostTakesSeat = snapshot.members.contains(where: \.member.isHost)
        return HostSetup(
            descriptor: offered.first { $0.id == snapshot.game.id } ?? descriptor, offered: offered, player: player,
            configuration: configuration, passcode: passcode, passcodeGenerated: passcodeGenerated,
            bots: snapshot.computerPlayers)
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

    /// The games on offer: `--games` (each must exist), else `--game` alone, else every game of the build.
    private static func offeredGames(_ options: HostOptions, registry: GameRegistry) throws(ProgramFailure) -> [GameDescriptor] {
        let known = registry.allDescriptors.map(\.id.rawValue).joined(separator: ", ")
        guard let list = options.games else {
            // The program's games as its author listed them: the first is the one it opens on.
            guard let id = options.game else { return registry.descriptorsInOrder }
            guard let descriptor = registry.descriptor(for: GameID(rawValue: id)) else {
                throw ProgramFailure(.usage, "--game: no game named '\(id.prefix(32))' (this build has: \(known)).")
            }
            return [descriptor]
        }
        var offered: [GameDescriptor] = []
        for id in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !id.isEmpty {
            guard let descriptor = registry.descriptor(for: GameID(rawValue: id)) else {
                throw ProgramFailure(.usage, "--games: no game named '\(id.prefix(32))' (this build has: \(known)).")
            }
            if !offered.contains(where: { $0.id == descriptor.id }) { offered.append(descriptor) }
        }
        guard !offered.isEmpty else { throw ProgramFailure(.usage, "--games needs at least one game (this build has: \(known)).") }
        return offered
    }

    /// Player seats of the lobby: `--max-players`, else the most any offered game takes. One game:
    /// its range bounds it; several: the extras watch a game and play the next.
    private static func seatLimit(_ options: HostOptions, offered: [GameDescriptor]) throws(ProgramFailure) -> Int {
        let most = offered.map(\.policy.playerRange.upperBound).max() ?? 1
        let maximum = options.maxPlayers ?? most
        if offered.count == 1, let range = offered.first?.policy.playerRange, !range.contains(maximum) {
            throw ProgramFailure(.usage, "--max-players must be \(range.lowerBound)...\(range.upperBound) for this game.")
        }
        let fewest = offered.map(\.policy.playerRange.lowerBound).min() ?? 1
        guard maximum >= fewest else {
            throw ProgramFailure(.usage, "--max-players \(maximum) is too few for every offered game (the smallest needs \(fewest)).")
        }
        let local = options.bots + (options.dedicated ? 0 : 1)
        guard local <= maximum else {
            throw ProgramFailure(.usage, "--bots \(options.bots) leaves no seat: at most \(maximum) players.")
        }
        return maximum
    }

    private static func generatePasscode() -> String {
        var random = SystemRandomNumberGenerator()
        return GeneratedPasscode.make(using: &random)
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
