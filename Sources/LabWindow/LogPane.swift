import CGtk
import Foundation
import GtkBackend
import LabRunner
import ViewLayer

/// The log beside an experiment: monospace, each line stamped with the time since the experiment
/// started, `init` and `deinit` lines in their own colours, scrolled to the newest line, with
/// Clear and Save….
///
/// A long session would grow the pane without bound, so it shows at most `lineLimit` lines
/// (`LIFECYCLE_LAB_LOG_LINES`, 10,000 unless set); older ones give way to a "… N earlier lines"
/// marker. Every line is also kept in a spool file, so Save… still writes everything since the
/// start or the last Clear.
@MainActor
final class LogPane {
    /// The most lines the pane shows.
    let lineLimit: Int
    /// Log lines in the buffer, the marker not counted.
    private(set) var lineCount = 0
    /// Lines that gave way to the marker.
    private(set) var earlierLines = 0
    private let spool = LogSpool()
    /// Whether the view layer's events are shown, as `--trace` prints them: the Trace toggle.
    var showsTrace = false
    /// The command that replays the run, for "Copy as Command".
    var replayCommand: (@MainActor () -> String?)?
    /// The "Copy as Command" button, for the lab's map of its controls.
    let copy: UnsafeMutablePointer<GtkWidget>
    /// The pane's outermost widget, owned by the caller's container.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let view: UnsafeMutablePointer<GtkWidget>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private var started = ContinuousClock.now
    private var tags: [String: UnsafeMutablePointer<GtkTextTag>] = [:]
    /// Marks the end of the log, to scroll to without moving the cursor (and a selection).
    private let end: OpaquePointer
    private let scrolled: UnsafeMutablePointer<GtkWidget>

    init(lineLimit: Int = LogPane.configuredLineLimit) {
        self.lineLimit = max(1, lineLimit)
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
        let traceToggle = gtk_toggle_button_new_with_label("Trace")!
        gtk_widget_set_tooltip_text(traceToggle, "Also show the view layer's events: install, body, appear, disappear, uninstall")
        copy = gtk_button_new_from_icon_name("edit-copy-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_widget_set_tooltip_text(copy, "Copy as Command: a lifecycle-lab run command that replays this run, with its seed and every action")
        gtk_box_pack_end(cg_box(bar.raw), save, 0, 0, 0)
        gtk_box_pack_end(cg_box(bar.raw), clear, 0, 0, 0)
        gtk_box_pack_end(cg_box(bar.raw), copy, 0, 0, 0)
        gtk_box_pack_end(cg_box(bar.raw), traceToggle, 0, 0, 0)
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
        for name in ["stamp", "init", "deinit", "action", "trace", "warning"] {
            tags[name] = cg_text_tag(buffer, name, nil, ["stamp", "trace"].contains(name) ? 0 : bold)
        }
        tags["section"] = cg_text_tag(buffer, "section", nil, bold)
        tags["line"] = cg_text_tag(buffer, "line", nil, 0)
        tags["highlight"] = cg_text_tag(buffer, "highlight", nil, 0)
        var endIter = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &endIter)
        end = OpaquePointer(gtk_text_buffer_create_mark(buffer, "log-end", &endIter, 0))

        Signals.connect(clear.raw, "clicked") { [weak self] in self?.clear() }
        Signals.connect(save.raw, "clicked") { [weak self] in self?.save() }
        Signals.connect(copy.raw, "clicked") { [weak self] in self?.copyReplayCommand() }
        Signals.connect(traceToggle.raw, "toggled") { [weak self] in
            self?.showsTrace = gtk_toggle_button_get_active(cg_toggle_button(traceToggle.raw)) != 0
        }
        follower = gtk_scrolled_window_get_vadjustment(cg_scrolled_window(scrolled.raw)).map { EndFollower($0) }
        applyColours()
        // The theme may change while the lab runs (light to dark): the colours follow it.
        Signals.connect(view.raw, "style-updated") { [weak self] in
            self?.applyColours()
            // The log's font is known once its style is: the stamp's width with it.
            self?.indentWrappedLines()
        }
        indentWrappedLines()
        gtk_widget_show_all(widget)
    }

    /// Starts the time stamps from zero, for a new experiment, and shows the newest line again.
    func restartClock() {
        started = .now
        follower?.isFollowing = true
        forgetAllSteps()
    }

    /// Which line each step of the run's timeline is, counted from the last Clear, so that a
    /// lane selected in the timeline can be shown here.
    private var linesOfSteps: [Int: Int] = [:]
    /// The steps in `linesOfSteps` in the order their lines came, so that the steps of lines that
    /// gave way to the marker can be forgotten from the front: a long session keeps no more of
    /// them than the pane keeps lines.
    private var stepsInLineOrder: [Int] = []
    private var firstKeptStep = 0
    /// Lines appended since the last Clear, the ones given way to the marker included.
    private var appendedLines = 0

