import CGtk

/// A text field of several lines (`TextField(_:text:axis: .vertical)`): a GtkTextView that wraps
/// its lines and grows with them, framed as an entry is, with its prompt drawn over it while it
/// is empty (GTK 3's text view has no placeholder of its own).
@MainActor
final class GtkTextEditor {
    /// The framed view with its prompt over it: the element's widget.
    let frame: UnsafeMutablePointer<GtkWidget>
    let view: UnsafeMutablePointer<GtkWidget>
    let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let promptLabel: UnsafeMutablePointer<GtkWidget>

    /// An entry's width: GTK 3's are at least 150 pixels wide inside their padding
    /// (`MIN_ENTRY_WIDTH` in gtkentry.c), and a text view that wraps its lines asks for almost
    /// none, which a stack would give it.
    private static let entryWidth: Int32 = 150
    /// An entry's padding, which the text view keeps as margins.
    private static let sideMargin: Int32 = 8

    /// The least height of a `TextEditor`, about five lines: it takes the room it is offered, and
    /// a box would otherwise give it one line.
    private static let editorHeight: Int32 = 110

    /// A vertical text field's view, or with `scrolls` a `TextEditor`'s, which takes the room it
    /// is offered and scrolls its lines; without `hasFrame` (`.textFieldStyle(.plain)`) no frame
    /// is drawn around it.
    init(prompt: String, text: String, hasFrame: Bool = true, scrolls: Bool = false) {
        let overlay = gtk_overlay_new()!
        // A scrolled window: for a field, one that never scrolls, the entry's frame at the size
        // of its lines; for an editor, one that scrolls its lines vertically.
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cg_scrolled_window(scroller.raw), GTK_POLICY_NEVER, scrolls ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        gtk_scrolled_window_set_shadow_type(cg_scrolled_window(scroller.raw), hasFrame ? GTK_SHADOW_IN : GTK_SHADOW_NONE)
        if scrolls {
            gtk_widget_set_size_request(scroller, -1, Self.editorHeight)
            gtk_widget_set_vexpand(overlay, 1)
            gtk_widget_set_hexpand(overlay, 1)
        }
                view = gtk_text_view_new()!
        let textView = cg_text_view(view.raw)
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(textView, 0)
        gtk_text_view_set_left_margin(textView, Self.sideMargin)
        gtk_text_view_set_right_margin(textView, Self.sideMargin)
        gtk_text_view_set_top_margin(textView, 6)
        gtk_text_view_set_bottom_margin(textView, 6)
        buffer = gtk_text_view_get_buffer(textView)
        gtk_widget_set_size_request(view, Self.entryWidth + 2 * Self.sideMargin, -1)
        gtk_container_add(cg_container(scroller.raw), view)
        gtk_container_add(cg_container(overlay.raw), scroller)
        promptLabel = gtk_label_new(prompt)
        gtk_style_context_add_class(cg_style(promptLabel.raw), "dim-label")
        gtk_widget_set_halign(promptLabel, GTK_ALIGN_START)
        gtk_widget_set_valign(promptLabel, GTK_ALIGN_START)
        gtk_widget_set_margin_start(promptLabel, 9)
        gtk_widget_set_margin_top(promptLabel, 7)
        gtk_overlay_add_overlay(cg_overlay(overlay.raw), promptLabel)
        // Clicks reach the text view under the prompt.
        gtk_overlay_set_overlay_pass_through(cg_overlay(overlay.raw), promptLabel, 1)
        gtk_widget_show_all(scroller)
        frame = overlay
        self.text = text
        showPrompt(text.isEmpty)
    }

    var text: String {
        get { wholeText(of: buffer) }
        set {
            gtk_text_buffer_set_text(buffer, newValue, -1)
            showPrompt(newValue.isEmpty)
        }
    }

    var prompt: String {
        get { gtk_label_get_text(cg_label(promptLabel.raw)).map { String(cString: $0) } ?? "" }
        set { gtk_label_set_text(cg_label(promptLabel.raw), newValue) }
    }

    func showPrompt(_ shows: Bool) {
        gtk_widget_set_visible(promptLabel, shows ? 1 : 0)
    }

    /// As a person's click after the last character leaves it.
    func placeCursorAtEnd() {
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_place_cursor(buffer, &end)
    }
}
