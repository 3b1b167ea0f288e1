import Connectivity
import Foundation
import NIOCore

/// A minimal RFC 6455 client over a ``RawConnection``: it masks what it sends, reads frames as the
/// server sent them, and can send anything (text, oversized, broken) a hostile client would.
final class RawWebSocket {
    /// One frame as received.
    struct Frame: Equatable {
        var fin: Bool
        var opcode: UInt8
        var payload: [UInt8]

        /// The close code of a close frame (opcode 8).
        var closeCode: Int? {
            guard opcode == 8, payload.count >= 2 else { return nil }
            return Int(payload[0]) << 8 | Int(payload[1])
        }
    }

    /// What came back for the upgrade request.
    enum Upgrade {
        case accepted(RawWebSocket)
        case refused(status: Int)
    }

    struct MalformedFrame: Error {}

    let connection: RawConnection
    private var codec = MessageCodec()

    private init(connection: RawConnection) {
        self.connection = connection
    }

    /// Opens `/ws` on `port`, sending `origin` as the Origin header when given.
    static func open(port: Int, origin: String? = nil, path: String = "/ws") async throws -> Upgrade {
        let connection = try await RawConnection.open(port: port)
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        try await connection.send(request + "\r\n")
        let head = try await HTTPHead.read(from: connection)
        guard head.status == 101 else {
            connection.close()
            return .refused(status: head.status)
        }
        return .accepted(RawWebSocket(connection: connection))
    }

    /// Sends one frame, masked as a client must unless `masked` is false.
    func sendFrame(opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true) async throws {
        try await connection.send(Self.frame(opcode: opcode, payload, fin: fin, masked: masked))
    }

    /// The bytes of one client frame.
    static func frame(opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        switch payload.count {
        case 0..<126:
            bytes.append(maskBit | UInt8(payload.count))
        case 126...0xFFFF:
            bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            bytes.append(maskBit | 127)
            bytes += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        guard masked else { return bytes + payload }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        bytes += mask
        bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return bytes
    }

    /// Sends `message` as one binary WebSocket message (Protocol.md §9).
    func send(_ message: Message) async throws {
        var buffer = ByteBuffer()
        try codec.encode(message, into: &buffer)
        try await sendFrame(opcode: 2, Array(buffer.readableBytesView))
    }

    /// The next frame, or `nil` when the server closed the TCP connection.
    func receiveFrame(within seconds: Double = 5) async throws -> Frame? {
        while true {
            if let frame = try takeFrame() { return frame }
            guard try await connection.receiveMore(within: seconds) else { return nil }
        }
    }

    /// The next lobby message, skipping nothing: a close frame or a closed connection is `nil`.
    func receiveMessage(within seconds: Double = 5) async throws -> Message? {
        guard let frame = try await receiveFrame(within: seconds), frame.opcode == 2 else { return nil }
        guard case .message(let message, _) = try codec.decode(ByteBuffer(bytes: frame.payload)) else { return nil }
        return message
    }

    /// The next message that is not a `ping` (pings are answered with a `pong`, as a client must).
    func receiveSkippingPings(within seconds: Double = 5) async throws -> Message? {
        while let message = try await receiveMessage(within: seconds) {
            guard case .ping(let ping) = message else { return message }
            try await send(.pong(Pong(id: ping.id)))
        }
        return nil
    }

    func close() { connection.close() }

    private func takeFrame() throws -> Frame? {
        let bytes = connection.pending
        guard bytes.count >= 2 else { return nil }
        guard bytes[1] & 0x80 == 0 else { throw MalformedFrame() }  // servers never mask
        var length = Int(bytes[1] & 0x7F)
        var offset = 2
        if length == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[2]) << 8 | Int(bytes[3])
            offset = 4
        } else if length == 127 {
            guard bytes.count >= 10 else { return nil }
            length = bytes[2..<10].reduce(0) { $0 << 8 | Int($1) }
            offset = 10
        }
        guard bytes.count >= offset + length else { return nil }
        let frame = Frame(fin: bytes[0] & 0x80 != 0, opcode: bytes[0] & 0x0F, payload: Array(bytes[offset..<offset + length]))
        _ = connection.consume(offset + length)
        return frame
    }
}

/// The status line and headers of an HTTP response.
struct HTTPHead {
    var status: Int
    var headers: [String: String]

    struct Malformed: Error {}

    /// Reads up to the blank line; what follows stays pending on the connection.
    static func read(from connection: RawConnection) async throws -> HTTPHead {
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            let pending = connection.pending
            if let range = pending.firstRange(of: end) {
                let text = String(decoding: connection.consume(range.upperBound), as: UTF8.self)
                var lines = text.components(separatedBy: "\r\n")
                let statusLine = lines.removeFirst().split(separator: " ")
                guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Malformed() }
                var headers: [String: String] = [:]
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                return HTTPHead(status: status, headers: headers)
            }
            guard try await connection.receiveMore() else { throw Malformed() }
        }
    }
}
