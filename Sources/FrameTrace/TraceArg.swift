/// One value in a trace event's `args` object.
///
/// Integers are `Int64` so that microsecond timestamps and byte counts round-trip
/// exactly; doubles are always written finite (a NaN or infinity is written as `0`,
/// see ``JSONBytes/appendDouble(_:to:)``).
public enum TraceArg: Sendable, Hashable {
    /// An integer, written without a decimal point.
    case int(Int64)
    /// A floating-point number, written finite with round-trip precision.
    case double(Double)
    /// A string, written with JSON escapes.
    case string(String)
    /// A boolean, written as `true` / `false`.
    case bool(Bool)

    /// The value as a `Double` when it is numeric (`.int` or `.double`), else `nil`.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        case .string, .bool: return nil
        }
    }

    /// The value as an `Int64` when it is an `.int`, or a `.double` with an integral
    /// value inside `Int64`'s range; otherwise `nil`.
    public var intValue: Int64? {
        switch self {
        case .int(let value): return value
        case .double(let value):
            guard value.isFinite, value.rounded() == value,
                  value >= -0x1p63, value < 0x1p63 else { return nil }
            return Int64(value)
        case .string, .bool: return nil
        }
    }

    /// The value when it is a `.bool`, else `nil`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value when it is a `.string`, else `nil`.
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

extension TraceArg: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    /// Creates an `.int` from an integer literal.
    public init(integerLiteral value: Int64) { self = .int(value) }
    /// Creates a `.double` from a floating-point literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Creates a `.string` from a string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates a `.bool` from `true` / `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
