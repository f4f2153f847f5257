import Foundation

/// Watches picker files for saves by polling: a file whose bytes differ from the last ones read counts as
/// changed (a save that writes the same bytes does not). Polling, not inotify, so an editor that saves by
/// renaming a new file over the old one is seen too.
final class PickerWatcher {
    let paths: [String]
    /// What a path held when last read: its bytes, or nil with what it was instead (missing, a folder, …),
    /// so a file replaced by a folder counts as a change and the banner shows the current reason.
    private struct Seen: Equatable { var data: Data?; var type: FileAttributeType? }
    private var last: [String: Seen] = [:]
    private var stamps: [String: (Date?, Int?, FileAttributeType?)] = [:]

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
        let type = attrs?[.type] as? FileAttributeType
        let stamp = (attrs?[.modificationDate] as? Date, (attrs?[.size] as? NSNumber)?.intValue, type)
        if let old = stamps[path], old.0 == stamp.0, old.1 == stamp.1, old.2 == stamp.2, last[path] != nil { return false }
        stamps[path] = stamp
        let data = FileManager.default.contents(atPath: path)
        let seen = Seen(data: data, type: data == nil ? type : nil)
        defer { last[path] = seen }
        guard let previous = last[path] else { return false }   // first read
        return previous != seen
    }
}
