extension String {
    /// The string as an error message quotes it, on one line and of bounded length: in double
    /// quotes, with control characters, quotes and backslashes escaped as Swift's
    /// `debugDescription` escapes them, and cut short after `limit` characters.
    package func quotedForMessage(limit: Int = 80) -> String {
        let shown = count > limit ? String(prefix(limit)) : self
        var escaped = shown.debugDescription
        if count > limit {
            escaped.removeLast()
            escaped += "\"… (\(count) characters)"
        }
        return escaped
    }
}
