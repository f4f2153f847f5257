import Testing

@Test func placeholder_SDLBackendTests() { #expect(1 + 1 == 2) }
