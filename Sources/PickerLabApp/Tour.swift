import Controls
import Foundation
import Geometry
import SceneGraph

/// The headless tour: a short built-in walk that taps each segment of each style (through the platform's
/// real event queue), lets the animation settle, and writes a screenshot after each, then the gallery and
/// a scene dump. Runs when there is no display and `--headless` was not given.
@MainActor
public enum Tour {
    /// Runs the tour in `app` and writes into `directory`; returns the files written.
    /// - Throws: an error naming a file that could not be written.
    public static func run(_ app: App, directory: String) throws -> [String] {
        var written: [String] = []
        try settle(app)
        for control in app.gallery.controls {
            for node in control.segmentNodes {
                try tap(app, at: node.contentFrame.center)
                try settle(app)
                let name = "\(control.id)-\(node.index).png"
                let path = (directory as NSString).appendingPathComponent(name)
                try app.writeScreenshot(to: path)
                written.append(path)
                if app.isQuitRequested { throw Interrupted(written: written.count) }
            }
        }
        for control in app.gallery.controls { try tap(app, at: control.segmentNodes[0].contentFrame.center); try settle(app) }
        let gallery = (directory as NSString).appendingPathComponent("gallery.png")
        try app.writeScreenshot(to: gallery)
        let dump = (directory as NSString).appendingPathComponent("scene.json")
        try app.writeSceneDump(to: dump)
        return written + [gallery, dump]
    }

    /// A mouse click at `point` (window points) through the host's event queue.
    static func tap(_ app: App, at point: Point) throws {
        app.host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .moved, position: point, timestamp: app.now, isPressed: false)))
        app.host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .began, position: point, timestamp: app.now)))
        try app.step()
        app.host.inject(.pointer(PointerEvent(id: 0, kind: .mouse, phase: .ended, position: point, timestamp: app.now, isPressed: false)))
        try app.step()
        if app.isQuitRequested { throw Interrupted(written: 0) }
    }

    /// Steps frames until nothing animates (at most 5 virtual seconds).
    /// - Throws: `Interrupted` when a quit (SIGINT, SIGTERM) arrives.
    static func settle(_ app: App) throws {
        var n = 0
        repeat {
            try app.step(); n += 1
            if app.isQuitRequested { throw Interrupted(written: 0) }
        } while (!app.scene.isIdle || n < 2) && n < 300
    }

    /// The tour was stopped by a quit (Ctrl-C, SIGTERM) before it finished.
    public struct Interrupted: Error, CustomStringConvertible {
        public var written: Int
        public var description: String { "tour interrupted" }
    }
}
