import LanPartyTestKit
import Testing

extension DiscoveryNetworkTests {
    @Test func survivesAvahiDaemonRestarts() async throws {
        try TestEnvironment.requireNetworkPrivileges()
        try await TestNetwork.withNetwork(hosts: 3) { network in
            let publisher = try await DiscoveryProbeRun.publish(on: network, host: 1, name: "Phoenix", port: 7300)
            let browser = try await DiscoveryProbeRun.browse(on: network, host: 2)
            try await publisher.next("publication") { $0.event == "published" }
            try await browser.next("Phoenix", where: Self.isAppearance(of: "Phoenix"))

            // The advertiser's daemon stops cleanly (goodbye packets), then comes back.
            try await network.stopAvahi(host: 1, signal: "TERM")
            let interrupted = try await publisher.next("advertiser interrupted") { $0.event == "interrupted" }
            #expect(interrupted.code == "daemonDisconnected")
            try await browser.next("Phoenix withdrawn by the stopping daemon", where: Self.isDisappearance(of: "Phoenix"))
            try await network.startAvahi(host: 1)
            let republished = try await publisher.next("re-publication") { $0.event == "published" }
            #expect(republished.name == "Phoenix")
            try await browser.next("Phoenix again", where: Self.isAppearance(of: "Phoenix"))

            // The browser's daemon crashes, then comes back.
            try await network.stopAvahi(host: 2, signal: "KILL")
            try await browser.next("Phoenix dropped with the browser's daemon", where: Self.isDisappearance(of: "Phoenix"))
            try await browser.next("browser interrupted") { $0.event == "interrupted" }
            try await network.startAvahi(host: 2)
            let again = try await browser.next("Phoenix after re-browsing", where: Self.isAppearance(of: "Phoenix"))
            #expect(again.lobby?.port == 7300)

            // Neither process needed help, and neither failed.
            #expect(publisher.process.exitStatus == nil)
            #expect(browser.process.exitStatus == nil)
            let failures = (publisher.events + browser.events).filter { $0.event == "failed" || $0.event == "error" }
            #expect(failures.isEmpty)
        }
    }
}
