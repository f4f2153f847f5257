import Testing

@Test func placeholder_FrameTraceTests() { #expect(1 + 1 == 2) }
