import BenchmarkSupport
import CrazyEights
import GameCore

/// How a benchmark client plays its module: how many actions it sends given its window.
protocol BenchPlayer: SendableMetatype {
    /// The game played.
    associatedtype Module: GameModule
    /// Sends up to `window - inFlight` actions; returns how many left, each stamped through `stamp`
    /// just before it was handed to the store.
    static func act(
        store: isolated GameClientStore<Module>, window: Int, inFlight: Int, stamp: (UInt64) -> Void
    ) -> Int
}

/// Tally clients keep `window` additions in flight.
enum TallyPlayer: BenchPlayer {
    typealias Module = TallyGame

    static func act(
        store: isolated GameClientStore<TallyGame>, window: Int, inFlight: Int, stamp: (UInt64) -> Void
    ) -> Int {
        var sent = 0
        while inFlight + sent < window {
            let time = Nanos.now()
            do {
                try store.send(TallyGame.Action(amount: 1))
            } catch {
                break
            }
            stamp(time)
            sent += 1
        }
        return sent
    }
}

/// Crazy Eights clients are bots: one move when it is their turn and nothing is pending.
enum CrazyEightsPlayer: BenchPlayer {
    typealias Module = CrazyEights

    static func act(
        store: isolated GameClientStore<CrazyEights>, window: Int, inFlight: Int, stamp: (UInt64) -> Void
    ) -> Int {
        guard window > 0, inFlight == 0 else { return 0 }
        let time = Nanos.now()
        guard store.playBotMove() else { return 0 }
        stamp(time)
        return 1
    }
}
