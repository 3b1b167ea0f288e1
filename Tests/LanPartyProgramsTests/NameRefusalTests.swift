import Foundation
import LanPartyPrograms
import Testing

/// Names are unique in a lobby (SPEC §12): lanjoin under a taken name is refused (3) and told what to do.
@Suite("lanjoin under a taken name")
struct NameRefusalTests {
    @Test func aJoinUnderTheHostsNameIsRefusedWithAHintAboutName() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost(
            ["--no-discovery", "--name", "Ann", "--profile", directory.appendingPathComponent("host.json").path])
        let twin = try ProgramHarness.join(
            ["--connect", "127.0.0.1:\(port)", "--name", " ANN", "--profile", directory.appendingPathComponent("twin.json").path])
        #expect(await twin.exitStatus() == .joinRejected)
        let rejected = try #require(twin.events.named("rejected").first)
        #expect(rejected.fields["reason"] == "nameTaken")
        #expect(rejected.text.contains("The name \"Ann\" is taken") && rejected.text.contains("another --name"), "\(rejected.text)")
        host.type("quit")
        #expect(await host.exitStatus() == .success)
    }
}
