import Testing

@Test func ConnectivityTestsBuilds() { #expect(Bool(true)) }
