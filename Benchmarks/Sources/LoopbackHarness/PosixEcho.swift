import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The plain-TCP baseline: blocking POSIX sockets, one thread per connection, no framing at all.
enum PosixEcho {
    /// Listens on 127.0.0.1 (any port) and echoes every byte back on a thread per connection.
    /// Returns the port; the server lives until the process exits.
    static func startServer() throws -> Int {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw EchoError.socket(errno) }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw EchoError.socket(errno) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                setNoDelay(connection)
                Thread.detachNewThread { echo(connection) }
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Sends `size` bytes and waits for them to come back, in a loop for `seconds` after `warmup`.
    static func runClient(port: Int, size: Int, warmup: Double, seconds: Double) throws -> LatencyReport {
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connection >= 0, connected == 0 else { throw EchoError.socket(errno) }
        defer { close(connection) }
        setNoDelay(connection)
        var report = LatencyReport.empty(seconds: seconds)
        var message = [UInt8](repeating: 0x2A, count: size)
        let measureFrom = Nanos.now() + UInt64(warmup * 1e9)
        let end = measureFrom + UInt64(seconds * 1e9)
        while true {
            let start = Nanos.now()
            guard start < end else { break }
            guard writeAll(connection, message), readExactly(connection, &message) else { throw EchoError.socket(errno) }
            if start >= measureFrom {
                report.histogram.record(Nanos.now() - start)
                report.completed += 1
            }
        }
        return report
    }

    private static func echo(_ connection: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0, writeAll(connection, Array(buffer[0..<count])) else { break }
        }
        close(connection)
    }

    private static func writeAll(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    private static func readExactly(_ connection: Int32, _ bytes: inout [UInt8]) -> Bool {
        var offset = 0
        let total = bytes.count
        while offset < total {
            let count = bytes.withUnsafeMutableBytes { read(connection, $0.baseAddress! + offset, total - offset) }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private static func setNoDelay(_ connection: Int32) {
        var one: Int32 = 1
        setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}

/// A socket call failed with this errno.
enum EchoError: Error {
    case socket(Int32)
}
