import Testing

@Test func placeholder_MotionTests() { #expect(1 + 1 == 2) }
