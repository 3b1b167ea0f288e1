import Testing
import WebPlay

/// Who may read `/metrics` and `/host` (issue 42, Docs/Metrics.md "Who may read them").
@Suite("operator access: /metrics and /host")
struct OperatorAccessTests {
    @Test("every 127.0.0.0/8 source, ::1 and mapped loopback are this machine; nothing else is")
    func loopback() {
        for address in ["127.0.0.1", "127.0.0.2", "127.255.255.254", "::1", "[::1]", "::ffff:127.0.0.1"] {
            #expect(OperatorAccess.isLoopback(address), "\(address)")
        }
        for address in ["169.254.1.2", "192.168.1.20", "10.0.0.1", "::ffff:192.168.1.2", "fe80::1", "128.0.0.1", "127.0.0", "127.a.0.1"] {
            #expect(!OperatorAccess.isLoopback(address), "\(address)")
        }
    }

    @Test("/metrics: loopback peers always; others only on the --metrics-bind address")
    func metrics() {
        #expect(OperatorAccess.allowsMetrics(peer: "127.0.0.1", local: "127.0.0.1", metricsBind: nil))
        #expect(!OperatorAccess.allowsMetrics(peer: "192.168.1.7", local: "192.168.1.20", metricsBind: nil))
        #expect(!OperatorAccess.allowsMetrics(peer: nil, local: "192.168.1.20", metricsBind: nil))
        #expect(OperatorAccess.allowsMetrics(peer: "192.168.1.7", local: "192.168.1.20", metricsBind: "192.168.1.20"))
        // Another address of the same machine is not the one offered.
        #expect(!OperatorAccess.allowsMetrics(peer: "10.0.0.7", local: "10.0.0.2", metricsBind: "192.168.1.20"))
        #expect(OperatorAccess.allowsMetrics(peer: "10.0.0.7", local: "10.0.0.2", metricsBind: "0.0.0.0"))
        #expect(OperatorAccess.allowsMetrics(peer: "fd00::7", local: "fd00::2", metricsBind: "::"))
    }

    @Test("/host: loopback peers, or the exact host token")
    func hostPage() {
        let token = OperatorAccess.makeHostToken()
        #expect(token.count == 32)
        #expect(token != OperatorAccess.makeHostToken())
        #expect(OperatorAccess.allowsHostPage(peer: "127.0.0.1", token: nil, hostToken: token))
        #expect(!OperatorAccess.allowsHostPage(peer: "192.168.1.7", token: nil, hostToken: token))
        #expect(!OperatorAccess.allowsHostPage(peer: "192.168.1.7", token: String(token.dropLast()), hostToken: token))
        #expect(!OperatorAccess.allowsHostPage(peer: "192.168.1.7", token: token.uppercased(), hostToken: token))
        #expect(OperatorAccess.allowsHostPage(peer: "192.168.1.7", token: token, hostToken: token))
        #expect(!OperatorAccess.allowsHostPage(peer: "192.168.1.7", token: "", hostToken: ""))
    }
}
