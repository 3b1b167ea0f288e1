import Connectivity
import GameCore

/// Carries a game session's outputs to the lobby in order: the session delivers synchronously from
/// inside its actor, the pump awaits `LobbyHost.send` for each, one at a time.
struct HostOutputPump: Sendable {
    /// The session's transport: enqueue only, never blocks.
    let transport: ClosureGameHostTransport
    /// The pump's queue, read by ``run(host:onGameOver:)``.
    private let outputs: AsyncStream<GameHostOutput>

    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: GameHostOutput.self)
        outputs = stream
        transport = ClosureGameHostTransport { continuation.yield($0) }
    }

    /// Sends every output as its wire message; calls `onGameOver` after the last recipient of a
    /// game-over notice (`recipients` of them) got it. Returns the number of outputs sent.
    func run(host: LobbyHost, recipients: Int, onGameOver: @Sendable () async -> Void) async -> Int {
        var sent = 0
        var gameOvers = 0
        for await output in outputs {
            sent += 1
            switch output {
            case .state(let state):
                await host.send(
                    GameState(
                        round: state.round, stateSequence: state.stateSequence,
                        lastAppliedAction: state.lastAppliedAction, payload: state.payload),
                    to: state.recipient)
            case .actionRejected(let rejection):
                await host.send(ActionRejected(sequence: rejection.sequence, error: rejection.error), to: rejection.recipient)
            case .gameOver(let over):
                await host.send(
                    GameOver(round: over.round, winners: over.winners, summary: over.summary, payload: over.payload),
                    to: over.recipient)
                gameOvers += 1
                if gameOvers == recipients {
                    gameOvers = 0
                    await onGameOver()
                }
            }
        }
        return sent
    }
}
