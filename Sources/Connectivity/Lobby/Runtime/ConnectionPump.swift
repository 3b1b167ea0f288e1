/// Runs the inbound side of one ``FramedConnection`` for a lobby actor: every message goes to the
/// actor in order. The actor writes through the connection's ``FrameOutlet`` itself, so no task
/// sits between it and the socket.
enum ConnectionPump {
    /// Reads until the peer closes, the outlet closes the connection, or a wire error; then the
    /// connection closes. A malformed inbound frame is reported to the peer first.
    static func run(_ connection: FramedConnection, onMessage: @escaping @Sendable (Message) async -> Void) async {
        _ = try? await connection.executeThenClose { inbound, outbound in
            do {
                for try await message in inbound { await onMessage(message) }
            } catch let error as WireError {
                await outbound.reportError(error)
                connection.outlet.close()
            } catch {
                return
            }
        }
    }
}
