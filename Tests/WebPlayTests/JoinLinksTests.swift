import Testing
import WebPlay

/// The links `lanhost` prints for browsers (`web` event).
@Suite("Join links")
struct JoinLinksTests {
    @Test func everyAddressThenTheMDNSName() {
        let urls = JoinLinks.urls(port: 7778, hosts: ["192.168.1.20", "10.0.0.5"], mDNSHost: "kitchen.local.")
        #expect(urls == ["http://192.168.1.20:7778/", "http://10.0.0.5:7778/", "http://kitchen.local:7778/"])
    }

    @Test func withoutAPublishedNameOnlyAddresses() {
        #expect(JoinLinks.urls(port: 80, hosts: ["127.0.0.1"], mDNSHost: nil) == ["http://127.0.0.1:80/"])
        #expect(JoinLinks.urls(port: 80, hosts: ["127.0.0.1"], mDNSHost: "") == ["http://127.0.0.1:80/"])
    }

    @Test func anIPv6LiteralIsBracketed() {
        #expect(JoinLinks.urls(port: 9, hosts: ["fd00::1"], mDNSHost: nil) == ["http://[fd00::1]:9/"])
    }

    @Test func aSpecificBindAddressIsTheOnlyHost() {
        #expect(LocalAddresses.lanHosts(forBindAddress: "127.0.0.1") == ["127.0.0.1"])
        let any = LocalAddresses.lanHosts(forBindAddress: "0.0.0.0")
        #expect(!any.isEmpty)
        #expect(any.allSatisfy { !$0.hasPrefix("127.") } || any == ["127.0.0.1"])
        #expect(Set(any).count == any.count, "no address twice")
    }
}
