import Controls
import Foundation
import SceneGraph

/// Hot reload of picker files: in a window, a saved file replaces its controls within half a second (polled
/// every 0.2 s), keeping each control's selection by title (else index) and animating the indicators to
/// their new geometry; a file that does not parse keeps the last good controls and shows its error in a
/// banner and on standard error until the next good save.
extension App {
    /// How often a window checks the picker files, in seconds.
    static let pickerPollInterval = 0.2

    /// Checks the watched files (at most every `pickerPollInterval` s) and reloads when one changed.
    func pollPickerFiles() {
        guard let watcher = pickerWatcher else { return }
        let t = Double(timeSource()) / 1e6
        guard t - lastPickerPoll >= App.pickerPollInterval else { return }
        lastPickerPoll = t
        if watcher.poll() { reloadPickers() }
    }

    /// Reads every `--picker` file again and applies them, or keeps the current controls and shows the error.
    /// - Returns: the error message, or nil when the files loaded.
    @discardableResult
    func reloadPickers() -> String? {
        var defs: [PickerDefinition] = []
        var taken = Set(BuiltinStyles.names + ["pager"])
        do {
            for path in options.pickerPaths {
                let d = try PickerFile.read(path, icons: iconCatalog, iconProblem: iconProblem, reserved: taken)
                for x in d { taken.insert(x.id); taken.insert(x.id + ".pager") }
                defs += d
            }
        } catch {
            let message = "\(error)"
            if banner.message != message { PickerLabMain.printError(message + " (keeping the last good picker)") }
            showPickerError(message)
            return message
        }
        showPickerError(nil)
        // The trace, the inspector, the card and the panes' links hear controls by id: a rebuilt column's
        // controls are heard as the ones they replace were.
        gallery.applyPickers(defs, scene: scene)
        inspector.controlsReplaced()   // a removed control is no longer the one shown
        // New controls take the run's settings.
        if options.rightToLeft { for c in gallery.controls { c.isRightToLeft = true }; for p in gallery.pagers { p.isRightToLeft = true } }
        gallery.mirrorCaptions()
        setTheme(gallery.theme)
        gallery.setIncreaseContrast(gallery.increaseContrast)   // a rebuilt column's controls and panels too
        gallery.setBackdrop(gallery.backdrop)
        setTextScale(textScale)
        for o in springOverrides { gallery.control(o.control)?.animation = o.animation }   // the command line's springs win
        return nil
    }

    /// Shows `message` in the banner (nil hides it), and moves the gallery down below the banner while it
    /// shows, so it covers no control (it covered the top control's caption and track).
    func showPickerError(_ message: String?) {
        banner.message = message
        (gallery.root as? GalleryLayout)?.topInset = message == nil ? 0 : banner.clearance - ((gallery.root as? GalleryLayout)?.padding ?? 0)
    }

    /// The error a broken save left on screen, if any.
    var pickerError: String? { banner.message }
}
