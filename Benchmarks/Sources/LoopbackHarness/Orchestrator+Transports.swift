import Foundation

extension Orchestrator {
    /// Tally with 1 client and window 1, alternately over TCP and over WebSocket (A B A B ...), each
    /// block on a fresh host: drift of the machine during the run (other load, thermal) lands on
    /// both transports alike, and the ratio of each pair shows how much it moved.
    func transportBlocks() async throws -> [TransportBlock] {
        var blocks: [TransportBlock] = []
        for number in 1...max(1, options.blocks) {
            for transport in BenchTransport.allCases {
                let run = try await gameRun(.tally, clients: 1, windows: [1], transport: transport)
                guard let phase = run.phases.first else { throw HarnessFailure("\(transport.title) block \(number) has no phase") }
                blocks.append(TransportBlock(transport: transport, block: number, phase: phase, host: run.host))
                FileHandle.standardError.write(Data("harness: block \(number) \(transport.title) done\n".utf8))
            }
        }
        return blocks
    }
}
