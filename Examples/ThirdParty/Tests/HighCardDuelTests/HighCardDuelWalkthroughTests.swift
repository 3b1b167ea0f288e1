import Foundation
import GameCore
import HighCardDuel
import Testing

/// The guide's "run a game" step (Docs/WritingAGameModule.md), run: the pure host and client cores
/// carry one round between two players without a network.
@Suite struct HighCardDuelWalkthroughTests {
    @Test func oneRoundThroughTheHostAndAClient() throws {
        var registry = GameRegistry()
        registry.register(HighCardDuel.self)
        let ann = UUID()
        let bob = UUID()
        var host = try GameHostCore<HighCardDuel>(players: [ann, bob], settings: HighCardDuel.defaultSettings, seed: 42)
        var annsScreen = GameClientCore<HighCardDuel>(player: ann)

        // The host sends every recipient its own view; here only Ann's is delivered.
        func deliver(_ outputs: [GameHostOutput]) throws {
            for case .state(let state) in outputs where state.recipient == ann {
                _ = try annsScreen.receiveState(
                    round: state.round, stateSequence: state.stateSequence,
                    lastAppliedAction: state.lastAppliedAction, payload: state.payload)
            }
        }
        try deliver(host.startOutputs())

        // Ann picks 5: her screen shows it at once (prediction), the bytes go to the host.
        let outgoing = try annsScreen.send(HighCardDuel.Action(card: 5))
        try deliver(host.receiveAction(payload: outgoing.payload, from: ann, sequence: outgoing.sequence))

        // Bob picks 3 (his bytes, as his client would send them): the round is shown to everyone.
        let bobs = GamePayloadCodec.encode(HighCardDuel.Action(card: 3))
        try deliver(host.receiveAction(payload: bobs, from: bob, sequence: 1))
        if let view = annsScreen.displayedView {
            print(HighCardDuel.render(view, for: .player(ann), names: PlayerNames([ann: "Ann", bob: "Bob"])))
        }
        // --- end of guide ---
        #expect(registry.compatibility(of: HighCardDuel.versionInfo).isCompatible)
        #expect(annsScreen.pending.isEmpty && annsScreen.displayedView == host.view(for: ann))
        #expect(annsScreen.displayedView?.scores == [1, 0] && annsScreen.displayedView?.lastReveal == [5, 3])
    }
}
