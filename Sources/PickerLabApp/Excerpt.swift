/// `value` as an error message shows it: whole when short, else its first 60 characters, an ellipsis and its
/// length, so a one-line error stays one readable line however long the bad token was (a 1 MB `--size`).
func excerpt(_ value: String, limit: Int = 80) -> String {
    guard value.count > limit else { return value }
    return String(value.prefix(60)) + "…(\(value.utf8.count) bytes)"
}
