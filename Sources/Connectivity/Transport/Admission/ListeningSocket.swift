import NIOCore

#if canImport(Glibc)
    import Glibc
#endif

/// Why a listening socket could not be opened.
struct ListenFailure: Error, CustomStringConvertible {
    /// The step that failed.
    enum Step: String, Sendable {
        case resolve, socket, bind, listen
    }

    /// The step.
    let step: Step
    /// `errno` after it (0 for `resolve`).
    let code: Int32

    /// `bind: Address already in use (errno 98)`.
    var description: String { "\(step.rawValue): \(String(cString: strerror(code))) (errno \(code))" }
}

/// A TCP listening socket of our own, non-blocking, for ``AcceptThread``: NIO's server channel makes
/// a channel of every accepted connection on the loop that will serve it, so even a connection
/// refused at once cost that loop (the lobby's) its close.
struct ListeningSocket: Sendable {
    /// The socket.
    let handle: Int32
    /// The port bound (useful after asking for port 0).
    let port: Int

    /// Binds `host:port` (`SO_REUSEADDR`, as NIO's bootstrap did) and listens with `backlog`.
    static func bind(host: String, port: Int, backlog: Int32) throws -> ListeningSocket {
        let address: SocketAddress
        do {
            address = try SocketAddress.makeAddressResolvingHost(host, port: port)
        } catch {
            throw ListenFailure(step: .resolve, code: 0)
        }
        let family = address.protocol.rawValue
        let handle = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard handle >= 0 else { throw ListenFailure(step: .socket, code: errno) }
        var one: Int32 = 1
        setsockopt(handle, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSockAddr { Glibc.bind(handle, $0, socklen_t($1)) }
        guard bound == 0 else {
            let code = errno
            close(handle)
            throw ListenFailure(step: .bind, code: code)
        }
        guard listen(handle, backlog) == 0 else {
            let code = errno
            close(handle)
            throw ListenFailure(step: .listen, code: code)
        }
        return ListeningSocket(handle: handle, port: boundPort(of: handle) ?? port)
    }

    /// The peer address of an accepted connection, as NIO writes it (`SocketAddress.ipAddress`),
    /// so that the admission budget keys it as the web port's (NIO) connections are keyed.
    static func ipAddress(_ storage: sockaddr_storage) -> String? {
        var storage = storage
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            switch family {
            case AF_INET:
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { SocketAddress($0.pointee).ipAddress }
            case AF_INET6:
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { SocketAddress($0.pointee).ipAddress }
            default:
                nil
            }
        }
    }

    private static func boundPort(of handle: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(handle, $0, &length) }
        }
        guard named == 0 else { return nil }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            switch family {
            case AF_INET: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            case AF_INET6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            default: nil
            }
        }
    }
}
