/// Runs one ``FramedConnection`` for a lobby actor: a writer drains an ordered queue of outgoing
/// messages (so the actor never awaits a socket), a reader hands every inbound message to the actor.
enum ConnectionPump {
    /// One item for the writer.
    enum Outgoing: Sendable {
        /// Send this.
        case message(Message)
        /// Flush what came before, then close.
        case close
    }

    /// A handle to the writer's queue.
    struct Queue: Sendable {
        let continuation: AsyncStream<Outgoing>.Continuation

        /// Queues a message (dropped if the connection is already gone).
        func send(_ message: Message) { continuation.yield(.message(message)) }

        /// Queues the close, after everything already queued.
        func close() {
            continuation.yield(.close)
            continuation.finish()
        }
    }

    /// A new queue and the stream its writer reads.
    static func makeQueue() -> (Queue, AsyncStream<Outgoing>) {
        let (stream, continuation) = AsyncStream.makeStream(of: Outgoing.self)
        return (Queue(continuation: continuation), stream)
    }

    /// Pumps until the peer closes, the queue asks to close, or a wire error; then the connection closes.
    ///
    /// A message too large to send is skipped (the transport sent nothing); a malformed inbound
    /// frame is reported to the peer before closing.
    static func run(
        _ connection: FramedConnection, outgoing: AsyncStream<Outgoing>,
        onMessage: @escaping @Sendable (Message) async -> Void
    ) async {
        _ = try? await connection.executeThenClose { inbound, outbound in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await item in outgoing {
                        switch item {
                        case .message(let message):
                            do {
                                try await outbound.send(message)
                            } catch is WireError {
                                continue
                            } catch {
                                return
                            }
                        case .close:
                            return
                        }
                    }
                }
                group.addTask {
                    do {
                        for try await message in inbound { await onMessage(message) }
                    } catch let error as WireError {
                        await outbound.reportError(error)
                    } catch {
                        return
                    }
                }
                // Whichever side finishes first ends the connection.
                await group.next()
                group.cancelAll()
            }
        }
    }
}
