import Testing

@Test func placeholder_PaintingTests() { #expect(1 + 1 == 2) }
