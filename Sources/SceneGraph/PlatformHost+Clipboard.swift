extension PlatformWindow {
    /// A platform without a clipboard keeps nothing and says so.
    public func setClipboard(_ text: String) -> Bool { false }
}
