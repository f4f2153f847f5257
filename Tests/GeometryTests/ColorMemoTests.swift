import Foundation
@testable import Geometry
import Testing

/// The contrast searches are remembered (issue 23: recomputed for every label at every paint, they were a
/// third of a moving frame's scene-side work): a remembered colour is exactly the search's, and asking again
/// runs no search. Counted on this thread, not timed.
struct ColorMemoTests {
    static let texts: [Color] = [.black.opacity(0.6), .white.opacity(0.6), .blue, .pink, .orange, Color(hex: 0x777777)]
    static let grounds: [Color] = [.white, .black, Color(hex: 0x1F1F1F), Color(hex: 0x5B5BF0), .indigo.opacity(0.5)]

    @Test func legibleAndFillGiveTheSearchesOwnColourAndSearchOncePerInput() {
        for text in ColorMemoTests.texts {
            for ground in ColorMemoTests.grounds {
                for ratio in [4.5, 4.7, 5.2] {
                    let turned = ColorMemo.generationsTurned
                    let legible = text.legible(on: ground, ratio: ratio)
                    #expect(legible == text.legibleSearch(on: ground, ratio: ratio))
                    #expect(Color.contrastRatio(legible.composited(over: ground.composited(over: .white)), ground.composited(over: .white)) >= ratio - 1e-9
                            || legible == .black || legible == .white)
                    let fill = ground.fill(under: text, ratio: ratio, lighten: 0.1)
                    #expect(fill == ground.fillSearch(under: text, ratio: ratio, lighten: 0.1))
                    // Asked again: the same colour, no search — unless tests running beside this one on other
                    // threads filled the shared memo past two generations in between (CI saw 232 vs 231).
                    let before = ColorMemo.searchesOnThisThread
                    #expect(text.legible(on: ground, ratio: ratio) == legible)
                    #expect(ground.fill(under: text, ratio: ratio, lighten: 0.1) == fill)
                    #expect(ColorMemo.searchesOnThisThread == before || ColorMemo.generationsTurned >= turned + 2)
                }
            }
        }
    }

    @Test func differentInputsAreDifferentEntries() {
        // A key that dropped an input would hand one search's colour to another.
        let a = Color.blue.legible(on: .white, ratio: 4.5), b = Color.blue.legible(on: .white, ratio: 7)
        #expect(a != b)
        #expect(b == Color.blue.legibleSearch(on: .white, ratio: 7))
        let before = ColorMemo.searchesOnThisThread
        let fresh = Color(red: 0.123, green: 0.456, blue: 0.789).fill(under: .white, ratio: 4.6, lighten: 0.37)
        #expect(ColorMemo.searchesOnThisThread == before + 1)
        #expect(fresh == Color(red: 0.123, green: 0.456, blue: 0.789).fillSearch(under: .white, ratio: 4.6, lighten: 0.37))
    }
}

extension ColorMemoTests {
    @Test func aStreamOfOneOffColoursDoesNotEvictAColourAskedForEveryFrame() {
        // An animated tint asks for a new colour every frame; the label colour beside it is asked every frame too.
        let steady = Color(red: 0.2718, green: 0.1828, blue: 0.4590).legible(on: .white, ratio: 4.5)
        let before = ColorMemo.searchesOnThisThread
        for k in 0..<(3 * ColorMemo.generationSize) {
            let t = Double(k) / Double(3 * ColorMemo.generationSize)
            _ = Color(red: 0.9 * t, green: 0.4, blue: 0.77, alpha: 0.999).fill(under: .white, ratio: 4.7, lighten: 0.1)
            #expect(Color(red: 0.2718, green: 0.1828, blue: 0.4590).legible(on: .white, ratio: 4.5) == steady)
        }
        #expect(ColorMemo.searchesOnThisThread == before + 3 * ColorMemo.generationSize)   // the one-offs only
    }
}
