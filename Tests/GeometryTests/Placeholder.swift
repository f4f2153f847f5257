import Testing

@Test func placeholder_GeometryTests() { #expect(1 + 1 == 2) }
