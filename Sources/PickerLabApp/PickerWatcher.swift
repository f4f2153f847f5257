import Foundation

/// Watches picker files for saves by polling: a file whose bytes differ from the last ones read counts as
/// changed (a save that writes the same bytes does not). Polling, not inotify, so an editor that saves by
/// renaming a new file over the old one is seen too.
final class PickerWatcher {
    let paths: [String]
    private var last: [String: Data?] = [:]
    private var stamps: [String: (Date?, Int?)] = [:]

    /// Starts watching `paths`, taking their current contents as seen.
    init(paths: [String]) {
        self.paths = paths
        for p in paths { _ = changed(p) }
    }

    /// Whether any file changed since the last call (reads a file only when its modification date or size changed).
    func poll() -> Bool {
        var any = false
        for p in paths where changed(p) { any = true }
        return any
    }

    private func changed(_ path: String) -> Bool {
        let attrs = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = (attrs?[.modificationDate] as? Date, (attrs?[.size] as? NSNumber)?.intValue)
        if let old = stamps[path], old.0 == stamp.0, old.1 == stamp.1, last[path] != nil { return false }
        stamps[path] = stamp
        let data = FileManager.default.contents(atPath: path)
        defer { last[path] = data }
        guard let previous = last[path] else { return false }   // first read
        return previous != data
    }
}
