import Controls
import Foundation
import Geometry
import SceneGraph

/// The headless tour: a short built-in walk that taps each segment of each style (through the platform's
/// real event queue), lets the animation settle, and writes a screenshot after each, then the gallery and
/// a scene dump. Runs when there is no display and `--headless` was not given.
@MainActor
enum Tour {
    /// Runs the tour in `app` and writes into `directory`; returns the files written.
    /// - Throws: an error naming a file that could not be written.
    static func run(_ app: App, directory: String) throws -> [String] {
        var written: [String] = []
        // The driver's own gestures and settle (the mouse arrives before each click); a quit (SIGINT,
        // SIGTERM) ends the tour between them.
        func interruptible(_ body: () -> Void) throws {
            body()
            if app.isQuitRequested { throw Interrupted(written: written.count) }
        }
        try interruptible { app.driver.settle() }
        for control in app.gallery.controls {
            for node in control.segmentNodes {
                try interruptible { app.driver.tap(at: node.contentFrame.center, hover: true); app.driver.settle() }
                let name = "\(control.id)-\(node.index).png"
                let path = (directory as NSString).appendingPathComponent(name)
                try app.writeScreenshot(to: path)
                written.append(path)
                if app.isQuitRequested { throw Interrupted(written: written.count) }
            }
        }
        for control in app.gallery.controls {
            try interruptible { app.driver.tap(at: control.segmentNodes[0].contentFrame.center, hover: true); app.driver.settle() }
        }
        let gallery = (directory as NSString).appendingPathComponent("gallery.png")
        try app.writeScreenshot(to: gallery)
        let dump = (directory as NSString).appendingPathComponent("scene.json")
        try app.writeSceneDump(to: dump)
        return written + [gallery, dump]
    }

    /// The tour was stopped by a quit (Ctrl-C, SIGTERM) before it finished.
    struct Interrupted: Error, CustomStringConvertible {
        var written: Int
        var description: String { "tour interrupted" }
    }
}
