import Testing

@Test func placeholder_ControlsTests() { #expect(1 + 1 == 2) }
