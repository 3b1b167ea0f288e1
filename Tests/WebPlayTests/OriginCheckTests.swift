import Testing

@testable import WebPlay

/// The origin rule of Docs/Protocol.md §9 ("Origin"), case by case.
@Suite struct OriginCheckTests {
    @Test func noOriginIsATool() {
        #expect(OriginCheck.allows(origin: nil, host: "192.168.1.20:7778"))
        #expect(OriginCheck.allows(origin: nil, host: nil))
    }

    @Test(arguments: [
        ("http://192.168.1.20:7778", "192.168.1.20:7778"),
        ("https://192.168.1.20:7778", "192.168.1.20:7778"),
        ("HTTP://Box.Local:7778", "box.local:7778"),
        ("http://[fe80::1]:7778", "[FE80::1]:7778"),
    ])
    func theOwnPagesOriginIsAccepted(origin: String, host: String) {
        #expect(OriginCheck.allows(origin: origin, host: host))
    }

    @Test(arguments: [
        ("http://lanhost.local:7778", "192.168.1.20:7778"),  // another name for the same machine
        ("http://192.168.1.20:8080", "192.168.1.20:7778"),  // another port
        ("http://box", "box:80"),  // no default-port normalisation
        ("http://192.168.1.20:7778/", "192.168.1.20:7778"),  // a trailing slash
        ("null", "192.168.1.20:7778"),  // a file:// page, a sandboxed frame
        ("ws://192.168.1.20:7778", "192.168.1.20:7778"),  // only http and https
        ("http://192.168.1.20:7778", ""),
    ])
    func anotherOriginIsRefused(origin: String, host: String) {
        #expect(!OriginCheck.allows(origin: origin, host: host))
    }

    @Test func anOriginWithoutAHostIsRefused() {
        #expect(!OriginCheck.allows(origin: "http://192.168.1.20:7778", host: nil))
    }
}
