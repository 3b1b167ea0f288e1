import Foundation
import GameCore
import Testing

/// Keeps Docs/WritingAGameModule.md true: each of its Swift blocks is a verbatim piece of
/// Examples/ThirdParty, which Scripts/test builds, tests and plays. (The High Card walkthrough below
/// is the guide's earlier example, kept as a test of the pure cores.)
@Suite struct DocumentationTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let documentURL = testsDirectory.appendingPathComponent("../../Docs/WritingAGameModule.md").standardized

    /// Lines trimmed of surrounding whitespace, so indentation inside a test function does not matter.
    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }

    static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
    }

    /// `Examples/ThirdParty`, the package the guide builds (Scripts/test builds and tests it).
    static let thirdPartyURL = testsDirectory.appendingPathComponent("../../Examples/ThirdParty").standardized

    /// Package.swift and every Swift file of the third-party package, normalized.
    static func thirdPartySources() throws -> [(path: String, text: String)] {
        var files = [thirdPartyURL.appendingPathComponent("Package.swift")]
        for folder in ["Sources", "Tests"] {
            let root = thirdPartyURL.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        return try files.map { ($0.path, normalized(try String(contentsOf: $0, encoding: .utf8))) }
    }

    @Test func everySwiftBlockOfTheGuideIsAPieceOfTheThirdPartyPackage() throws {
        let guide = try String(contentsOf: Self.documentURL, encoding: .utf8)
        let blocks = Self.swiftBlocks(in: guide)
        #expect(blocks.count >= 20)
        let sources = try Self.thirdPartySources()
        #expect(sources.count >= 10, "Examples/ThirdParty not found at \(Self.thirdPartyURL.path)")
        for block in blocks {
            let needle = Self.normalized(block)
            #expect(sources.contains { $0.text.contains(needle) }, "not in Examples/ThirdParty:\n\(block)")
        }
        // Each block once: a guide that prints a block twice makes its reader compare them.
        let normalizedBlocks = blocks.map(Self.normalized)
        for (index, block) in normalizedBlocks.enumerated() {
            #expect(!normalizedBlocks[..<index].contains(block), "printed twice:\n\(block)")
        }
        // The guide shows the whole module, its tests and its program, not a curated subset.
        let shown = Self.normalized(blocks.joined(separator: "\n"))
        for requirement in ["func initialState", "func reduce", "func view(of", "func outcome", "func playerLeft",
                            "func predict", "func parseCommand", "func render", "func botAction", "struct Settings",
                            "func playersToAct", "func legalActions", "func commandLine", "webFace",
                            "BotGameHarness", "HiddenInformation", "LanPartyProgram.lanhost", "GameHostCore",
                            // Issue 43: the second game's pieces the first has no use for.
                            "func events(from", "names.surface.showsTurn", "SeededGenerator(seed: seed)",
                            "random.nextInt(below:", "case .host:", "DeterminismCheck.check(journal)",
                            "GameReplayer(journal).state", "journal.replay()", "GameTestKit",
                            ".package(path: lanPartyPath)", "lastPathComponent.lowercased()"] {
            #expect(shown.contains(requirement), "\(requirement) missing from the guide")
        }
    }

    /// README's "Plug in your own game" shows pieces of the same package, the Package.swift of a
    /// path and of a URL dependency included.
    @Test func theReadmesPlugInBlocksArePiecesOfTheThirdPartyPackage() throws {
        let readme = try String(
            contentsOf: Self.testsDirectory.appendingPathComponent("../../README.md").standardized, encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Plug in your own game").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        let blocks = Self.swiftBlocks(in: section)
        #expect(blocks.count >= 3)
        let sources = try Self.thirdPartySources()
        for block in blocks {
            #expect(sources.contains { $0.text.contains(Self.normalized(block)) }, "not in Examples/ThirdParty:\n\(block)")
        }
        let shown = blocks.joined(separator: "\n")
        for requirement in [".package(path:", ".package(url:", "GameTestKit", "LanPartyProgram.lanhost"] {
            #expect(shown.contains(requirement), "\(requirement) missing from README")
        }
    }

    @Test func theGuidesWalkthroughRuns() throws {
        // --- guide: running a game ---
        var registry = GameRegistry()
        registry.register(HighCard.self)
        let alice = UUID()
        let bob = UUID()
        var host = try GameHostCore<HighCard>(players: [alice, bob], settings: HighCard.defaultSettings, seed: 42)
        var aliceClient = GameClientCore<HighCard>(player: alice)

        // The host sends every recipient its own view; here we only deliver Alice's.
        for case .state(let state) in host.startOutputs() where state.recipient == alice {
            _ = try aliceClient.receiveState(
                round: state.round, stateSequence: state.stateSequence,
                lastAppliedAction: state.lastAppliedAction, payload: state.payload)
        }

        // Alice reveals: her screen shows it at once (prediction) and the bytes go to the host.
        let outgoing = try aliceClient.send(.reveal)
        let outputs = host.receiveAction(payload: outgoing.payload, from: alice, sequence: outgoing.sequence)

        // Bob is told that it is his turn; Alice's action is acknowledged in her next state.
        for case .state(let state) in outputs where state.recipient == alice {
            _ = try aliceClient.receiveState(
                round: state.round, stateSequence: state.stateSequence,
                lastAppliedAction: state.lastAppliedAction, payload: state.payload)
        }
        if let view = aliceClient.displayedView {
            print(HighCard.render(view, for: .player(alice), names: PlayerNames([alice: "Alice", bob: "Bob"])))
        }
        // --- end of guide ---
        #expect(registry.compatibility(of: HighCard.versionInfo).isCompatible)
        #expect(aliceClient.pending.isEmpty && aliceClient.displayedView == host.view(for: alice))
        #expect(aliceClient.displayedView?.currentPlayer == bob)
    }
}
