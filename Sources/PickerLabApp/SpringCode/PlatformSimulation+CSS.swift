/// A CSS transition with a `linear()` easing, as CSS Easing Level 2 defines it
/// (https://drafts.csswg.org/css-easing-2/#the-linear-easing-function, "linear easing function" and its
/// output algorithm): the stops' missing input positions are 0 % (first), 100 % (last) or spread evenly
/// between their neighbours; an input below an earlier one is raised to it; the output at an input is
/// interpolated between the last stop at or before it and the next (the second to last and last at 100 %),
/// and is the later stop's output where two stops share an input. A transition's input progress is its
/// elapsed time over its duration, 0…1; once it has ended the property holds its end value.
struct CSSLinearTransition {
    /// The stops' (input, output), input as a fraction (0…1).
    let points: [(input: Double, output: Double)]
    /// The transition's duration in seconds.
    let duration: Double

    /// Parses `transition: PROPERTY DURATIONs linear(…)` out of `css`; nil when it has none.
    init?(css: String) {
        guard let open = css.range(of: "linear("), let close = css[open.upperBound...].firstIndex(of: ")") else { return nil }
        let head = css[..<open.lowerBound].split(separator: " ").last { $0.hasSuffix("s") && !$0.hasSuffix("ms") }
        guard let head, let d = DecimalNumber.parse(head.dropLast()), d > 0 else { return nil }
        var inputs: [Double?] = [], outputs: [Double] = []
        for part in css[open.upperBound..<close].split(separator: ",") {
            let words = part.split(separator: " ")
            guard let first = words.first, let out = DecimalNumber.parse(first), words.count <= 3 else { return nil }
            // A stop may carry one or two input positions; two make two points with the same output.
            let positions = try? words.dropFirst().map { w -> Double in
                guard w.hasSuffix("%"), let p = DecimalNumber.parse(w.dropLast()) else { throw CSSParseError() }
                return p / 100
            }
            guard let positions else { return nil }
            if positions.isEmpty { inputs.append(nil); outputs.append(out) }
            for p in positions { inputs.append(p); outputs.append(out) }
        }
        guard outputs.count >= 2 else { return nil }
        // Canonicalise: first 0, last 1 when missing; each at least the largest before it; runs of missing
        // inputs spread evenly between the known neighbours.
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = max(1, inputs.compactMap { $0 }.max() ?? 1) }
        var largest = -Double.infinity
        for i in inputs.indices { if let v = inputs[i] { largest = max(largest, v); inputs[i] = largest } }
        var i = 0
        while i < inputs.count {
            if inputs[i] == nil {
                var j = i
                while inputs[j] == nil { j += 1 }
                let a = inputs[i - 1]!, b = inputs[j]!
                for k in i..<j { inputs[k] = a + (b - a) * Double(k - i + 1) / Double(j - i + 1) }
                i = j
            }
            i += 1
        }
        points = zip(inputs, outputs).map { ($0!, $1) }
        duration = d
    }

    private struct CSSParseError: Error {}

    /// The easing's output at `inputProgress` (the spec's algorithm; a transition never asks outside 0…1).
    func output(at inputProgress: Double) -> Double {
        var a = 0
        var lo = 0, hi = points.count - 1
        if points[0].input <= inputProgress {
            while lo < hi {   // the last point with input ≤ inputProgress
                let mid = (lo + hi + 1) / 2
                if points[mid].input <= inputProgress { lo = mid } else { hi = mid - 1 }
            }
            a = lo
        }
        if a == points.count - 1 { a -= 1 }
        let pa = points[a], pb = points[a + 1]
        if pa.input == pb.input { return pb.output }
        return pa.output + (inputProgress - pa.input) / (pb.input - pa.input) * (pb.output - pa.output)
    }

    /// The property's progress `t` seconds after the transition started: the easing until the end, then 1.
    func progress(at t: Double) -> Double {
        if t >= duration { return 1 }
        return output(at: max(0, t) / duration)
    }
}
