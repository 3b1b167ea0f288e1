import Foundation

/// Lines typed on stdin, as an async sequence; ends at end of input.
///
/// `readLine` blocks, so a dedicated thread reads and yields into the stream.
public enum StandardInputLines {
    /// Starts reading stdin (once per process).
    public static func stream() -> AsyncStream<String> {
        AsyncStream { continuation in
            let thread = Thread {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }
            thread.name = "lanparty-stdin"
            thread.start()
        }
    }
}
