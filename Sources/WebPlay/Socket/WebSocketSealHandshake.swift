import Connectivity
import HummingbirdWebSocket
import NIOCore

/// The host's side of the sealed handshake on a WebSocket (Docs/Protocol.md §2.1 and §9): each
/// binary message is one record body. It reads the client preface, answers with the lobby's host
/// preface, holds a private lobby's first Noise message to its wrong-passcode budgets, and answers
/// with the second; then the socket is sealed.
///
/// A first message that is not the client preface comes from an older page: it gets, in the
/// protocol-2 binding (one envelope per message), `joinRejected(protocolVersionMismatch)`.
enum WebSocketSealHandshake {
    /// The largest handshake record a client sends (a private lobby's Noise message 1 is 49 bytes).
    static let maximumClientRecordBytes = 1024

    /// A sealed socket.
    struct Sealed {
        /// Both directions' ciphers.
        var stream: SealedStream
        /// Whether message 1 carried a private lobby's passcode: the lobby hears it was right once
        /// the page's first sealed record opens (``LobbyHost/sealedPasscodeWasRight(address:)``).
        var provesPasscode: Bool
    }

    /// Runs the handshake; the sealed stream, or `nil` when the socket was refused or closed
    /// (then this has already said why to the browser and to the lobby, and closed).
    static func run(
        _ messages: inout WebSocketMessages, outbound: WebSocketOutboundWriter, remoteHost: String?, lobby: LobbyHost
    ) async throws -> Sealed? {
        var responder = await lobby.makeSealResponder()
        while let message = try await messages.next(limit: maximumClientRecordBytes) {
            guard case .binary(let bytes) = message else {
                // Text, oversized or broken fragments: not a LanParty client of any version.
                await lobby.sealFailed(.malformedRecord, address: remoteHost)
                try await outbound.close(.protocolError, reason: nil)
                return nil
            }
            let record = Array(bytes.readableBytesView)
            let provesPasscode = responder.awaitsPasscodeProof
            // The length first (`receive` checks it again and says why): a message 1 of the wrong
            // length proves nothing about the passcode, so it is neither counted nor held to a cooldown.
            let fitsLength = (try? responder.checkRecordLength(record.count)) != nil
            if fitsLength, provesPasscode, let refusal = await lobby.sealedPasscodeRefusal(address: remoteHost) {
                await lobby.sealFailed(.refused(refusal), address: remoteHost)
                try await refuse(refusal, outbound: outbound)
                return nil
            }
            let step: SealResponder.Step
            do {
                step = try responder.receive(record)
            } catch .wrongPasscode {
                let refusal = await lobby.sealedPasscodeWasWrong(address: remoteHost)
                await lobby.sealFailed(.wrongPasscode, address: remoteHost)
                try await refuse(refusal, outbound: outbound)
                return nil
            } catch .notSealedClient {
                await lobby.sealFailed(.notSealedClient, address: remoteHost)
                try await outbound.writeBinaryMessage(LobbyHost.olderClientAnswer.envelope)
                try await outbound.close(.normalClosure, reason: nil)
                return nil
            } catch {
                await lobby.sealFailed(error, address: remoteHost)
                try await outbound.close(.protocolError, reason: nil)
                return nil
            }
            switch step {
            case .send(let body):
                try await outbound.writeBinaryMessage(ByteBuffer(bytes: body))
            case .established(let reply, let stream):
                try await outbound.writeBinaryMessage(ByteBuffer(bytes: reply))
                return Sealed(stream: stream, provesPasscode: provesPasscode)
            }
        }
        // The page went away; in the middle of a record, it is said like a TCP record cut short.
        if messages.isInsideMessage { await lobby.sealFailed(.truncated, address: remoteHost) }
        return nil
    }

    /// Sends a refusal record in the clear, then closes.
    private static func refuse(_ refusal: SealRefusal, outbound: WebSocketOutboundWriter) async throws {
        try await outbound.writeBinaryMessage(ByteBuffer(bytes: refusal.body))
        try await outbound.close(.normalClosure, reason: nil)
    }
}
