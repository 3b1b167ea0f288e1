import Testing

@Test func GameCoreTestsBuilds() { #expect(Bool(true)) }
