import Foundation

/// The benchmark's figures: printed one per line and written as JSON.
struct Report {
    struct Figure { var name: String; var value: Double; var unit: String; var target: String? }
    private(set) var figures: [Figure] = []

    /// Records and prints one figure.
    mutating func add(_ name: String, _ value: Double, _ unit: String, target: String? = nil) {
        figures.append(Figure(name: name, value: value, unit: unit, target: target))
        let v = value.isFinite ? String(format: value >= 100 ? "%.0f" : "%.2f", value) : "n/a"
        print("\(name): \(v) \(unit)" + (target.map { "  (target \($0))" } ?? ""))
    }

    /// Writes `{"machine": …, "figures": [{"name", "value", "unit", "target"}]}` to `path`.
    func write(to path: String, machine: String) throws {
        let object: [String: Any] = [
            "machine": machine,
            "figures": figures.map { f -> [String: Any] in
                var d: [String: Any] = ["name": f.name, "value": f.value.isFinite ? f.value : 0, "unit": f.unit]
                if let t = f.target { d["target"] = t }
                return d
            },
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path))
    }
}
