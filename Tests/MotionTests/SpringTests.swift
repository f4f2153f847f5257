import Foundation
import Testing
@testable import Motion

@Suite struct SpringTests {
    @Test func appleDurationBounceCheckGivesDocumentedStiffnessAndDamping() {
        // SwiftUI's Spring documentation: Spring(duration: 0.5, bounce: 0.3) ≈ stiffness 157.9, damping 17.6.
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(s.stiffness - 157.9) < 0.05)
        #expect(abs(s.damping - 17.6) < 0.05)
        // Exact values: (2π/0.5)² = 157.91367..., 4π·0.7/0.5 = 17.59291...
        #expect(abs(s.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(s.damping - 17.592918860102842) < 1e-9)
        #expect(abs(s.dampingFraction - 0.7) < 1e-15)
    }

    @Test func appleMassStiffnessDampingCheckGivesDocumentedDurationAndBounce() {
        // SwiftUI's Spring documentation: Spring(mass: 1, stiffness: 100, damping: 10) ≈ duration 0.63, bounce 0.5.
        let s = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(s.duration - 0.63) < 0.005)
        #expect(abs(s.duration - 0.6283185307179586) < 1e-12)
        #expect(abs(s.bounce - 0.5) < 1e-12)
        #expect(abs(s.dampingFraction - 0.5) < 1e-12)
    }

    @Test func physicalParametersRoundTripThroughPerceptualOnes() {
        let s = Spring(mass: 2.5, stiffness: 300, damping: 40)
        #expect(abs(s.mass - 2.5) < 1e-15)
        #expect(abs(s.stiffness - 300) < 1e-9)
        #expect(abs(s.damping - 40) < 1e-9)
        // ζ = 40 / (2·√750) = 0.73029674...
        #expect(abs(s.dampingFraction - 0.7302967433402214) < 1e-12)
    }

    @Test func bounceAndDampingFractionConvertBothWays() {
        #expect(abs(Spring(duration: 1, bounce: -0.5).dampingFraction - 2) < 1e-12)
        #expect(abs(Spring(response: 1, dampingFraction: 2).bounce - -0.5) < 1e-12)
        #expect(abs(Spring(response: 1, dampingFraction: 0.25).bounce - 0.75) < 1e-12)
        #expect(Spring(duration: 1, bounce: 0).dampingFraction == 1)
        #expect(Spring(response: 0.7, dampingFraction: 1).bounce == 0)
        #expect(Spring(duration: 0.42, bounce: 0.2).response == 0.42)
    }

    @Test func presetsCarrySwiftUIValues() {
        #expect(Spring.smooth.duration == 0.5 && Spring.smooth.bounce == 0)
        #expect(Spring.snappy.duration == 0.5 && abs(Spring.snappy.bounce - 0.15) < 1e-15)
        #expect(Spring.bouncy.duration == 0.5 && abs(Spring.bouncy.bounce - 0.3) < 1e-15)
        #expect(Spring.spring == Spring(response: 0.5, dampingFraction: 0.825))
        #expect(Spring.interactiveSpring == Spring(response: 0.15, dampingFraction: 0.86))
        #expect(Spring.default == Spring(response: 0.55, dampingFraction: 1.0))
    }

    @Test func presetFunctionsAddExtraBounceToThePresetBounce() {
        let s = Spring.snappy(duration: 0.3, extraBounce: 0.1)
        #expect(s.duration == 0.3)
        #expect(abs(s.bounce - 0.25) < 1e-12)
        #expect(abs(Spring.bouncy(extraBounce: -0.1).bounce - 0.2) < 1e-12)
        #expect(abs(Spring.smooth(duration: 0.8, extraBounce: 0.05).bounce - 0.05) < 1e-12)
        #expect(Spring.smooth(duration: 0.5) == Spring.smooth)
    }

    @Test func invalidParametersAreClampedNeverNaN() {
        let zero = Spring(response: 0, dampingFraction: 0.8)
        #expect(zero.response == Spring.minimumResponse)
        let nan = Spring(response: .nan, dampingFraction: .nan)
        #expect(nan.response == Spring.minimumResponse && nan.dampingFraction == 0)
        #expect(nan.stiffness.isFinite && nan.damping.isFinite)
        let negative = Spring(duration: -3, bounce: -1)
        #expect(negative.response == Spring.minimumResponse)
        #expect(negative.dampingFraction == Spring.maximumDampingFraction)
        #expect(negative.bounce.isFinite)
        let physical = Spring(mass: 0, stiffness: 0, damping: -1)
        #expect(physical.response.isFinite && physical.dampingFraction == 0 && physical.mass > 0)
        #expect(Spring(duration: 0.5, bounce: 2).dampingFraction == 0)
    }
}
