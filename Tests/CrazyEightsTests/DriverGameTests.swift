import CrazyEights
import Foundation
import GameCore
import Testing

/// A whole game the way the programs run it: registry descriptor, host session, client stores, bots.
@Suite struct DriverGameTests {
    func playWithBot(_ client: any GameClientDriver) async -> GameOutcome? {
        for await event in client.updates {
            switch event {
            case .viewChanged: _ = await client.playBotMove()
            case .actionRejected(_, let error): Issue.record("bot move refused: \(error)")
            case .gameOver(let outcome): return outcome
            }
        }
        return await client.outcome
    }

    @Test(arguments: [UInt64(7), 8, 9])
    func fourBotsFinishAGameThroughTheDrivers(seed: UInt64) async throws {
        let registry = GameRegistry([CrazyEights.self])
        let descriptor = try #require(registry.descriptor(for: "crazy-eights"))
        let players = (1...4).map(player)
        let outputs = LocalGameLink.OutputMailbox()
        let actions = LocalGameLink.ActionMailbox()
        let settings = try descriptor.applying("handSize=6", to: descriptor.defaultSettings)
        let host = try descriptor.makeHost(players: players, settings: settings, seed: seed, transport: outputs)
        var clients: [PlayerID: any GameClientDriver] = [:]
        for (index, id) in players.enumerated() {
            clients[id] = descriptor.makeClient(player: id, botSeed: UInt64(index), transport: actions.transport(for: id))
        }
        let outputPump = Task { [clients] in await LocalGameLink.pump(outputs, to: clients) }
        let actionPump = Task { await LocalGameLink.pump(actions, to: host) }

        await host.start()
        let outcomes = await withTaskGroup(of: GameOutcome?.self) { group in
            for client in clients.values { group.addTask { await playWithBot(client) } }
            return await group.reduce(into: [GameOutcome?]()) { $0.append($1) }
        }
        let final = try #require(await host.outcome)
        #expect(outcomes.count == 4 && outcomes.allSatisfy { $0 == final })
        #expect(!final.winners.isEmpty)
        let winner = try #require(clients[final.winners[0]])
        let text = try #require(await winner.renderText(names: PlayerNames()))
        #expect(!text.contains("Your turn"))
        let json = try #require(await winner.displayedViewJSON())
        let view = try JSONDecoder().decode(CrazyEightsView.self, from: json)
        #expect(view.finish?.winners == final.winners)

        outputs.finish()
        actions.finish()
        await outputPump.value
        await actionPump.value
    }
}
