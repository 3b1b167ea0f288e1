import Connectivity
import Foundation
import NIOCore

/// A test client of the sealed WebSocket binding (Docs/Protocol.md §2.1, §9) over a
/// ``RawWebSocket``: the Swift ``SealInitiator`` runs the handshake, one record per binary message;
/// then every message sent is a §2 frame (`u32 length | 00 | envelope`) sealed into records, and
/// every record received is opened and its plaintext split back into frames. It can also send
/// what a hostile client would: any plaintext, altered or replayed records, raw frames.
final class SealedWebSocket {
    /// How the handshake ended.
    enum Opening {
        case sealed(SealedWebSocket)
        case refused(SealRefusal)
    }

    struct HandshakeFailed: Error {}

    let raw: RawWebSocket
    private var stream: SealedStream
    private var plaintext: [UInt8] = []
    private var codec = MessageCodec()

    private init(raw: RawWebSocket, stream: SealedStream) {
        self.raw = raw
        self.stream = stream
    }

    /// Upgrades `/ws` on `port` and runs the handshake (with `passcode` for a private lobby).
    static func open(port: Int, origin: String? = nil, passcode: String? = nil) async throws -> Opening {
        guard case .accepted(let raw) = try await RawWebSocket.open(port: port, origin: origin) else { throw HandshakeFailed() }
        // These tests' lobbies use a low work factor: accept it.
        let cache = passcode.map { PasscodeKeyCache(passcode: $0, acceptedIterations: 1...PasscodeKDF.maximumAcceptedIterations) }
        var initiator = SealInitiator(passcode: cache, expectedLobby: nil)
        try await raw.sendFrame(opcode: 2, initiator.preface)
        while let frame = try await raw.receiveFrame(), frame.opcode == 2 {
            let step: SealInitiator.Step
            do {
                step = try initiator.receive(frame.payload)
            } catch {
                guard case .refused(let refusal) = error else { throw error }
                return .refused(refusal)
            }
            switch step {
            case .send(let body):
                try await raw.sendFrame(opcode: 2, body)
            case .established(let stream):
                return .sealed(SealedWebSocket(raw: raw, stream: stream))
            }
        }
        throw HandshakeFailed()
    }

    /// The frame of one envelope, as the page sends it.
    static func frame(_ envelope: [UInt8], flags: UInt8 = 0) -> [UInt8] {
        let length = UInt32(envelope.count + 1)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF), flags] + envelope
    }

    /// The envelope of `message`.
    func envelope(_ message: Message) throws -> [UInt8] {
        var buffer = ByteBuffer()
        try codec.encode(message, into: &buffer)
        return Array(buffer.readableBytesView)
    }

    /// Seals `plaintext` into record bodies without sending them.
    func seal(_ plaintext: [UInt8]) throws -> [[UInt8]] { try stream.seal(plaintext) }

    /// Seals `plaintext` and sends each record as one binary message.
    func sendPlaintext(_ plaintext: [UInt8]) async throws {
        for record in try seal(plaintext) { try await raw.sendFrame(opcode: 2, record) }
    }

    /// Sends `message` as one frame in the sealed stream.
    func send(_ message: Message) async throws {
        try await sendPlaintext(Self.frame(try envelope(message)))
    }

    /// The next lobby message; `nil` at a close frame or a closed connection (or a record that
    /// does not open).
    func receiveMessage(within seconds: Double = 5) async throws -> Message? {
        while true {
            if let envelope = takeEnvelope() {
                guard case .message(let message, _) = try codec.decode(ByteBuffer(bytes: envelope)) else { continue }
                return message
            }
            guard var frame = try await raw.receiveFrame(within: seconds) else { return nil }
            // WebSocket pongs (answers to the client's pings) are not records.
            while frame.opcode == 10, let next = try await raw.receiveFrame(within: seconds) { frame = next }
            guard frame.opcode == 2 else { return nil }
            guard let opened = try? stream.open(frame.payload) else { return nil }
            plaintext += opened
        }
    }

    /// The next message that is not a `ping` (pings are answered with a `pong`, as a client must).
    func receiveSkippingPings(within seconds: Double = 5) async throws -> Message? {
        while let message = try await receiveMessage(within: seconds) {
            guard case .ping(let ping) = message else { return message }
            try await send(.pong(Pong(id: ping.id)))
        }
        return nil
    }

    /// The next envelope whose type is `type`, as bytes (pings are answered on the way, other
    /// messages skipped); `nil` at a close or a closed connection.
    func receiveEnvelope(ofType type: String, within seconds: Double = 5) async throws -> [UInt8]? {
        while true {
            if let envelope = takeEnvelope() {
                let name = envelope.count > 1 ? String(decoding: envelope.dropFirst().prefix(Int(envelope[0])), as: UTF8.self) : ""
                if name == type { return envelope }
                if case .message(.ping(let ping), _)? = try? codec.decode(ByteBuffer(bytes: envelope)) {
                    try await send(.pong(Pong(id: ping.id)))
                }
                continue
            }
            guard var frame = try await raw.receiveFrame(within: seconds) else { return nil }
            while frame.opcode == 10, let next = try await raw.receiveFrame(within: seconds) { frame = next }
            guard frame.opcode == 2 else { return nil }
            guard let opened = try? stream.open(frame.payload) else { return nil }
            plaintext += opened
        }
    }

    /// The next WebSocket frame (to see a close).
    func receiveFrame(within seconds: Double = 5) async throws -> RawWebSocket.Frame? {
        try await raw.receiveFrame(within: seconds)
    }

    /// Frames until the close frame; its code, or `nil` when the connection ended without one.
    func closeCode(within seconds: Double = 5) async throws -> Int? {
        while let frame = try await raw.receiveFrame(within: seconds) {
            if frame.opcode == 8 { return frame.closeCode }
        }
        return nil
    }

    func close() { raw.close() }

    private func takeEnvelope() -> [UInt8]? {
        guard plaintext.count >= 5 else { return nil }
        let length = plaintext[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard plaintext.count >= 4 + length else { return nil }
        let envelope = Array(plaintext[5..<4 + length])
        plaintext.removeFirst(4 + length)
        return envelope
    }
}
