import Testing

@testable import Connectivity

@Suite("Discovery service lifecycle")
struct DiscoveryLifecycleTests {
    @Test func startsOnceAndStopsOnce() throws {
        let lifecycle = DiscoveryLifecycle(label: "test")
        try lifecycle.beginStart()
        #expect(throws: DiscoveryError(.invalidLifecycle)) { try lifecycle.beginStart() }
        #expect(lifecycle.beginStop())
        #expect(!lifecycle.beginStop())
        #expect(throws: DiscoveryError(.invalidLifecycle)) { try lifecycle.beginStart() }
    }

    @Test func blockingCallsReturnTheirResultOrTypedError() async throws {
        let lifecycle = DiscoveryLifecycle(label: "test")
        let product = try await lifecycle.blocking { 6 * 7 }
        #expect(product == 42)
        await #expect(throws: DiscoveryError(.avahiFailure)) {
            try await lifecycle.blocking { () throws(DiscoveryError) -> Int in throw DiscoveryError(.avahiFailure) }
        }
    }
}
