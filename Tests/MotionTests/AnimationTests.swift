import Testing
@testable import Motion

@Suite struct AnimationTests {
    @Test func springPresetsWrapSwiftUISprings() {
        #expect(Animation.smooth == .spring(Spring(duration: 0.5, bounce: 0)))
        #expect(Animation.snappy == .spring(Spring(duration: 0.5, bounce: 0.15)))
        #expect(Animation.bouncy == .spring(Spring(duration: 0.5, bounce: 0.3)))
        #expect(Animation.spring == .spring(Spring(response: 0.5, dampingFraction: 0.825)))
        #expect(Animation.spring() == Animation.spring)
        #expect(Animation.interactiveSpring == .spring(Spring(response: 0.15, dampingFraction: 0.86)))
        #expect(Animation.default == .spring(Spring(response: 0.55, dampingFraction: 1)))
        #expect(Animation.snappy(duration: 0.3, extraBounce: 0.1) == .spring(Spring(duration: 0.3, bounce: 0.25)))
        #expect(Animation.spring(response: 0.3, dampingFraction: 0.7) == .spring(Spring(response: 0.3, dampingFraction: 0.7)))
    }

    @Test func timingPresetsUseSwiftUIDefaultDuration() {
        #expect(Animation.easeInOut == .timing(.easeInOut(duration: 0.35)))
        #expect(Animation.linear(duration: 0.2) == .timing(.linear(duration: 0.2)))
        guard case let .timing(curve) = Animation.easeOut(duration: 0.6) else {
            Issue.record("easeOut is not a timing curve"); return
        }
        #expect(curve.duration == 0.6)
    }
}
