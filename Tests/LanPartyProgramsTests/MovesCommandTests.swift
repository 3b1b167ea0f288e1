import Foundation
import GameCore
@testable import LanPartyPrograms
import Testing

/// `moves` and "waiting for ...": who the game waits for, said for any game from the host's `toAct`.
@Suite("moves and waiting", .serialized)
struct MovesCommandTests {
    @Test("a person at the host plays a whole game from the moves the program lists")
    func playsFromTheListedMoves() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, _) = try await ProgramHarness.publishedHost(
            ["--bots", "1", "--max-players", "2", "--auto-start", "--once", "--name", "Hostess",
             "--profile", directory.appendingPathComponent("host.json").path])
        let me = try #require(await host.events.first("lobby")?.fields["members"]?.arrayValue?.first?["id"])
        var handled = 0
        var movesSeen = 0
        while host.events.named("gameOver").isEmpty {
            let after = handled
            let turn = await host.events.first { event in
                guard event.name == "state" else { return event.name == "gameOver" }
                return event.fields["yourTurn"] == true && event.fields["pendingActions"] == 0
                    && (event.fields["stateSequence"]?.intValue ?? 0) > after
            }
            let event = try #require(turn, "no turn and no game over")
            guard event.name == "state" else { break }
            handled = event.fields["stateSequence"]?.intValue ?? 0
            #expect(event.fields["toAct"]?.arrayValue?.map { $0["id"] } == [me])
            #expect(event.text == "Your turn.")
            host.type("moves")
            movesSeen += 1
            let listing = try #require(await Self.event("moves", number: movesSeen, in: host.events))
            #expect(listing.fields["complete"] == true)
            let values = try #require(listing.fields["moves"]?.arrayValue)
            let moves = values.compactMap { $0.stringValue }
            let first = try #require(moves.first, "the player to act always has a move in Crazy Eights")
            host.type(first)
        }
        #expect(await host.exitStatus(within: 60) == .success)
        #expect(host.events.named("actionRejected").isEmpty)
        // The bot's turns were announced too, by name.
        let states = host.events.named("state")
        let waiting = states.filter { $0.fields["yourTurn"] == false && $0.fields["toAct"] != .array([]) }
        #expect(!waiting.isEmpty && waiting.allSatisfy { $0.text.hasPrefix("Waiting for ") })
        // Once the game is over nobody acts, and nothing is said.
        let last = try #require(states.last)
        #expect(last.fields["toAct"] == .array([]) && last.text.isEmpty)
    }

    @Test("moves outside a game is refused in words")
    func movesWithoutAGame() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, _) = try await ProgramHarness.publishedHost(
            ["--max-players", "2", "--profile", directory.appendingPathComponent("host.json").path])
        host.type("moves")
        let error = try #require(await host.events.first("error"))
        #expect(error.fields["code"] == "notAllowed")
        #expect(error.fields["message"]?.stringValue?.contains("No game is running") == true)
        host.type("quit")
        #expect(await host.exitStatus() == .success)
    }

    @Test("waiting text and fields name everyone the game waits for, in seat order")
    func waitingWords() {
        var names = PlayerDirectory()
        let (ann, bob, cy) = (UUID(), UUID(), UUID())
        names.learn(PlayerProfile(id: ann, username: "Ann"))
        names.learn(PlayerProfile(id: bob, username: "Bob"))
        names.learn(PlayerProfile(id: cy, username: "Cy"))
        #expect(ActingFormat.waitingText([ann, bob, cy], you: nil, names: names) == "Waiting for Ann, Bob and Cy.")
        #expect(ActingFormat.waitingText([bob], you: ann, names: names) == "Waiting for Bob.")
        #expect(ActingFormat.waitingText([ann, bob], you: ann, names: names) == "Your turn (Bob plays too).")
        #expect(ActingFormat.waitingText([ann], you: ann, names: names) == "Your turn.")
        #expect(ActingFormat.waitingText([], you: ann, names: names) == "")
        #expect(ActingFormat.waitingText(nil, you: ann, names: names) == "")
        #expect(ActingFormat.fields(nil, you: ann, names: names).isEmpty)
        let fields = ActingFormat.fields([bob], you: ann, names: names)
        #expect(fields["yourTurn"] == false)
        #expect(fields["toAct"] == .array([.object(["id": .string(bob.wireString), "name": "Bob"])]))
    }

    @Test("moves says when it is not your turn, when the game cannot list, and when the list is partial")
    func movesWords() {
        let names = PlayerDirectory()
        let (ann, bob) = (UUID(), UUID())
        let notYours = ActingFormat.movesEvent(.listed(["draw"], complete: true), toAct: [bob], you: ann, names: names)
        #expect(notYours.fields["moves"] == .array([]))
        #expect(notYours.text.hasPrefix("It is not your turn: waiting for "))
        let unlisted = ActingFormat.movesEvent(.unlisted, toAct: [ann], you: ann, names: names)
        #expect(unlisted.fields["moves"] == .null)
        #expect(unlisted.text.contains("cannot list"))
        let partial = ActingFormat.movesEvent(.listed(["undo", "clear"], complete: false), toAct: nil, you: ann, names: names)
        #expect(partial.fields["moves"] == .array(["undo", "clear"]))
        #expect(partial.fields["complete"] == false)
        #expect(partial.text.contains("  undo\n  clear") && partial.text.contains("other moves"))
    }

    @Test("moves is a session command") func parsesMoves() throws {
        #expect(try SessionCommand.parse(" moves ") == .moves)
        #expect(SessionCommand.helpText.contains("moves"))
    }

    /// The `number`-th event named `name` (1 = the first), waiting up to 20 s.
    static func event(_ name: String, number: Int, in events: EventRecorder) async -> CLIEvent? {
        for _ in 0..<1_000 {
            let named = events.named(name)
            if named.count >= number { return named[number - 1] }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }
}
