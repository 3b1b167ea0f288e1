import Connectivity
import Foundation

/// A discrete-event LAN for the pure machines: one real ``LobbyHostMachine`` and real
/// ``LobbyClientMachine``s exchanging messages instantly, with every timer fired in time order.
/// No network, no sleeps: ``run(until:)`` jumps from timer to timer.
struct LobbySimulation {
    private enum Step {
        case hostOpened(ConnectionID, address: String)
        case hostReceived(Message, ConnectionID)
        case hostClosed(ConnectionID)
        case clientConnected(String, ConnectionID)
        case clientReceived(String, Message, ConnectionID)
        case clientClosed(String, ConnectionID)
    }

    private struct Link {
        let client: String
        let clientConnection: ConnectionID
        let hostConnection: ConnectionID
        var open = true
    }

    var clock = TestClock()
    var host: LobbyHostMachine
    private(set) var clients: [String: LobbyClientMachine] = [:]
    private(set) var hostEvents: [LobbyHostEvent] = []
    private(set) var clientEvents: [String: [LobbyClientEvent]] = [:]
    /// While `false`, connection attempts fail at once (the host is unreachable).
    var hostReachable = true
    /// Clients whose packets vanish without any close (a cut cable).
    var partitioned: Set<String> = []

    private var links: [Link] = []
    private var queue: [Step] = []
    private var hostTimers: [LobbyHostTimer: ContinuousClock.Instant] = [:]
    private var clientTimers: [String: [LobbyClientTimer: ContinuousClock.Instant]] = [:]
    private var nextHostConnection: UInt64 = 0

    init(host: LobbyHostMachine) { self.host = host }

    mutating func addClient(_ name: String, _ configuration: LobbyClientConfiguration, seed: UInt64) {
        clients[name] = LobbyClientMachine(configuration: configuration, random: .seeded(seed))
        clientEvents[name] = []
        clientTimers[name] = [:]
    }

    mutating func start(_ name: String) {
        apply(name, clients[name]!.start(at: clock.now))
    }

    /// Runs a client command.
    mutating func client(_ name: String, _ command: (inout LobbyClientMachine, ContinuousClock.Instant) throws -> [LobbyClientAction]) rethrows {
        apply(name, try command(&clients[name]!, clock.now))
    }

    /// Runs a host command.
    mutating func hostCommand(_ command: (inout LobbyHostMachine, ContinuousClock.Instant) throws -> [LobbyHostAction]) rethrows {
        applyHost(try command(&host, clock.now))
    }

    /// Closes every connection of a client from the network's side: both ends see the close.
    mutating func dropConnections(of name: String) {
        for index in links.indices where links[index].client == name && links[index].open {
            links[index].open = false
            queue.append(.hostClosed(links[index].hostConnection))
            queue.append(.clientClosed(name, links[index].clientConnection))
        }
        drain()
    }

    /// The host's network goes away: every client sees its connection close and new connections fail
    /// until ``hostReachable`` is set again; the host keeps running but hears nothing.
    mutating func disconnectHost() {
        hostReachable = false
        for index in links.indices where links[index].open {
            links[index].open = false
            queue.append(.clientClosed(links[index].client, links[index].clientConnection))
        }
        drain()
    }

    /// Fires every timer due up to `seconds` after the origin, in time order.
    mutating func run(until seconds: Double) {
        let target = clock.at(seconds)
        while let (owner, at) = nextTimer(), at <= target {
            clock.jump(to: at)
            switch owner {
            case .host(let timer):
                hostTimers[timer] = nil
                applyHost(host.timerFired(timer, at: at))
            case .client(let name, let timer):
                clientTimers[name]?[timer] = nil
                apply(name, clients[name]!.timerFired(timer, at: at))
            }
        }
        clock.set(seconds)
    }

    private enum TimerOwner { case host(LobbyHostTimer), client(String, LobbyClientTimer) }

