import Geometry
import SceneGraph

/// What the app asks the platform for; the executable turns it into an `SDLHost`.
public struct HostRequest: Sendable {
    /// Window size in points.
    public var size: Size
    /// UI scale factor.
    public var scale: Double
    /// Video driver, renderer, clock and presentation.
    public var settings: HostSettings
    /// Folder holding fonts/.
    public var assetsDirectory: String
}

/// Makes the platform host; throws the platform's error (a missing font names the file).
public typealias HostFactory = @MainActor (HostRequest) throws -> PlatformHost
