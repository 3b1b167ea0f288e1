@testable import LanPartyPrograms
import Testing

@Suite struct CommandQueueTests {
    @Test func lobbyCommandsWaitForTheJoinAndGameCommandsForTheGame() {
        #expect(CommandQueue.need(of: .ready, joined: false, gameRunning: false) == .join)
        #expect(CommandQueue.need(of: .leave, joined: false, gameRunning: false) == .join)
        #expect(CommandQueue.need(of: .rules, joined: false, gameRunning: false) == .join)
        #expect(CommandQueue.need(of: .ready, joined: true, gameRunning: false) == nil)
        #expect(CommandQueue.need(of: .game("draw"), joined: false, gameRunning: false) == .join)
        #expect(CommandQueue.need(of: .game("draw"), joined: true, gameRunning: false) == .game)
        #expect(CommandQueue.need(of: .game("draw"), joined: true, gameRunning: true) == nil)
        // Help, and host-only commands (refused at once on a joiner), never wait.
        #expect(CommandQueue.need(of: .help, joined: false, gameRunning: false) == nil)
        #expect(CommandQueue.need(of: .kick(name: "Bo", reason: nil), joined: false, gameRunning: false) == nil)
        // The controller's requests (the host refuses them from anyone else) wait for the join.
        #expect(CommandQueue.need(of: .start, joined: false, gameRunning: false) == .join)
        #expect(CommandQueue.need(of: .chooseGame("quortex"), joined: false, gameRunning: false) == .join)
        #expect(CommandQueue.need(of: .chooseGame("quortex"), joined: true, gameRunning: false) == nil)
    }

    @Test func theQueueKeepsOrderAndIsBounded() {
        var queue = CommandQueue()
        let first = queue.append("ready"), second = queue.append("leave")
        #expect(first && second)
        #expect(queue.first == "ready")
        queue.removeFirst()
        #expect(queue.first == "leave" && queue.count == 1)
        for index in 1..<CommandQueue.capacity {
            let kept = queue.append("line \(index)")
            #expect(kept)
        }
        let overflow = queue.append("one too many")
        #expect(!overflow)
        let dropped = queue.removeAll()
        #expect(dropped == CommandQueue.capacity && queue.isEmpty)
    }

    @Test func helpTextIsWrappedToEightyColumns() {
        let lines = TextWrap.hanging("  play CARD [SUIT]   ", String(repeating: "word ", count: 40))
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 80 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 21)) })
    }
}
