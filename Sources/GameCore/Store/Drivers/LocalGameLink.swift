/// In-process plumbing between a host driver and client drivers (practice mode, bots in the host
/// process, tests): two ordered mailboxes and the loops that drain them.
///
/// The mailboxes never drop (a dropped state or rejection would break the sequence protocol); they
/// are meant for in-process peers whose pump runs for the life of the game.
public enum LocalGameLink {
    /// Host outputs waiting for in-process clients.
    public final class OutputMailbox: GameHostTransport, Sendable {
        /// The outputs in delivery order.
        public let outputs: AsyncStream<GameHostOutput>
        private let continuation: AsyncStream<GameHostOutput>.Continuation

        /// Creates an empty mailbox.
        public init() { (outputs, continuation) = AsyncStream.makeStream() }

        /// Enqueues an output.
        public func deliver(_ output: GameHostOutput) { continuation.yield(output) }

        /// Ends ``outputs`` (the pump returns).
        public func finish() { continuation.finish() }
    }

    /// Client actions waiting for the host, tagged with their sender.
    public final class ActionMailbox: Sendable {
        /// The actions in send order.
        public let actions: AsyncStream<(sender: PlayerID, action: OutgoingGameAction)>
        private let continuation: AsyncStream<(sender: PlayerID, action: OutgoingGameAction)>.Continuation

        /// Creates an empty mailbox.
        public init() { (actions, continuation) = AsyncStream.makeStream() }

        /// The transport a client store for `sender` sends through.
        public func transport(for sender: PlayerID) -> some GameClientTransport {
            ClosureGameClientTransport { [continuation] action in continuation.yield((sender, action)) }
        }

        /// Ends ``actions`` (the pump returns).
        public func finish() { continuation.finish() }
    }

    /// Forwards every output to the client it is addressed to, until the mailbox finishes. Outputs for
    /// unknown recipients are dropped. In process, payloads come from the same module build, so a
    /// decoding failure cannot happen; should it, the output is skipped (asking for a resync would
    /// resend the same bytes forever).
    public static func pump(_ mailbox: OutputMailbox, to clients: [PlayerID: any GameClientDriver]) async {
        for await output in mailbox.outputs {
            try? await clients[output.recipient]?.receive(output)
        }
    }

    /// Forwards every client action to the host, until the mailbox finishes.
    public static func pump(_ mailbox: ActionMailbox, to host: any GameHostDriver) async {
        for await (sender, action) in mailbox.actions {
            await host.receiveAction(payload: action.payload, from: sender, sequence: action.sequence)
        }
    }
}
