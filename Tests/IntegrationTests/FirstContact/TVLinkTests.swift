import Connectivity
import Foundation
import GameCore
import Testing

/// `lanhost --tv` (SPEC §15): the big screen's link on the host's screen, and the screens it shows.
@Suite("lanhost --tv", .serialized, .timeLimit(.minutes(2)))
struct TVLinkTests {
    @Test func theTVLinkIsPrintedAndTheHostCountsTheScreens() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--dedicated", "--bind", "127.0.0.1", "--tv"])
            let published = try await host.first("published", within: .seconds(20))
            let web = try await host.first("web")
            let tv = try await host.first("tv")
            let first = try #require(web["urls"]?.arrayValue?.first?.stringValue)
            #expect(tv["url"]?.stringValue == first + "tv")
            let port = try #require(published["port"]?.intValue)
            let version = try #require(published["gameVersion"]?.stringValue.flatMap(SemanticVersion.init))

            var configuration = LobbyClientConfiguration(
                profile: PlayerProfile(username: "TV"), appVersion: "tv-test/1.0.0",
                games: [GameVersionInfo(id: "crazy-eights", version: version)])
            configuration.screen = true
            let screen = LobbyClient(host: "127.0.0.1", port: port, configuration: configuration)
            await screen.start()
            let opened = try await host.next("screenOpened", within: .seconds(20))
            #expect(opened["screens"]?.intValue == 1)
            // The screen is in no roster: the lobby event lists the members only.
            let lobby = try await host.first("lobby")
            #expect(lobby["members"]?.arrayValue?.count == 0)
            await screen.leave()
            let closed = try await host.next("screenClosed", within: .seconds(20))
            #expect(closed["screens"]?.intValue == 0)
            #expect(closed["screen"] == opened["screen"])
        }
    }

    @Test func theTVNeedsThePage() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--tv", "--no-web"])
            #expect(try await host.exit(within: .seconds(20)) == .exited(2))
            #expect(host.process.stderr.lines.joined().contains("--tv needs the browser page"), "\(host.process.stderr.lines)")
        }
    }
}
