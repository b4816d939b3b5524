import CGtk
import Foundation
import GtkBackend
import LabRunner
import ViewLayer

/// The log beside an experiment: monospace, each line stamped with the time since the experiment
/// started, `init` and `deinit` lines in their own colours, scrolled to the newest line, with
/// Clear and Save….
@MainActor
final class LogPane {
    /// The pane's outermost widget, owned by the caller's container.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let view: UnsafeMutablePointer<GtkWidget>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private var started = ContinuousClock.now
    private var tags: [String: UnsafeMutablePointer<GtkTextTag>] = [:]
    /// Marks the end of the log, to scroll to without moving the cursor (and a selection).
    private let end: OpaquePointer
    private let scrolled: UnsafeMutablePointer<GtkWidget>

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_style_context_add_class(cg_style(widget.raw), "lab-log-pane")

        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_style_context_add_class(cg_style(bar.raw), "lab-log-bar")
        let title = gtk_label_new("Log")!
        gtk_style_context_add_class(cg_style(title.raw), "lab-log-title")
        gtk_label_set_xalign(cg_label(title.raw), 0)
        gtk_box_pack_start(cg_box(bar.raw), title, 1, 1, 0)
        let clear = gtk_button_new_with_label("Clear")!
        gtk_widget_set_tooltip_text(clear, "Clear the log (Ctrl+L)")
        let save = gtk_button_new_with_label("Save…")!
        gtk_box_pack_end(cg_box(bar.raw), save, 0, 0, 0)
        gtk_box_pack_end(cg_box(bar.raw), clear, 0, 0, 0)
        gtk_box_pack_start(cg_box(widget.raw), bar, 0, 0, 0)

        scrolled = gtk_scrolled_window_new(nil, nil)
        gtk_scrolled_window_set_policy(cg_scrolled_window(scrolled.raw), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scrolled, 1)
        view = gtk_text_view_new()
        gtk_text_view_set_editable(cg_text_view(view.raw), 0)
        gtk_text_view_set_cursor_visible(cg_text_view(view.raw), 0)
        gtk_text_view_set_monospace(cg_text_view(view.raw), 1)
        gtk_text_view_set_wrap_mode(cg_text_view(view.raw), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(cg_text_view(view.raw), 10)
        gtk_text_view_set_top_margin(cg_text_view(view.raw), 6)
        gtk_style_context_add_class(cg_style(view.raw), "lab-log")
        buffer = gtk_text_view_get_buffer(cg_text_view(view.raw))
        gtk_container_add(cg_container(scrolled.raw), view)
        gtk_box_pack_start(cg_box(widget.raw), scrolled, 1, 1, 0)

        let bold = Int32(PANGO_WEIGHT_BOLD.rawValue)
        tags["stamp"] = cg_text_tag(buffer, "stamp", "#9a9996", 0)
        tags["init"] = cg_text_tag(buffer, "init", "#26a269", bold)
        tags["deinit"] = cg_text_tag(buffer, "deinit", "#c01c28", bold)
        tags["action"] = cg_text_tag(buffer, "action", "#1c71d8", bold)
        tags["trace"] = cg_text_tag(buffer, "trace", "#77767b", 0)
        tags["warning"] = cg_text_tag(buffer, "warning", "#e66100", bold)
        tags["section"] = cg_text_tag(buffer, "section", nil, bold)
        var endIter = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &endIter)
        end = OpaquePointer(gtk_text_buffer_create_mark(buffer, "log-end", &endIter, 0))

        Signals.connect(clear.raw, "clicked") { [weak self] in self?.clear() }
        Signals.connect(save.raw, "clicked") { [weak self] in self?.save() }
        gtk_widget_show_all(widget)
    }

    /// Starts the time stamps from zero, for a new experiment.
    func restartClock() { started = .now }

    func clear() {
        gtk_text_buffer_set_text(buffer, "", 0)
    }

    /// Appends one line, stamped and coloured by what it says. The log follows new lines while it
    /// is scrolled to the end; a person reading further up is left where they are.
    func append(_ line: String) {
        let adjustment = gtk_scrolled_window_get_vadjustment(cg_scrolled_window(scrolled.raw))
        let atEnd = gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment) >= gtk_adjustment_get_upper(adjustment) - 2
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        insert(String(format: "%7.3fs  ", seconds), tag: "stamp")
        insert(line + "\n", tag: Self.tag(for: line))
        if atEnd {
            gtk_text_view_scroll_mark_onscreen(cg_text_view(view.raw), UnsafeMutablePointer(end))
        }
    }

    /// The colour of a line: object births and deaths, actions, the view layer's events, warnings.
    static func tag(for line: String) -> String? {
        if line.hasPrefix("> ") { return "action" }
        if line.hasPrefix("— ") { return "section" }
        if line.hasPrefix("· ") { return "trace" }
        if line.hasPrefix("warning: ") { return "warning" }
        if line.hasSuffix("deinit") { return "deinit" }
        if line.hasSuffix("init") { return "init" }
        return nil
    }

    /// Inserts `text` at the end, tagged; returns the offset it starts at.
    @discardableResult
    private func insert(_ text: String, tag: String?) -> Int32 {
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        let offset = gtk_text_iter_get_offset(&end)
        gtk_text_buffer_insert(buffer, &end, text, -1)
        if let tag { applyTag(tag, from: offset) }
        return offset
    }

    private func applyTag(_ name: String, from offset: Int32) {
        guard let tag = tags[name] else { return }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, offset)
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
    }

    /// The log as plain text, without the stamps' colours.
    var text: String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }

    private func save() {
        let toplevel = gtk_widget_get_toplevel(widget)
        let dialog = cg_save_dialog(toplevel.flatMap { cg_is_window($0.raw) != 0 ? cg_window($0.raw) : nil })!
        gtk_file_chooser_set_do_overwrite_confirmation(OpaquePointer(dialog), 1)
        gtk_file_chooser_set_current_name(OpaquePointer(dialog), "lifecycle-lab.log")
        if gtk_dialog_run(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkDialog.self)) == GTK_RESPONSE_ACCEPT.rawValue,
           let path = gtk_file_chooser_get_filename(OpaquePointer(dialog)) {
            try? text.write(toFile: String(cString: path), atomically: true, encoding: .utf8)
            g_free(path)
        }
        gtk_widget_destroy(dialog)
    }
}