    private func nextTimer() -> (TimerOwner, ContinuousClock.Instant)? {
        var best: (TimerOwner, ContinuousClock.Instant, String)?
        func consider(_ owner: TimerOwner, _ at: ContinuousClock.Instant, _ key: String) {
            if let current = best, (current.1, current.2) <= (at, key) { return }
            best = (owner, at, key)
        }
        for (timer, at) in hostTimers { consider(.host(timer), at, "0 \(timer)") }
        for (name, timers) in clientTimers {
            for (timer, at) in timers { consider(.client(name, timer), at, "1 \(name) \(timer)") }
        }
        return best.map { ($0.0, $0.1) }
    }

    private mutating func applyHost(_ actions: [LobbyHostAction]) {
        for action in actions {
            switch action {
            case .send(let message, let id):
                deliver(message, from: id)
            case .broadcast(let message, let ids):
                for id in ids { deliver(message, from: id) }
            case .close(let id, _):
                if let index = links.firstIndex(where: { $0.hostConnection == id && $0.open }) {
                    links[index].open = false
                    if !partitioned.contains(links[index].client) {
                        queue.append(.clientClosed(links[index].client, links[index].clientConnection))
                    }
                }
            case .schedule(let timer, let at): hostTimers[timer] = at
            case .cancel(let timer): hostTimers[timer] = nil
            case .emit(let event): hostEvents.append(event)
            }
        }
        drain()
    }

    private mutating func apply(_ name: String, _ actions: [LobbyClientAction]) {
        for action in actions {
            switch action {
            case .connect(let id):
                if hostReachable, !partitioned.contains(name) {
                    nextHostConnection += 1
                    let hostID = ConnectionID(nextHostConnection)
                    links.append(Link(client: name, clientConnection: id, hostConnection: hostID))
                    queue.append(.hostOpened(hostID, address: "10.0.1.\(name.count)"))
                    queue.append(.clientConnected(name, id))
                } else {
                    queue.append(.clientClosed(name, id))
                }
            case .send(let message, let id):
                if let link = openLink(client: name, id), hostReachable, !partitioned.contains(name) {
                    queue.append(.hostReceived(message, link.hostConnection))
                }
            case .close(let id):
                if let index = links.firstIndex(where: { $0.client == name && $0.clientConnection == id && $0.open }) {
                    links[index].open = false
                    if hostReachable, !partitioned.contains(name) { queue.append(.hostClosed(links[index].hostConnection)) }
                }
            case .schedule(let timer, let at): clientTimers[name]?[timer] = at
            case .cancel(let timer): clientTimers[name]?[timer] = nil
            case .emit(let event): clientEvents[name]?.append(event)
            }
        }
        drain()
    }

    /// Queues a message the host sent on its connection `id` for the client at the other end.
    private mutating func deliver(_ message: Message, from id: ConnectionID) {
        if let link = openLink(host: id), !partitioned.contains(link.client) {
            queue.append(.clientReceived(link.client, message, link.clientConnection))
        }
    }

    private func openLink(host id: ConnectionID) -> Link? { links.first { $0.hostConnection == id && $0.open } }

    private func openLink(client name: String, _ id: ConnectionID) -> Link? {
        links.first { $0.client == name && $0.clientConnection == id && $0.open }
    }

    private mutating func drain() {
        while !queue.isEmpty {
            let step = queue.removeFirst()
            let now = clock.now
            switch step {
            case .hostOpened(let id, let address): applyHost(host.connectionOpened(id, remoteAddress: address, at: now))
            case .hostReceived(let message, let id): applyHost(host.received(message, from: id, at: now))
            case .hostClosed(let id): applyHost(host.connectionClosed(id, at: now))
            case .clientConnected(let name, let id): apply(name, clients[name]!.connected(id, at: now))
            case .clientReceived(let name, let message, let id): apply(name, clients[name]!.received(message, on: id, at: now))
            case .clientClosed(let name, let id): apply(name, clients[name]!.connectionClosed(id, at: now))
            }
        }
    }
}
