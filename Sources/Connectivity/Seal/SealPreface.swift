import Foundation

/// The two prefaces that open a protocol-3 connection, in the clear (Docs/Protocol.md §2.1). Both
/// go into the Noise prologue, so a preface altered on the way makes the handshake fail.
enum SealPreface {
    /// `LanParty` in ASCII.
    static let magic = Array("LanParty".utf8)
    /// The protocol version both prefaces carry.
    static let version: UInt8 = 3

    /// The client's: `01 | "LanParty" | 03` (10 bytes).
    static let client: [UInt8] = [SealRecordKind.preface.rawValue] + magic + [version]

    /// The host's: `01 | "LanParty" | 03 | lobby id (16) | mode`, and for a private lobby (mode 1)
    /// `| iterations u32 | salt length u8 | salt`.
    static func host(lobbyID: UUID, lock: SealLobbyLock.Parameters?) -> [UInt8] {
        var bytes = client
        withUnsafeBytes(of: lobbyID.uuid) { bytes += $0 }
        guard let lock else { return bytes + [0] }
        bytes.append(1)
        SealBytes.append(UInt32(lock.iterations), to: &bytes)
        bytes.append(UInt8(lock.salt.count))
        return bytes + lock.salt
    }

    /// What a host preface says.
    struct HostFacts: Equatable {
        var lobbyID: UUID
        /// `nil` for a public lobby.
        var lock: SealLobbyLock.Parameters?
    }

    /// Reads a host preface; `notSealedHost` when it does not start like one.
    static func readHost(_ body: [UInt8]) throws(SealError) -> HostFacts {
        guard body.count >= client.count, Array(body.prefix(client.count)) == client else { throw .notSealedHost }
        guard body.count >= client.count + 17 else { throw .malformedRecord }
        let idStart = client.count
        let id = UUID(uuid: (
            body[idStart], body[idStart + 1], body[idStart + 2], body[idStart + 3], body[idStart + 4],
            body[idStart + 5], body[idStart + 6], body[idStart + 7], body[idStart + 8], body[idStart + 9],
            body[idStart + 10], body[idStart + 11], body[idStart + 12], body[idStart + 13], body[idStart + 14],
            body[idStart + 15]))
        let modeIndex = idStart + 16
        switch body[modeIndex] {
        case 0:
            guard body.count == modeIndex + 1 else { throw .malformedRecord }
            return HostFacts(lobbyID: id, lock: nil)
        case 1:
            guard body.count >= modeIndex + 6 else { throw .malformedRecord }
            let iterations = Int(SealBytes.uint32(body, at: modeIndex + 1))
            let saltCount = Int(body[modeIndex + 5])
            guard body.count == modeIndex + 6 + saltCount else { throw .malformedRecord }
            let salt = Array(body[(modeIndex + 6)...])
            return HostFacts(lobbyID: id, lock: SealLobbyLock.Parameters(iterations: iterations, salt: salt))
        default:
            throw .malformedRecord
        }
    }
}

/// What a private lobby's host seals with: the passcode key (the Noise pre-shared key) and the
/// public parameters a client derives it with.
public struct SealLobbyLock: Sendable {
    /// The public half, sent in the host preface.
    public struct Parameters: Hashable, Sendable {
        /// PBKDF2 iterations.
        public var iterations: Int
        /// PBKDF2 salt.
        public var salt: [UInt8]
    }

    /// The public parameters.
    public let parameters: Parameters
    /// PBKDF2-HMAC-SHA256(passcode, salt, iterations): the pre-shared key.
    let preSharedKey: [UInt8]

    /// The lock of a private lobby.
    public init(_ lock: PasscodeLock) {
        parameters = Parameters(iterations: lock.iterations, salt: lock.salt)
        preSharedKey = lock.keyBytes
    }

    init(parameters: Parameters, preSharedKey: [UInt8]) {
        self.parameters = parameters
        self.preSharedKey = preSharedKey
    }
}
