import Controls
import Foundation
import Testing

/// The style registry (`BuiltinStyles.all`): every entry complete and consistent with its draw hook.
struct BuiltinStylesTests {
    @Test func everyStyleHasANameCaptionSegmentsAndAPainterThatDrawsItsOwnSpec() {
        #expect(BuiltinStyles.all.count == 6)
        #expect(Set(BuiltinStyles.names).count == BuiltinStyles.names.count, "names are unique")
        for style in BuiltinStyles.all {
            #expect(!style.name.isEmpty && style.spec.style == style.name, "\(style.name): the spec names its style")
            #expect(style.caption.trimmingCharacters(in: .whitespaces).count >= 8, "\(style.name) has no caption")
            #expect(style.caption.contains("seed 00"), "\(style.name)'s caption names its seed: \(style.caption)")
            #expect(!style.segments.isEmpty, "\(style.name) has no gallery segments")
            #expect((0...1).contains(style.column), "\(style.name) is in no gallery column")
            let painter = style.make()
            #expect(painter.name == style.name && painter.spec == style.spec, "\(style.name)'s painter draws another style")
            var other = style.spec
            other.padding += 3
            #expect(style.make(other).spec == other, "\(style.name)'s painter takes the spec it is given")
            #expect(BuiltinStyles.named(style.name)?.name == style.name && BuiltinStyles.make(style.name)?.name == style.name)
        }
        #expect(BuiltinStyles.named("nope") == nil && BuiltinStyles.make("Pill") == nil)
    }

    @Test func theBackdropsAreTheSeeds() {
        let backdrops = Dictionary(uniqueKeysWithValues: BuiltinStyles.all.map { ($0.name, $0.backdrop) })
        #expect(backdrops == ["pill": .window, "underline": .window, "icons": .window, "track": .window,
                              "thumb": .darkPanel, "glass": .colourful])
        // One built-in style owns the gallery's pager, and it keeps its labels whole.
        #expect(BuiltinStyles.all.filter(\.pager).map(\.name) == ["glass"])
        #expect(BuiltinStyles.all.filter(\.keepsWholeLabels).map(\.name) == ["glass"])
    }
}
