import Foundation
import GameCore

/// `lanjoin --lobby NAME` and `lanjoin --list [--watch]` on top of a ``LobbyBrowsing``.
enum LobbyFinder {
    /// The first lobby named `name` seen within `timeout` seconds.
    static func find(_ name: String, timeout: Double, browser: any LobbyBrowsing) async throws(ProgramFailure)
        -> DiscoveredLobby
    {
        let changes = try await browser.changes()
        let found = await firstResult(within: timeout) {
            for await change in changes {
                if case .updated(let lobby) = change, lobby.name == name { return lobby }
            }
            return nil
        }
        guard let found else {
            throw ProgramFailure(.joinRejected, "No lobby named '\(name.prefix(63))' found within \(timeout) s.")
        }
        return found
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
        var lobbies: [String: DiscoveredLobby] = [:]
        let collected = await collect(changes, for: options.discoveryTimeout)
        for change in collected {
            switch change {
            case .updated(let lobby): lobbies[lobby.name] = lobby
            case .removed(let name): lobbies[name] = nil
            }
        }
        for lobby in lobbies.values.sorted(by: { $0.name < $1.name }) { sink.emit(event(for: .updated(lobby))) }
        if lobbies.isEmpty { sink.show("No lobbies found.") }
    }

    /// `lobbyFound` / `lobbyRemoved` lines: name, game, players, private, state, address.
    static func event(for change: LobbyBrowseChange) -> CLIEvent {
        switch change {
        case .updated(let lobby):
            let fields: [String: JSONValue] = [
                "name": .string(lobby.name), "host": .string(lobby.host), "port": .int(lobby.port),
                "game": lobby.game.map { .string($0.id.rawValue) } ?? .null,
                "gameVersion": lobby.game.map { .string($0.version.description) } ?? .null,
                "players": lobby.players.map(JSONValue.int) ?? .null, "maxPlayers": lobby.maxPlayers.map(JSONValue.int) ?? .null,
                "private": .bool(lobby.isPrivate), "state": lobby.phase.map(JSONValue.string) ?? .null,
            ]
            let seats = "\(lobby.players.map(String.init) ?? "?")/\(lobby.maxPlayers.map(String.init) ?? "?")"
            let text = "\(lobby.name)  \(lobby.game?.id.rawValue ?? "?")  \(seats)  \(lobby.phase ?? "?")"
                + "\(lobby.isPrivate ? "  private" : "")  \(lobby.host):\(lobby.port)"
            return CLIEvent("lobbyFound", fields, text: text)
        case .removed(let name):
            return CLIEvent("lobbyRemoved", ["name": .string(name)], text: "\(name) is gone.")
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
