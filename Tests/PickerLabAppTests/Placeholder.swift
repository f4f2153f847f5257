import Testing

@Test func placeholder_PickerLabAppTests() { #expect(1 + 1 == 2) }
