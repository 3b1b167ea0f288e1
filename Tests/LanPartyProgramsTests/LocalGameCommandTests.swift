import Foundation
import LanPartyPrograms
import Testing

/// A game's local commands (Quortex's `show TILE`) are answered by the program itself, listed in
/// `help`, and never sent to the host as a move.
@Suite("Local game commands", .serialized)
struct LocalGameCommandTests {
    @Test func showDrawsATileAndABadNumberIsExplained() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, _) = try await ProgramHarness.publishedHost(
            ["--no-discovery", "--game", "quortex", "--profile", directory.appendingPathComponent("h.json").path])
        host.type("help")
        let help = try #require(await host.events.first("help")?.fields["text"]?.stringValue)
        #expect(help.contains("show TILE"))
        host.type("show 7")
        let answer = try #require(await host.events.first("answer"))
        let picture = try #require(answer.fields["text"]?.stringValue)
        #expect(picture.contains("r0") && picture.contains("r5"), "\(picture)")
        host.type("show 15")
        let error = try #require(await host.events.first(where: { $0.name == "error" && $0.fields["code"] == "invalidCommand" }))
        #expect(error.fields["message"]?.stringValue?.contains("15") == true)
        host.type("quit")
        #expect(await host.exitStatus() == .success)
    }
}
