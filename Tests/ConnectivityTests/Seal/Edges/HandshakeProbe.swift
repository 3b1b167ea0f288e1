@testable import Connectivity
import Foundation
import NIOCore

/// Runs the client's side of the sealed handshake by hand over a ``TimedSocket``, so a test can
/// send what an honest client would not: a Noise message 1 of another length, or one recorded
/// from somebody else's join.
enum HandshakeProbe {
    /// How a handshake ended.
    enum Outcome {
        case sealed(TimedSocket, SealedStream)
        case refused(SealRefusal)
        /// The host closed without a word (after `records` handshake records of its own).
        case closed
    }

    /// A passcode cache that accepts the tests' low work factor.
    static func cache(_ passcode: String) -> PasscodeKeyCache {
        PasscodeKeyCache(passcode: passcode, acceptedIterations: 1...PasscodeKDF.maximumAcceptedIterations)
    }

    /// Connects, sends the preface and reads the host's; the socket and the client's message 1
    /// (its whole record body, kind byte first) with the initiator that made it.
    static func messageOne(
        port: Int, passcode: String?, group: any EventLoopGroup
    ) async throws -> (TimedSocket, [UInt8], SealInitiator) {
        let socket = try await TimedSocket.open(port: port, group: group)
        var initiator = SealInitiator(passcode: passcode.map(cache), expectedLobby: nil)
        try await socket.sendRecord(initiator.preface)
        guard let preface = try await socket.receiveRecord(), case .send(let first) = try initiator.receive(preface) else {
            throw SealError.notSealedHost
        }
        return (socket, first, initiator)
    }

    /// Sends `body` as message 1 on `socket` and reads what the host does.
    static func answer(to body: [UInt8], on socket: TimedSocket, initiator: SealInitiator) async throws -> Outcome {
        var initiator = initiator
        try await socket.sendRecord(body)
        guard let reply = try await socket.receiveRecord() else { return .closed }
        do {
            guard case .established(let stream) = try initiator.receive(reply) else { return .closed }
            return .sealed(socket, stream)
        } catch .refused(let refusal) {
            return .refused(refusal)
        }
    }

    /// A whole handshake with `passcode`.
    static func handshake(port: Int, passcode: String?, group: any EventLoopGroup) async throws -> Outcome {
        let (socket, first, initiator) = try await messageOne(port: port, passcode: passcode, group: group)
        return try await answer(to: first, on: socket, initiator: initiator)
    }

    /// `message` (kind byte first) made `length` bytes long after its kind byte: cut, or padded
    /// with bytes that look like more payload.
    static func resized(_ message: [UInt8], noiseBytes length: Int) -> [UInt8] {
        let noise = Array(message.dropFirst())
        guard length > noise.count else { return [message[0]] + Array(noise.prefix(length)) }
        return message + (0..<(length - noise.count)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    }
}
