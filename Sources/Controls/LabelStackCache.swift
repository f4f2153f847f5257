import Painting

/// A segment's labels with their soft shadow (`LabelShadow`: the run and 64 copies around it), each kept as a
/// recorded `DisplayListFragment` while its run and shadow hold, so a control that repaints with its labels
/// unchanged — the glass control while its indicator follows the pane — appends one fragment per label
/// instead of recording 65 text commands again (and the damage pass reuses the fragment's hashes). Flutter
/// keeps a `Picture` the same way for what did not change. At most `capacity` labels are kept: a segment
/// paints its icon and title, each clipped at most three ways.
@MainActor
final class LabelStackCache {
    /// What one kept label draws: the run (text, font, colour, origin), whether it is an icon, its shadow.
    struct Key: Equatable {
        var run: TextRun
        var icon: Bool
        var shadow: LabelShadow
    }

    static let capacity = 6
    private struct Entry { var key: Key; let fragment: DisplayListFragment; var lastUsed: Int }
    private var entries: [Entry] = []
    private var pass = 0
    /// Labels recorded since creation (for tests).
    private(set) var recordCount = 0

    /// Starts a paint pass of the segment: labels of the last pass not used in this one may be replaced.
    func beginPass() { pass += 1 }

    /// The fragment drawing `key` (recorded now with `record` if no kept one matches).
    func fragment(for key: Key, record: (inout DisplayList) -> Void) -> DisplayListFragment {
        if let i = entries.firstIndex(where: { $0.key == key }) {
            entries[i].lastUsed = pass
            return entries[i].fragment
        }
        recordCount += 1
        // A label no longer drawn (its colour or place changed) gives its fragment to this one; one used in
        // this pass is never overwritten (its fragment is already in the display list).
        if entries.count >= Self.capacity, let i = entries.indices.min(by: { entries[$0].lastUsed < entries[$1].lastUsed }),
           entries[i].lastUsed < pass {
            entries[i].key = key; entries[i].lastUsed = pass
            entries[i].fragment.record(record)
            return entries[i].fragment
        }
        let f = DisplayListFragment()
        f.record(record)
        entries.append(Entry(key: key, fragment: f, lastUsed: pass))
        return f
    }
}
