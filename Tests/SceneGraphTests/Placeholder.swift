import Testing

@Test func placeholder_SceneGraphTests() { #expect(1 + 1 == 2) }
