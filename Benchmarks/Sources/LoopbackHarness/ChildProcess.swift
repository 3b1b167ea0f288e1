import Foundation

/// A copy of this executable started with other arguments, whose `@harness` lines arrive as a stream.
///
/// Other output of the child is passed through to our standard error, prefixed with its label.
/// Used by one task at a time (the orchestrator's).
final class ChildProcess {
    private var lines: AsyncStream<HarnessLine>.AsyncIterator
    private let process: Process
    private let input: FileHandle
    private let label: String

    /// Starts `arguments` on this executable.
    init(label: String, arguments: [String]) throws {
        self.label = label
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executablePath)
        process.arguments = arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        let (lines, continuation) = AsyncStream.makeStream(of: HarnessLine.self)
        self.lines = lines.makeAsyncIterator()
        self.process = process
        self.input = input.fileHandleForWriting
        try process.run()
        let reader = output.fileHandleForReading
        // A plain thread: the read blocks, and must not hold a cooperative-pool thread.
        Thread.detachNewThread {
            var pending = Data()
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    if let parsed = HarnessLine.parse(line) {
                        continuation.yield(parsed)
                    } else if !line.isEmpty {
                        FileHandle.standardError.write(Data("[\(label)] \(line)\n".utf8))
                    }
                }
            }
            continuation.finish()
        }
    }

    /// Sends one command line to the child's standard input.
    func send(_ command: String) {
        try? input.write(contentsOf: Data((command + "\n").utf8))
    }

    /// The next `@harness` line, or `nil` if the child exited first.
    func next() async -> HarnessLine? {
        await lines.next(isolation: nil)
    }

    /// The child's process id.
    var pid: Int32 { process.processIdentifier }

    /// Asks the child to stop (SIGTERM) if it is still running.
    func terminate() {
        if process.isRunning { process.terminate() }
    }

    /// Waits for the child to exit.
    func waitForExit() async {
        while process.isRunning { try? await Task.sleep(for: .milliseconds(20)) }
    }

    private static var executablePath: String {
        #if os(Linux)
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        #else
        Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }
}
