import Crypto
import Foundation
import NIOCore

/// The joining side of a sealed connection, as a pure value (Docs/Protocol.md §2.1): it sends the
/// client preface, reads the host preface, derives the passcode key when the lobby is private,
/// writes the first Noise message and reads the second. Then the stream is sealed.
public struct SealInitiator: Sendable {
    /// What to do after a host record.
    public enum Step: Sendable {
        /// Send this record body.
        case send([UInt8])
        /// The handshake is done: seal everything from now on.
        case established(SealedStream)
    }

    private enum State: Sendable {
        case awaitingHostPreface
        case awaitingReply(NoiseHandshake)
        case done
    }

    private var state = State.awaitingHostPreface
    private let passcode: PasscodeKeyCache?
    private let expectedLobby: UUID?
    /// Fixed only by tests and the documented worked example; fresh otherwise.
    private let ephemeral: Curve25519.KeyAgreement.PrivateKey
    /// The lobby the host said it is (after its preface).
    public private(set) var lobbyID: UUID?
    /// Whether the host said its lobby is private.
    public private(set) var isPrivate = false

    /// A handshake for a client with `passcode` (if any), joining `expectedLobby` if it knows it
    /// (from discovery or an earlier join), any lobby otherwise.
    public init(passcode: PasscodeKeyCache?, expectedLobby: UUID?) {
        self.init(passcode: passcode, expectedLobby: expectedLobby, ephemeral: Curve25519.KeyAgreement.PrivateKey())
    }

    init(passcode: PasscodeKeyCache?, expectedLobby: UUID?, ephemeral: Curve25519.KeyAgreement.PrivateKey) {
        self.passcode = passcode
        self.expectedLobby = expectedLobby
        self.ephemeral = ephemeral
    }

    /// A channel handler that runs this handshake on a raw TCP channel (put it first in the
    /// pipeline): afterwards it opens inbound records into frame bytes and seals what is written.
    public func channelHandler() -> any ChannelHandler { SealHandler(role: .client(self)) }

    /// The first record: the client preface.
    public var preface: [UInt8] { SealPreface.client }

    /// The longest host preface: the client's 10 bytes, the lobby id, the mode, the iterations, the
    /// salt length and a salt of 255 bytes (a client accepts at most 64, but reads the record whole).
    public static let maximumHostPrefaceBytes = SealPreface.client.count + 16 + 1 + 4 + 1 + 255
    /// Noise message 2's body: its kind byte, the host's ephemeral key and the empty payload's tag.
    public static let secondMessageBytes = 1 + NoiseHandshake.keyBytes + NoiseCipherState.tagByteCount

    /// Checks the length of the host's next record before its body is read (a TCP client reads
    /// the length field first): a host preface of at most ``maximumHostPrefaceBytes`` (longer is
    /// not a LanParty host: ``SealError/notSealedHost``), then Noise message 2 or a refusal, at
    /// most ``SealRefusal/maximumBodyBytes``.
    public func checkRecordLength(_ length: Int) throws(SealError) {
        switch state {
        case .awaitingHostPreface:
            guard length <= Self.maximumHostPrefaceBytes else { throw .notSealedHost }
        case .awaitingReply:
            guard length <= SealRefusal.maximumBodyBytes else { throw .malformedRecord }
        case .done:
            throw .noise(.outOfTurn)
        }
    }

    /// Reads the host's next record.
    public mutating func receive(_ body: [UInt8]) throws(SealError) -> Step {
        try checkRecordLength(body.count)
        switch state {
        case .awaitingHostPreface:
            state = .done
            let facts = try SealPreface.readHost(body)
            if let expectedLobby, expectedLobby != facts.lobbyID { throw .wrongLobby }
            lobbyID = facts.lobbyID
            let prologue = SealPreface.client + body
            var handshake: NoiseHandshake
            if let lock = facts.lock {
                isPrivate = true
                guard let passcode else { throw .passcodeNeeded }
                let key = try passcode.key(for: lock)
                handshake = NoiseHandshake(
                    pattern: .nnPsk0, role: .initiator, prologue: prologue, preSharedKey: key, ephemeral: ephemeral)
            } else {
                handshake = NoiseHandshake(pattern: .nn, role: .initiator, prologue: prologue, ephemeral: ephemeral)
            }
            let message: [UInt8]
            do { message = try handshake.writeMessage() } catch { throw .noise(error) }
            state = .awaitingReply(handshake)
            return .send([SealRecordKind.noise.rawValue] + message)
        case .awaitingReply(var handshake):
            state = .done
            guard let kind = body.first else { throw .malformedRecord }
            switch SealRecordKind(rawValue: kind) {
            case .noise:
                // Both payloads are empty: message 2 has exactly one length.
                guard body.count == Self.secondMessageBytes else { throw .malformedRecord }
                do { _ = try handshake.readMessage(Array(body.dropFirst())) } catch { throw .noise(error) }
                guard let transport = handshake.transport() else { throw .malformedRecord }
                return .established(SealedStream(transport))
            case .refusal:
                throw .refused(try SealRefusal(body: body))
            case .preface, nil:
                throw .malformedRecord
            }
        case .done:
            throw .noise(.outOfTurn)
        }
    }
}
