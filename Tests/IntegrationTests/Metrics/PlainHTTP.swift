import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A plain HTTP/1.1 GET over a loopback socket, on a thread of its own, with a deadline: enough to
/// read `/metrics`, `/host.json` and Prometheus' API without an HTTP client library.
enum PlainHTTP {
    /// A response: its status and body.
    struct Response: Sendable {
        var status: Int
        var body: String
    }

    /// `GET http://127.0.0.1:PORT/PATH`; `nil` when nothing answered within `timeout` seconds.
    static func get(port: Int, _ path: String, timeout: Int = 5) async -> Response? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: fetch(port: port, path: path, timeout: timeout)) }
        }
    }

    private static func fetch(port: Int, path: String, timeout: Int) -> Response? {
        let handle = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard handle >= 0 else { return nil }
        defer { close(handle) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(handle, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(handle, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(handle, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(handle, $0.baseAddress, $0.count, 0) }) == request.count else { return nil }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(handle, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return parse(received)
    }

    /// Status line, headers, then the body (whole, or chunked).
    private static func parse(_ bytes: [UInt8]) -> Response? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return nil }
        let head = text[..<split.lowerBound]
        let parts = head.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        var body = String(text[split.upperBound...])
        if head.lowercased().contains("transfer-encoding: chunked") { body = dechunk(body) }
        return Response(status: status, body: body)
    }

    private static func dechunk(_ text: String) -> String {
        var rest = Substring(text)
        var body = ""
        while let line = rest.range(of: "\r\n"), let size = Int(rest[..<line.lowerBound], radix: 16), size > 0 {
            let start = line.upperBound
            let bytes = Array(rest[start...].utf8)
            body += String(decoding: bytes.prefix(size), as: UTF8.self)
            rest = Substring(String(decoding: bytes.dropFirst(size + 2), as: UTF8.self))
        }
        return body
    }
}
