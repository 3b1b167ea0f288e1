@testable import Connectivity
import Foundation
import Testing

/// A host decodes large frames off its event loop and paces each connection (issue 17); what
/// arrives must still arrive whole and in order.
@Suite("Host decoding: off the loop, paced, in order", .serialized)
struct InboundDecodeTests {
    let ann = Fixtures.profile(2, "Ann")

    /// A lobby whose game has started with Ann seated beside the host.
    private func gameWithAnn() async throws -> (LoopbackLobby, LoopbackLobby.Client) {
        let lobby = try await LoopbackLobby()
        let a = await lobby.joinedClient(ann)
        try await a.client.setReady(true)
        try await lobby.host.setReady(true)
        _ = await a.events.first { $0.lobby?.readyPlayerIDs.count == 2 }
        try await lobby.host.startGame()
        _ = await a.game.first { if case .started = $0 { true } else { false } }
        return (lobby, a)
    }

    @Test("large (off the loop) and small (inline) actions, beyond the budget's burst, reach the host whole and in order")
    func largeAndSmallActionsArriveInOrder() async throws {
        let (lobby, a) = try await gameWithAnn()

        // 30 actions of 12 KiB (each decoded off the loop) between small ones: 360 KiB in all, past
        // the member burst of 256 KiB, so the last ones wait for the bucket to refill.
        let actions = (1...60).map { sequence in
            let size = sequence.isMultiple(of: 2) ? 12 * 1024 : 8
            return GameAction(
                sequence: UInt64(sequence), payload: Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ sequence) }))
        }
        for action in actions { try await a.client.send(action) }
        let last = await lobby.hostActions.first(within: .seconds(20)) { $0.action.sequence == 60 }
        #expect(last != nil, "the last action never arrived")
        let received = await lobby.hostActions.events
        #expect(received.allSatisfy { $0.player == ann.id })
        let receivedActions = received.map(\.action)
        #expect(receivedActions == actions)
        #expect(await a.client.state == .joined)
        await lobby.host.shutDown()
    }

    @Test("a legal action that deflates more than 64x goes uncompressed, so the host reads it (issue 24)")
    func aVeryRepetitiveActionReachesTheHost() async throws {
        let (lobby, a) = try await gameWithAnn()

        // 16 KiB of one byte (the largest action payload) deflates to ~50 bytes: compressed, it would
        // declare ~300x its zlib stream, and the host refuses more than 64x (or 4 KiB).
        let actions = [
            GameAction(sequence: 1, payload: Data(repeating: 0x41, count: 16 * 1024)),
            GameAction(sequence: 2, payload: Data([0xCA, 0xFE])),
        ]
        for action in actions { try await a.client.send(action) }
        let last = await lobby.hostActions.first(within: .seconds(10)) { $0.action.sequence == 2 }
        #expect(last != nil, "the host never read the actions")
        #expect(await lobby.hostActions.events.map(\.action) == actions)
        #expect(await a.client.state == .joined)
        await lobby.host.shutDown()
    }
}
