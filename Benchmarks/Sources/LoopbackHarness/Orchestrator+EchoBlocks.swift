import Foundation

extension Orchestrator {
    /// The NIO handler echo and tally (1 client, window 1) in alternating blocks of `--block-seconds`
    /// (echo, tally, echo, tally, ...), each on fresh processes: the ratio of each pair is taken under
    /// the same conditions, whatever the machine's mood during the run.
    func echoBlocks(size: Int) async throws -> [EchoBlock] {
        var blocks: [EchoBlock] = []
        let seconds = options.blockSeconds
        for number in 1...max(1, options.echoBlocks) {
            let echo = try await echoBaseline(.nio, size: size, seconds: seconds)
            blocks.append(EchoBlock(kind: .echo, block: number, latency: echo))
            let run = try await gameRun(.tally, clients: 1, windows: [1], seconds: seconds)
            guard let phase = run.phases.first else { throw HarnessFailure("tally block \(number) has no phase") }
            blocks.append(EchoBlock(kind: .stack, block: number, latency: phase.latency))
            FileHandle.standardError.write(Data("harness: echo/tally block \(number) done\n".utf8))
        }
        return blocks
    }
}
