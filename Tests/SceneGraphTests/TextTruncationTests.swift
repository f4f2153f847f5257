import Geometry
@testable import Painting
import SceneGraph
import SceneTesting
import Testing

@MainActor
struct TextTruncationTests {
    let m = FixedAdvanceMeasurer()
    let font = Font(size: 10)   // 5 points per character

    @Test func textThatFitsIsUnchanged() {
        let r = TextTruncation.fit("unread", font: font, maxWidth: 30, measurer: m)
        #expect(r.text == "unread")
        #expect(r.size.width == 30)
    }

    @Test func longTextIsCutWithAnEllipsisThatFits() {
        // "needs attention" is 15 × 5 = 75 pt; in 40 pt fit 7 characters + "…" = 8 × 5.
        let r = TextTruncation.fit("needs attention", font: font, maxWidth: 40, measurer: m)
        #expect(r.text == "needs a…")
        #expect(r.size.width == 40)
    }

    @Test func trailingSpacesBeforeTheEllipsisAreDropped() {
        let r = TextTruncation.fit("needs attention", font: font, maxWidth: 35, measurer: m)
        #expect(r.text == "needs…")
    }

    @Test func onlyTheEllipsisOrNothingWhenVeryNarrow() {
        #expect(TextTruncation.fit("needs attention", font: font, maxWidth: 6, measurer: m).text == "…")
        #expect(TextTruncation.fit("needs attention", font: font, maxWidth: 4, measurer: m).text == "")
    }
}
