/// One selection change of a control in two runs — the k-th change of the control in A with its k-th in
/// B — and how its motion figures (``SelectionChangeFigures``) differ: settle time, overshoot, peak velocity
/// and the vsyncs missed during it, each B − A.
public struct ChangeComparison: Sendable, Equatable {
    /// The change in run A and in run B.
    public var a: SelectionChangeFigures, b: SelectionChangeFigures
    /// The change's place among its control's changes (0 = the first).
    public var order: Int

    /// B's settle time minus A's, ms; nil when either did not settle before its next change.
    var settleMsDifference: Double? { a.settleMs.flatMap { sa in b.settleMs.map { $0 - sa } } }
    /// B's overshoot minus A's, points; nil when either's overshoot is unknown (it did not settle).
    var overshootPtDifference: Double? { a.settleMs != nil && b.settleMs != nil ? b.overshootPt - a.overshootPt : nil }
    /// B's peak velocity minus A's, points/s.
    var peakVelocityDifference: Double { b.peakVelocityPtPerS - a.peakVelocityPtPerS }
    /// B's missed vsyncs during the change minus A's.
    var missedVsyncsDifference: Int { b.missedVsyncs - a.missedVsyncs }

    /// Pairs `a`'s and `b`'s changes by control and order (changes without a partner are left out), in A's
    /// time order.
    public static func pair(_ a: [SelectionChangeFigures], _ b: [SelectionChangeFigures]) -> [ChangeComparison] {
        var seenA: [String: Int] = [:]
        var byControlB: [String: [SelectionChangeFigures]] = [:]
        for change in b { byControlB[change.control, default: []].append(change) }
        var out: [ChangeComparison] = []
        for change in a {
            let k = seenA[change.control, default: 0]
            seenA[change.control] = k + 1
            if let partners = byControlB[change.control], k < partners.count {
                out.append(ChangeComparison(a: change, b: partners[k], order: k))
            }
        }
        return out
    }
}
