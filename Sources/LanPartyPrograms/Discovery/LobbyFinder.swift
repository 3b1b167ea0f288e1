import Connectivity
import Foundation
import GameCore

/// `lanjoin --lobby NAME` and `lanjoin --list [--watch]` on top of a ``LobbyBrowsing``.
enum LobbyFinder {
    /// Where to connect for the first lobby named `name` seen within `timeout` seconds (exit 3 if
    /// none is seen, or if this build cannot play it).
    static func find(_ name: String, timeout: Double, browser: any LobbyBrowsing) async throws(ProgramFailure)
        -> (host: String, port: Int)
    {
        let changes = try await browser.changes()
        let found = await firstResult(within: timeout) { () -> DiscoveredLobby? in
            for await change in changes {
                if case .updated(let lobby) = change, lobby.name == name { return lobby }
            }
            return nil
        }
        guard let found else {
            throw ProgramFailure(.joinRejected, "No lobby named '\(name.prefix(63))' found within \(timeout) s.")
        }
        guard found.compatibility.isJoinable else {
            throw ProgramFailure(.joinRejected, "Cannot join '\(found.name)': \(found.compatibility).")
        }
        return (connectAddress(found), Int(found.port))
    }

    /// Prints the lobbies seen within the discovery timeout; with `--watch`, every change until a signal.
    static func list(options: JoinOptions, browser: any LobbyBrowsing, io: ProgramIO) async throws(ProgramFailure) {
        let changes = try await browser.changes()
        let sink = io.sink
        if options.watch {
            let signals = io.signals
            await withTaskGroup(of: Void.self) { group in
                group.addTask { for await change in changes { sink.emit(event(for: change)) } }
                group.addTask { for await signal in signals where signal == .terminate { return } }
                await group.next()
                group.cancelAll()
            }
            return
        }
        var lobbies: [DiscoveredLobby.ID: DiscoveredLobby] = [:]
        for change in await collect(changes, for: options.discoveryTimeout) {
            switch change {
            case .updated(let lobby): lobbies[lobby.id] = lobby
            case .removed(let lobby): lobbies[lobby.id] = nil
            case .problem(let error): sink.emit(LobbyEventFormat.error("discovery", error.description))
            }
        }
        for lobby in lobbies.values.sorted(by: { $0.name < $1.name }) { sink.emit(event(for: .updated(lobby))) }
        if lobbies.isEmpty { sink.show("No lobbies found.") }
    }

    /// An IPv4 address if there is one (simplest to reach), else the first address, else the host name.
    static func connectAddress(_ lobby: DiscoveredLobby) -> String {
        (lobby.addresses.first { !$0.isIPv6 } ?? lobby.addresses.first)?.host ?? lobby.hostName
    }

    /// The lobby's browser page (`http://ADDRESS:WEB/`) when its TXT record carries `web`.
    static func webURL(_ lobby: DiscoveredLobby) -> String? {
        guard let webPort = lobby.advertisement?.webPort else { return nil }
        let address = connectAddress(lobby)
        return "http://\(address.contains(":") ? "[\(address)]" : address):\(webPort)/"
    }

    /// `lobbyFound` / `lobbyRemoved` lines: name, game, players, private, state, address, joinable,
    /// and the browser link.
    static func event(for change: LobbyBrowseChange) -> CLIEvent {
        switch change {
        case .updated(let lobby):
            let ad = lobby.advertisement
            let fields: [String: JSONValue] = [
                "name": .string(lobby.name), "host": .string(lobby.hostName), "address": .string(connectAddress(lobby)),
                "port": .int(Int(lobby.port)), "game": ad.map { .string($0.game.rawValue) } ?? .null,
                "gameVersion": ad.map { .string($0.gameVersion.description) } ?? .null,
                "players": ad.map { .int($0.players) } ?? .null, "maxPlayers": ad.map { .int($0.maxPlayers) } ?? .null,
                "private": ad.map { .bool($0.isPrivate) } ?? .null, "state": ad.map { .string($0.phase.wireValue) } ?? .null,
                "joinable": .bool(lobby.compatibility.isJoinable), "compatibility": .string(lobby.compatibility.code),
                "webURL": webURL(lobby).map(JSONValue.string) ?? .null,
            ]
            let seats = ad.map { "\($0.players)/\($0.maxPlayers)" } ?? "?"
            let text = "\(lobby.name)  \(ad?.game.rawValue ?? "?")  \(seats)  \(ad?.phase.wireValue ?? "?")"
                + "\(ad?.isPrivate == true ? "  private" : "")  \(connectAddress(lobby)):\(lobby.port)"
                + (lobby.compatibility.isJoinable ? "" : "  (\(lobby.compatibility))")
                + (webURL(lobby).map { "  browser: \($0)" } ?? "")
            return CLIEvent("lobbyFound", fields, text: text)
        case .removed(let lobby):
            return CLIEvent("lobbyRemoved", ["name": .string(lobby.name)], text: "\(lobby.name) is gone.")
        case .problem(let error):
            return LobbyEventFormat.error("discovery", error.description)
        }
    }

    private static func collect(_ changes: AsyncStream<LobbyBrowseChange>, for seconds: Double) async -> [LobbyBrowseChange] {
        await withTaskGroup(of: [LobbyBrowseChange]?.self) { group in
            group.addTask {
                var all: [LobbyBrowseChange] = []
                for await change in changes { all.append(change) }
                return all
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            // Whichever ends first (the stream or the timer) stops the other; the collector keeps what it saw.
            var collected: [LobbyBrowseChange] = []
            for await result in group {
                if let result { collected = result }
                group.cancelAll()
            }
            return collected
        }
    }

    /// Runs `body` until it returns or `seconds` pass (then `nil`).
    private static func firstResult<T: Sendable>(
        within seconds: Double, _ body: @escaping @Sendable () async -> T?
    ) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { await body() }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
