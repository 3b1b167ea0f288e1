import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Blocking loopback sockets for floods that NIO would only slow down: bare connections opened and
/// reset at once, and WebSocket upgrades closed right after the `101`. Each source is an address
/// of 127.0.0.0/8 (the whole range is this machine's loopback), so that one test can look like
/// many machines.
enum RawSockets {
    /// `127.a.b.c` for source number `index` within block `block` (1-254).
    static func source(block: UInt8, index: Int) -> in_addr_t {
        (127 << 24 | UInt32(block) << 16 | UInt32((index / 250) % 250) << 8 | UInt32(index % 250 + 1)).bigEndian
    }

    /// A TCP socket bound to `source`, connected to 127.0.0.1:`port`; `nil` when the connect failed.
    static func connect(port: Int, source: in_addr_t) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        // Closing resets the connection instead of leaving TIME_WAIT behind, as a flooding tool would.
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = source
        var remote = sockaddr_in()
        remote.sin_family = sa_family_t(AF_INET)
        remote.sin_port = UInt16(port).bigEndian
        remote.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Opens and resets bare connections (nothing sent) from `sources` addresses of `block`, on
    /// `threads` threads, until `deadline`; the number of connections made.
    static func churn(port: Int, block: UInt8, sources: Int, threads: Int, until deadline: ContinuousClock.Instant) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            for thread in 0..<threads {
                group.addTask {
                    await onThread {
                        var made = 0
                        var index = thread
                        while ContinuousClock.now < deadline {
                            if let fd = connect(port: port, source: source(block: block, index: index % sources)) {
                                made += 1
                                close(fd)
                            }
                            index += threads
                        }
                        return made
                    }
                }
            }
            return await group.reduce(0, +)
        }
    }

    /// One WebSocket upgrade of `/ws` from `source`, closed as soon as the answer's head is read:
    /// whether the answer was `101`.
    static func upgrade(port: Int, source: in_addr_t) -> Bool {
        guard let fd = connect(port: port, source: source) else { return false }
        defer { close(fd) }
        let request = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n"
        let sent = request.utf8CString.withUnsafeBufferPointer { send(fd, $0.baseAddress, $0.count - 1, 0) }
        guard sent > 0 else { return false }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        while !answer.contains(0x0A) || !String(decoding: answer, as: UTF8.self).contains("\r\n\r\n") {
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            answer += chunk[..<count]
        }
        return String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 101")
    }

    /// Runs blocking `work` on a thread of its own.
    static func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }
}

/// The resident set size of process `pid`, in KiB, from /proc.
func residentKiB(of pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}