    /// Highlights the lines of `steps` (a lane of the timeline), or nothing when empty, and shows
    /// the first of them.
    func highlight(steps: [Int]) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        if let tag = tags["highlight"] { gtk_text_buffer_remove_tag(buffer, tag, &start, &end) }
        var first: GtkTextIter?
        for step in steps {
            guard let line = linesOfSteps[step], line >= earlierLines, let tag = tags["highlight"] else { continue }
            let bufferLine = Int32(line - earlierLines + (earlierLines > 0 ? 1 : 0))
            var from = GtkTextIter(), to = GtkTextIter()
            gtk_text_buffer_get_iter_at_line(buffer, &from, bufferLine)
            gtk_text_buffer_get_iter_at_line(buffer, &to, bufferLine + 1)
            gtk_text_buffer_apply_tag(buffer, tag, &from, &to)
            if first == nil { first = from }
        }
        if var first {
            follower?.isFollowing = false
            gtk_text_view_scroll_to_iter(cg_text_view(view.raw), &first, 0.1, 0, 0, 0)
        }
    }

    /// The colours of the lines, each at least 4.5:1 against the log's background (WCAG AA), in
    /// the light style and the dark one, as the theme says which it is.
    private func applyColours() {
        let isDark = usesDarkStyle(view)
        let palette = isDark ? Self.darkColours : Self.lightColours
        for (name, colour) in palette { if let tag = tags[name] { cg_text_tag_set_foreground(tag, colour) } }
        if let tag = tags["highlight"] { cg_text_tag_set_background(tag, isDark ? "#3d3846" : "#fcf8c5") }
    }

    static let lightColours = ["stamp": "#6e6d6a", "init": "#1c7a3c", "deinit": "#a51d2d", "action": "#1a5fb4", "trace": "#5e5c64", "warning": "#9c4a00"]
    static let darkColours = ["stamp": "#a8a6a2", "init": "#8ff0a4", "deinit": "#ff8a8a", "action": "#99c1f1", "trace": "#c0bfbc", "warning": "#ffbe6f"]

    /// A line too long for the pane wraps under its text, past its time stamp.
    private func indentWrappedLines() {
        let layout = gtk_widget_create_pango_layout(view, String(repeating: "0", count: 10))
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        g_object_unref(UnsafeMutableRawPointer(layout))
        // Pango's negative indent is a hanging one: the first line, with the stamp, at the margin,
        // and the lines it wraps into further in by the stamp's width.
        cg_text_tag_set_hanging_indent(tags["line"], 10, -width)
    }

    /// `LIFECYCLE_LAB_LOG_LINES`, or 10,000.
    static var configuredLineLimit: Int {
        ProcessInfo.processInfo.environment["LIFECYCLE_LAB_LOG_LINES"].flatMap { Int($0) }.map { max(1, $0) } ?? 10_000
    }

    /// Puts the command that replays the run on the clipboard.
    func copyReplayCommand() {
        guard let command = replayCommand?() else { return }
        let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
        gtk_clipboard_set_text(clipboard, command, -1)
        gtk_clipboard_store(clipboard)
    }

    /// Empties the log, the spool too: the memory and the disk it took are given back.
    func clear() {
        gtk_text_buffer_set_text(buffer, "", 0)
        lineCount = 0
        earlierLines = 0
        appendedLines = 0
        forgetAllSteps()
        spool.reset()
    }

    /// Appends one line, stamped and coloured by what it says. The log follows new lines while it
    /// is scrolled to the end; a person reading further up is left where they are.
    func append(_ line: String, step: Int? = nil) {
        if let step {
            linesOfSteps[step] = appendedLines
            stepsInLineOrder.append(step)
        }
        appendedLines += 1
        let atEnd = follower?.isFollowing ?? true
        let elapsed = started.duration(to: .now)
        let seconds = elapsed.inSeconds
        let stamp = String(format: "%7.3fs  ", seconds)
        // Save… writes the line as the log file has it.
        spool.append(stamp + line)
        // One record is one line of the pane, so that the line limit and the timeline's
        // highlights count records; a break inside a message is shown, not made.
        let shown = line.contains(where: \.isNewline) ? Self.oneLine(line) : line
        let start = insert(stamp, tag: "stamp")
        insert(shown + "\n", tag: Self.tag(for: shown))
        applyTag("line", from: start)
        lineCount += 1
        if lineCount > lineLimit { dropOldestLines(lineCount - lineLimit) }
        if atEnd { scrollToEnd() }
    }

    /// Keeps the newest line in view until the person scrolls up.
    private var follower: EndFollower?

    private func scrollToEnd() {
        // To the mark as well as by the adjustment: the mark works before the new lines are
        // laid out; the follower brings the end into view once they are.
        gtk_text_view_scroll_to_mark(cg_text_view(view.raw), UnsafeMutablePointer(end), 0, 0, 0, 1)
        follower?.keepEndInView()
    }

    /// Removes the oldest `count` lines and counts them in the marker, which is the first line
    /// once there is one.
    private func dropOldestLines(_ count: Int) {
        // The old marker goes with them and a new one takes its place.
        let markerLines = earlierLines > 0 ? 1 : 0
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_get_iter_at_line(buffer, &end, Int32(markerLines + count))
        gtk_text_buffer_delete(buffer, &start, &end)
        lineCount -= count
        earlierLines += count
        var markerStart = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &markerStart)
        let marker = "… \(earlierLines) earlier \(earlierLines == 1 ? "line" : "lines") (Save… writes them)\n"
        gtk_text_buffer_insert(buffer, &markerStart, marker, -1)
        applyTag("trace", from: 0, length: Int32(marker.unicodeScalars.count))
        forgetStepsOfEarlierLines()
    }

    private func forgetStepsOfEarlierLines() {
        while firstKeptStep < stepsInLineOrder.count, let line = linesOfSteps[stepsInLineOrder[firstKeptStep]], line < earlierLines {
            linesOfSteps[stepsInLineOrder[firstKeptStep]] = nil
            firstKeptStep += 1
        }
        if firstKeptStep > 1024, firstKeptStep * 2 > stepsInLineOrder.count {
            stepsInLineOrder.removeFirst(firstKeptStep)
            firstKeptStep = 0
        }
    }

    private func forgetAllSteps() {
        linesOfSteps.removeAll()
        stepsInLineOrder.removeAll()
        firstKeptStep = 0
    }

    /// `line` with each line break shown as ⏎.
    static func oneLine(_ line: String) -> String {
        line.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ⏎ ")
    }

    /// How many steps the pane still knows the lines of.
    var rememberedSteps: Int { linesOfSteps.count }

    /// The colour of a line: object births and deaths, actions, the view layer's events, warnings.
    static func tag(for line: String) -> String? {
        if line.hasPrefix("> ") { return "action" }
        if line.hasPrefix("— ") { return "section" }
        if line.hasPrefix("· ") { return "trace" }
        if line.hasPrefix("warning: ") { return "warning" }
        if line.hasSuffix("deinit") || line.hasSuffix(" state released") { return "deinit" }
        if line.hasSuffix("init") || line.hasSuffix(" state created") { return "init" }
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

    private func applyTag(_ name: String, from offset: Int32, length: Int32? = nil) {
        guard let tag = tags[name] else { return }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, offset)
        if let length {
            gtk_text_buffer_get_iter_at_offset(buffer, &end, offset + length)
        } else {
            gtk_text_buffer_get_end_iter(buffer, &end)
        }
        gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
    }

    /// Whether the log shows its last line, for the checks.
    var showsItsEnd: Bool { follower?.showsEnd ?? false }

    /// Scrolls the log to its top, as a person reading back does, for the checks.
    func scrollToTop() { follower?.moveAsAPerson(to: 0) }

    /// The highlighted lines, as they read, for the checks.
    var highlightedLines: [String] {
        guard let tag = tags["highlight"] else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var highlighted: [String] = []
        for index in lines.indices {
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_line(buffer, &iter, Int32(index))
            if gtk_text_iter_has_tag(&iter, tag) != 0 { highlighted.append(lines[index]) }
        }
        return highlighted
    }

    /// The log as plain text, without the stamps' colours.
    var text: String { wholeText(of: buffer) }

    /// The file name Save… suggests: `EXPERIMENT.log`.
    var suggestedName: (@MainActor () -> String)?

    /// Asks where to save the log, and saves it there.
    func save() {
        let toplevel = gtk_widget_get_toplevel(widget)
        let parent = toplevel.flatMap { cg_is_window($0.raw) != 0 ? cg_window($0.raw) : nil }
        let dialog = cg_save_dialog(parent)!
        gtk_file_chooser_set_do_overwrite_confirmation(OpaquePointer(dialog), 1)
        gtk_file_chooser_set_current_name(OpaquePointer(dialog), suggestedName?() ?? "lifecycle-lab.log")
        var chosen: String?
        if gtk_dialog_run(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkDialog.self)) == GTK_RESPONSE_ACCEPT.rawValue,
           let path = gtk_file_chooser_get_filename(OpaquePointer(dialog)) {
            chosen = String(cString: path)
            g_free(path)
        }
        gtk_widget_destroy(dialog)
        if let chosen { save(to: chosen, reportingTo: parent) }
    }

    /// Writes the whole log to `path`; a failure is shown in an error dialog over `parent`, with
    /// its reason, and returned.
    @discardableResult
    func save(to path: String, reportingTo parent: UnsafeMutablePointer<GtkWindow>?) -> RunnerError? {
        do {
            try spool.save(to: path)
            return nil
        } catch {
            let dialog = cg_error_dialog(parent, "The log could not be saved", error.description)
            gtk_widget_show_all(dialog)
            return error
        }
    }
}
