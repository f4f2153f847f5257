import Foundation

/// The benchmark's figures: printed one per line and written as JSON.
struct Report {
    struct Figure { var name: String; var value: Double; var unit: String; var target: String? }
    private(set) var figures: [Figure] = []

    /// Records and prints one figure.
    mutating func add(_ name: String, _ value: Double, _ unit: String, target: String? = nil) {
        figures.append(Figure(name: name, value: value, unit: unit, target: target))
        let v = value.isFinite ? String(format: value >= 100 ? "%.0f" : "%.2f", value) : "n/a"
        let verdict = Self.met(value, target).map { $0 ? ", met" : ", MISSED" } ?? ""
        print("\(name): \(v) \(unit)" + (target.map { "  (target \($0)\(verdict))" } ?? ""))
    }

    /// Whether `value` meets a target written "≤ N" or "N" (at most N); nil for any other target.
    static func met(_ value: Double, _ target: String?) -> Bool? {
        guard let t = target?.replacingOccurrences(of: "≤", with: "").trimmingCharacters(in: .whitespaces),
              let limit = Double(t), value.isFinite else { return nil }
        return value <= limit
    }

    /// Writes `{"machine": …, "figures": [{"name", "value", "unit", "target", "met"}]}` to `path` ("met": whether
    /// the value is within a "≤ N" target).
    func write(to path: String, machine: String) throws {
        let object: [String: Any] = [
            "machine": machine,
            "figures": figures.map { f -> [String: Any] in
                var d: [String: Any] = ["name": f.name, "value": f.value.isFinite ? f.value : 0, "unit": f.unit]
                if let t = f.target { d["target"] = t }
                if let m = Self.met(f.value, f.target) { d["met"] = m }
                return d
            },
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path))
    }
}
