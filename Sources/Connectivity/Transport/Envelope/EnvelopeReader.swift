import NIOCore

/// Decodes the inbound messages of one ``EnvelopeLink`` and hands them to its lobby.
///
/// Owned by the transport's single reading task (it holds a codec, which is not thread-safe).
public struct EnvelopeReader {
    /// What became of one inbound message.
    public enum Outcome: Sendable, Equatable {
        /// Delivered to the lobby (or skipped: a message type from a newer build).
        case accepted
        /// Refused: the peer was told why and the link is closing; stop reading.
        case refused(WireError)
    }

    private let link: EnvelopeLink
    private let codec = MessageCodec()
    private var budget: DecodeBudget
    private var smallFrames: DecodeBudget

    init(link: EnvelopeLink, now: NIODeadline = .now()) {
        self.link = link
        budget = DecodeBudget(allowance: .joinRequest, now: now)
        smallFrames = DecodeBudget(allowance: .memberSmallFrames, now: now)
    }

    /// When the connection's ``DecodeBudget`` lets `envelope` be decoded: `nil` for now (its cost
    /// is then spent), else the instant to ask again. The transport waits before reading on, so
    /// the peer is paced as over TCP (Docs/Protocol.md §2).
    public mutating func pace(_ envelope: ByteBuffer, now: NIODeadline) -> NIODeadline? {
        let phase = link.wireState.phase
        let small = phase == .established && envelope.readableBytes <= DecodeBudget.smallFrameLimit
        if !small { budget.follow(phase, now: now) }
        let decision = small
            ? smallFrames.spend(DecodeBudget.smallFrameCost(envelope.readableBytes), now: now)
            : budget.spend(envelope.readableBytes, now: now)
        switch decision {
        case .decode: return nil
        case .wait(let deadline): return deadline
        }
    }

    /// Checks one binary message against the limits of the phase, decodes its envelope and delivers
    /// it. A bad message is reported to the peer (`error`) and the link closes.
    public mutating func read(_ envelope: ByteBuffer) -> Outcome {
        let limits = link.wireState.inboundLimits
        do throws(WireError) {
            guard envelope.readableBytes > 0 else { throw WireError(.emptyFrame) }
            guard envelope.readableBytes <= limits.maxFrameLength else { throw Self.tooLarge(envelope.readableBytes, limits) }
            switch try codec.decode(envelope) {
            case .message(let message, let unknownFields):
                link.wireState.recordInbound(bytes: envelope.readableBytes, unknownFields: unknownFields)
                link.deliver(message)
            case .unknownType:
                link.wireState.recordUnknownType(bytes: envelope.readableBytes)
            }
            return .accepted
        } catch {
            return refuse(error)
        }
    }

    /// A message of `size` bytes, over the limit of the phase, that the transport stopped
    /// buffering (a fragmented one): refused exactly as ``read(_:)`` refuses one too large.
    public mutating func refuseOversized(_ size: Int) -> Outcome {
        refuse(Self.tooLarge(size, link.wireState.inboundLimits))
    }

    /// A message the transport could not take apart (fragments out of order): refused as malformed.
    public mutating func refuseMalformed(_ reason: String) -> Outcome {
        refuse(WireError(.truncatedFrame, reason))
    }

    /// An envelope its transport read and answered itself (a web page's `ask`, Docs/Protocol.md
    /// §9): counted in the link's wire counters like a message delivered to the lobby.
    public func recordAnswered(_ envelope: ByteBuffer) {
        link.wireState.recordInbound(bytes: envelope.readableBytes, unknownFields: 0)
    }

    /// An envelope its transport read itself and found malformed (a web page's `ask` without its
    /// fields, Docs/Protocol.md §9): refused as a malformed envelope.
    public mutating func refuseMalformedEnvelope(_ reason: String) -> Outcome {
        refuse(WireError(.malformedEnvelope, reason))
    }

    /// A compressed frame (flags not 0) from a transport whose frames are never compressed (a
    /// browser's sealed WebSocket): refused as a malformed frame, before anything is inflated.
    public mutating func refuseCompressed() -> Outcome {
        refuse(WireError(.unsupportedFlags, "a compressed frame; a browser's frames are uncompressed"))
    }

    private func refuse(_ error: WireError) -> Outcome {
        link.fail(error)
        return .refused(error)
    }

    private static func tooLarge(_ size: Int, _ limits: FrameLimits) -> WireError {
        WireError(.frameTooLarge, "\(size) bytes, limit \(limits.maxFrameLength)")
    }

    /// A text message: the binding carries envelopes in binary messages only.
    public mutating func readText() -> Outcome {
        refuse(WireError(.malformedEnvelope, "a text message; envelopes travel as binary messages"))
    }
}
