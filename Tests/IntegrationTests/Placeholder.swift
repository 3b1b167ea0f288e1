import Testing

@Test func IntegrationTestsBuilds() { #expect(Bool(true)) }
