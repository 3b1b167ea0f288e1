import Foundation
import LanPartyTestKit

/// The probe's output: one JSON object per line, unbuffered (tests read it live through a pipe).
enum ProbeOutput {
    static func emit(_ event: DiscoveryProbeEvent) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(event) else { return }
        data.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(data)
    }
}

/// Stdin as an async sequence of lines, read on a dedicated thread (reads block).
enum StandardInput {
    static func lines() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let thread = Thread {
            while let line = readLine() { continuation.yield(line) }
            continuation.finish()
        }
        thread.start()
        return stream
    }
}
