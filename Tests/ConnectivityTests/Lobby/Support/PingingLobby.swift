import Connectivity
import Foundation
import Testing

/// The host side of a busy lobby without client machines: a ``LobbyHostMachine`` whose timers fire
/// in time order and whose seated members answer every ping after a round trip drawn per ping. Each
/// input after the joins is logged with its instant, its cause, its actions and the roster after it.
struct PingingLobby {
    enum Cause: Equatable {
        case pong(ConnectionID)
        case timer(LobbyHostTimer)
    }

    struct Step {
        let at: ContinuousClock.Instant
        let cause: Cause
        let actions: [LobbyHostAction]
        /// The host's roster right after this input.
        let lobby: LobbyInfo
    }

    private struct PendingPong {
        let at: ContinuousClock.Instant
        let pong: Pong
        let from: ConnectionID
    }

    var host: HostDriver
    /// The members' connections, in seat order.
    private(set) var members: [ConnectionID] = []
    private(set) var log: [Step] = []
    private var timers: [LobbyHostTimer: ContinuousClock.Instant] = [:]
    private var pongs: [PendingPong] = []
    private var generator: SeededGenerator
    private let roundTrip: (inout SeededGenerator) -> Duration

    /// Seats `count` members (a dedicated host, so every seat is a connection) at time 0.
    init(members count: Int, seed: UInt64, roundTrip: @escaping (inout SeededGenerator) -> Duration) throws {
        let policy = LobbySeatPolicy(minPlayers: 2, maxPlayers: count)
        host = HostDriver(configuration: Fixtures.hostConfiguration(policy: policy, hostTakesSeat: false))
        generator = SeededGenerator(seed: seed)
        self.roundTrip = roundTrip
        for n in 0..<count {
            let (id, actions) = host.hello(Fixtures.profile(n + 2), address: "10.0.0.\(n + 2)")
            _ = try #require(actions.accepted(on: id))
            members.append(id)
            apply(actions)
        }
    }

    /// Delivers every pong and fires every host timer due up to `seconds` after the origin, in time order.
    mutating func run(until seconds: Double) {
        let end = host.clock.at(seconds)
        while let next = nextInput(), next.at <= end {
            host.clock.jump(to: next.at)
            let actions: [LobbyHostAction]
            switch next.cause {
            case .timer(let timer):
                timers[timer] = nil
                actions = host.machine.timerFired(timer, at: next.at)
            case .pong:
                let pending = pongs.removeFirst()
                actions = host.send(.pong(pending.pong), from: pending.from)
            }
            apply(actions)
            log.append(Step(at: next.at, cause: next.cause, actions: actions, lobby: host.machine.info))
        }
        host.clock.set(seconds)
    }

    /// Takes in actions of the machine (also those of a command a test ran directly): keeps the timer
    /// table and answers each ping after a drawn round trip. Nothing is logged.
    mutating func apply(_ actions: [LobbyHostAction]) {
        for action in actions {
            switch action {
            case .schedule(let timer, let at): timers[timer] = at
            case .cancel(let timer): timers[timer] = nil
            case .send, .broadcast, .close, .emit: break
            }
        }
        for id in members {
            for case .ping(let ping) in actions.messages(to: id) {
                let at = host.clock.now + roundTrip(&generator)
                let index = pongs.firstIndex { $0.at > at } ?? pongs.endIndex
                pongs.insert(PendingPong(at: at, pong: Pong(id: ping.id), from: id), at: index)
            }
        }
    }

    /// The earliest pong or timer (a pong first on a tie, as if it arrived before the timer woke).
    private func nextInput() -> (at: ContinuousClock.Instant, cause: Cause)? {
        let timer = timers.min { ($0.value, "\($0.key)") < ($1.value, "\($1.key)") }
        switch (pongs.first, timer) {
        case (nil, nil): return nil
        case (let pong?, nil): return (pong.at, .pong(pong.from))
        case (nil, let timer?): return (timer.value, .timer(timer.key))
        case (let pong?, let timer?):
            return pong.at <= timer.value ? (pong.at, .pong(pong.from)) : (timer.value, .timer(timer.key))
        }
    }
}
