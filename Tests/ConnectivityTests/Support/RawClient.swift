import Foundation
import NIOCore
import NIOPosix

/// A plain TCP client that writes raw bytes and collects whatever comes back until the server closes.
enum RawClient {
    static func sendAndCollect(_ bytes: ByteBuffer, port: Int) async throws -> [UInt8] {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(bytes)
            var received: [UInt8] = []
            do {
                for try await chunk in inbound {
                    received += chunk.readableBytesView
                    if received.count > 64 * 1024 { break }
                }
            } catch {
                // A reset after the server's error frame is expected.
            }
            return received
        }
    }
}

/// This process's resident set size, from /proc.
enum ResidentMemory {
    static func current() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = status.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
