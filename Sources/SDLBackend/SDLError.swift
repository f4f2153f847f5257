import CSDL2

/// A failed SDL, SDL_ttf or SDL_image call: what was attempted and the library's own message.
public struct SDLError: Error, CustomStringConvertible {
    /// What PickerLab was doing, e.g. "SDL_CreateWindow".
    var operation: String
    /// `SDL_GetError()` at the time of failure.
    public var message: String

    public init(_ operation: String, _ message: String) { self.operation = operation; self.message = message }

    public var description: String { "\(operation) failed: \(message)" }

    /// The current SDL error message.
    static var current: String { String(cString: SDL_GetError()) }
}

/// Throws `SDLError` when an SDL call returned a negative status code.
@inline(__always)
func check(_ status: Int32, _ operation: @autoclosure () -> String) throws {
    if status < 0 { throw SDLError(operation(), SDLError.current) }
}

/// Returns the handle or throws `SDLError` when an SDL call returned NULL.
@inline(__always)
func unwrap<T>(_ value: T?, _ operation: @autoclosure () -> String) throws -> T {
    guard let v = value else { throw SDLError(operation(), SDLError.current) }
    return v
}
