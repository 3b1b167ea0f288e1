import Foundation
import GameCore
import Testing

@Suite struct GameRegistryTests {
    let registry = GameRegistry([HighCard.self, TokenRace.self])

    @Test func listsWhatItSupportsSortedById() {
        #expect(registry.supportedGames == [
            GameVersionInfo(id: "high-card", version: SemanticVersion(1, 0, 0)),
            GameVersionInfo(id: "token-race", version: SemanticVersion(0, 3, 1)),
        ])
        #expect(registry.descriptor(for: "high-card")?.policy.maxPlayers == 6)
        #expect(GameRegistry().supportedGames.isEmpty)
    }

    @Test func sameMajorIsCompatible() throws {
        let result = registry.compatibility(of: GameVersionInfo(id: "high-card", version: SemanticVersion(1, 4, 2)))
        #expect(result.isCompatible && result.userFacingError == nil)
        guard case .compatible(let descriptor) = result else { Issue.record("expected compatible"); return }
        #expect(descriptor.id == "high-card")
        // Before 1.0 the minor number must match too.
        #expect(registry.compatibility(of: GameVersionInfo(id: "token-race", version: SemanticVersion(0, 3, 9))).isCompatible)
    }

    @Test func anUnknownGameSaysWhichGameAndHowToGetIt() {
        let result = registry.compatibility(of: GameVersionInfo(id: "chess", version: SemanticVersion(1, 0, 0)))
        #expect(!result.isCompatible)
        #expect(result.userFacingError != GameCompatibility.unsupportedText)
        #expect(result.userFacingError == GameCompatibility.unknownGameText(id: "chess"))
        #expect(result.userFacingError?.contains("'chess'") == true)
        #expect(result.userFacingError?.contains("a lanjoin built with the game") == true)
        let named = GameCompatibility.unknownGameText(id: "high-card-duel", name: "High Card Duel")
        #expect(named.hasPrefix("This lobby plays High Card Duel (high-card-duel), which this program does not have"))
        guard case .unknownGame(let id) = result else { Issue.record("expected unknownGame"); return }
        #expect(id == "chess")
    }

    @Test func aDescriptorKnowsWhetherTheModuleHasABot() throws {
        #expect(try #require(registry.descriptor(for: "high-card")).hasBot)
        #expect(try #require(registry.descriptor(for: "token-race")).hasBot == false)
    }

    @Test func incompatibleVersionIsUnsupported() {
        for version in [SemanticVersion(2, 0, 0), SemanticVersion(0, 9, 0)] {
            let result = registry.compatibility(of: GameVersionInfo(id: "high-card", version: version))
            #expect(result.userFacingError == "Unsupported Game Version")
            guard case .incompatibleVersion(let requested, let supported) = result else {
                Issue.record("expected incompatibleVersion"); return
            }
            #expect(requested == version && supported == SemanticVersion(1, 0, 0))
        }
        let race = registry.compatibility(of: GameVersionInfo(id: "token-race", version: SemanticVersion(0, 4, 0)))
        #expect(race.userFacingError == "Unsupported Game Version")
    }

    @Test func descriptorsEditSettingsSnapshots() throws {
        let descriptor = try #require(registry.descriptor(for: "high-card"))
        let edited = try descriptor.applying("highestCard=40", to: descriptor.defaultSettings)
        #expect(try descriptor.settingValues(of: edited).map(\.value) == ["40"])
        #expect(throws: SettingsError.unknownKey("x")) { try descriptor.applying("x=1", to: edited) }
        #expect(throws: SettingsError.corrupted) { try descriptor.validateSettings(Data("nope".utf8)) }
        let tokenRace = try #require(registry.descriptor(for: "token-race"))
        #expect(throws: SettingsError.unsupportedVersion(found: 1, supported: 2)) {
            try tokenRace.validateSettings(descriptor.defaultSettings)
        }
        #expect(throws: GameSetupError.invalidSettings(.unsupportedVersion(found: 1, supported: 2))) {
            try tokenRace.makeHost(
                players: [player(1), player(2)], settings: descriptor.defaultSettings, seed: 1,
                transport: ClosureGameHostTransport { _ in })
        }
    }
}
