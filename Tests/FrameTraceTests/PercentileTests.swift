import Testing
@testable import FrameTrace

@Suite struct PercentileTests {
    // The worked examples of the nearest-rank method (Wikipedia, "Percentile").
    @Test func fiveValueExample() {
        let values: [Double] = [15, 20, 35, 40, 50]
        #expect(Percentile.nearestRank(5, sorted: values) == 15)
        #expect(Percentile.nearestRank(30, sorted: values) == 20)
        #expect(Percentile.nearestRank(40, sorted: values) == 20)
        #expect(Percentile.nearestRank(50, sorted: values) == 35)
        #expect(Percentile.nearestRank(100, sorted: values) == 50)
    }

    @Test func tenAndElevenValueExamples() {
        let ten: [Double] = [3, 6, 7, 8, 8, 10, 13, 15, 16, 20]
        #expect([25, 50, 75, 100].map { Percentile.nearestRank($0, sorted: ten) } == [7, 8, 15, 20])
        let eleven: [Double] = [3, 6, 7, 8, 8, 9, 10, 13, 15, 16, 20]
        #expect([25, 50, 75, 100].map { Percentile.nearestRank($0, sorted: eleven) } == [7, 9, 15, 20])
    }

    @Test func oneToOneThousand() {
        let values = (1...1000).map(Double.init)
        #expect(Percentile.nearestRank(50, sorted: values) == 500)
        #expect(Percentile.nearestRank(90, sorted: values) == 900)
        #expect(Percentile.nearestRank(99, sorted: values) == 990)
        #expect(Percentile.nearestRank(99.9, sorted: values) == 999)
        #expect(Percentile.nearestRank(99.95, sorted: values) == 1000)
    }

    @Test func ranksAreExactWhereFloatingPointWouldRoundUp() {
        // 0.07 · 100 = 7.000000000000001 in floating point; (7 · 100) / 100 is exactly 7.
        #expect(Percentile.rank(7, count: 100) == 7)
        #expect(Percentile.rank(40, count: 5) == 2)
        #expect(Percentile.rank(99, count: 3) == 3)
        #expect(Percentile.rank(50, count: 1) == 1)
    }

    @Test func edgeCasesStayFinite() {
        #expect(Percentile.nearestRank(50, sorted: []) == 0)
        #expect(Percentile.rank(50, count: 0) == 0)
        #expect(Percentile.nearestRank(0, sorted: [4, 9]) == 4)
        #expect(Percentile.nearestRank(-5, sorted: [4, 9]) == 4)
        #expect(Percentile.nearestRank(250, sorted: [4, 9]) == 9)
        #expect(Percentile.nearestRank(.nan, sorted: [4, 9]) == 4)
        #expect(Percentile.nearestRank(50, of: [9, .nan, 4, 6]) == 6)
        #expect(Percentile.nearestRank(50, of: [.nan]) == 0)
    }

    @Test func durationStatsIgnoreNonFiniteValues() {
        let stats = DurationStats(milliseconds: [3, .infinity, 1, .nan, 2])
        #expect(stats == DurationStats(count: 3, p50: 2, p90: 3, p99: 3, max: 3))
        #expect(DurationStats(milliseconds: []) == .empty)
    }
}
