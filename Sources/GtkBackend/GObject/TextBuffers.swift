import CGtk

/// The whole text of a `GtkTextBuffer`, without its tags: what a multi-line field holds, or the
/// lab's log as plain text.
public func wholeText(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
    defer { g_free(chars) }
    return String(cString: chars)
}
