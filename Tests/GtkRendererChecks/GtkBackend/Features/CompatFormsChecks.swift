import CGtk
import Driving
import Foundation
import GtkBackend
import GtkScenarioFacts
import ViewLayer

struct CompatForms: View {
    let journal: Journal
    @State private var wake = Date(timeIntervalSince1970: 0)
    @State private var alarm = true
    @State private var review = ""
    @State private var title = "Dune"
    @State private var isLocked = true
    @State private var plays = 0
    @State private var genre = "Fantasy"
    @State private var volume = 0.5

    var body: some View {
        VStack {
            DatePicker("Wake", selection: $wake, displayedComponents: .hourAndMinute)
                .labelsHidden()
            Toggle("Alarm", isOn: $alarm)
            // Labels that reach the control as the pass syncs its children.
            Picker("Genre", selection: $genre) {
                Text("Fantasy").tag("Fantasy")
                Text("Horror").tag("Horror")
            }
            .labelsHidden()
            Slider(value: $volume, in: 0...1) {
                Label("Volume", systemImage: "speaker.wave.2")
            }
            .labelsHidden()
            TextField("Title", text: $title)
                .textFieldStyle(.plain)
            TextField("Author", text: .constant("Herbert"))
                .textFieldStyle(.roundedBorder)
            TextEditor(text: $review)
            Button("Play") { plays += 1 }
                .allowsHitTesting(!isLocked)
            Button("Unlock") { isLocked = false }
            Text("plays \(plays)")
        }
        .onSubmit { journal.lines.append("submitted") }
    }
}

/// `.labelsHidden()` hides the label's widget; `.textFieldStyle(.plain)` draws an entry without
/// its frame; a `TextEditor` scrolls and takes a line break from Return without submitting; a
/// click where the pointer lands on a button under `.allowsHitTesting(false)` (the event box's
/// input window, above the button) does nothing, and the same click reaches it once allowed.
@MainActor
func checkCompatForms(on stage: Stage) async -> CompatFormFacts {
    let journal = Journal()
    let live = LiveCounts()
    let mounted = stage.mount(CompatForms(journal: journal))
    var renderer: GtkRenderer? = mounted.0
    var graph: ViewGraph? = mounted.1
    func settle() async {
        for _ in 0..<5 {
            await graph?.settle()
            GtkMainLoop.drainEvents()
        }
    }
    await settle()
    func element(_ label: String) -> GtkElement? {
        renderer?.root?.shownElements().first { $0.item.label == label }?.element
    }
    func descendant(of root: UnsafeMutablePointer<GtkWidget>?, _ type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        guard let root else { return nil }
        if root.isA(type) { return root }
        return root.children.lazy.compactMap { descendant(of: $0, type) }.first
    }
    func status() -> String { renderer?.shownItems().map { $0.label }.first { $0.hasPrefix("plays ") } ?? "(none)" }
    /// A click with the real pointer (xdotool, through the X server, which gives it to the
    /// topmost input window there) at the middle of `widget`.
    func click(_ widget: UnsafeMutablePointer<GtkWidget>?) async {
        guard let widget, let toplevel = gtk_widget_get_toplevel(widget), let window = gtk_widget_get_window(toplevel) else {
            return journal.lines.append("(nothing to click)")
        }
        var x: Int32 = 0, y: Int32 = 0, originX: Int32 = 0, originY: Int32 = 0
        _ = gtk_widget_translate_coordinates(widget, toplevel, gtk_widget_get_allocated_width(widget) / 2, gtk_widget_get_allocated_height(widget) / 2, &x, &y)
        gdk_window_get_origin(window, &originX, &originY)
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        tool.arguments = ["mousemove", "--sync", "\(originX + x)", "\(originY + y)", "click", "1"]
        do {
            try tool.run()
            tool.waitUntilExit()
        } catch {
            journal.lines.append("(xdotool: \(error))")
        }
        for _ in 0..<10 {
            await settle()
            try? await Task.sleep(for: .milliseconds(30))
        }
    }

    var labelVisible: [String: Bool] = [:]
    for label in ["Wake", "Alarm", "Genre", "Volume"] {
        let control = element(label)
        let part = control?.childElements.first { control?.role != .picker || $0.role == .pickerLabel }
        labelVisible[label] = part.map { gtk_widget_get_visible($0.widgetPointer) != 0 }
    }
    var hasFrame: [String: Bool] = [:]
    for label in ["Title", "Author"] {
        hasFrame[label] = element(label).map { gtk_entry_get_has_frame(cg_entry($0.widgetPointer.raw)) != 0 }
    }
    var editor = element("")
    let scroller = descendant(of: editor?.widgetPointer, gtk_scrolled_window_get_type())
    var horizontal = GTK_POLICY_NEVER, vertical = GTK_POLICY_NEVER
    if let scroller { gtk_scrolled_window_get_policy(cg_scrolled_window(scroller.raw), &horizontal, &vertical) }
    hasFrame["editor"] = scroller.map { gtk_scrolled_window_get_shadow_type(cg_scrolled_window($0.raw)) != GTK_SHADOW_NONE }
    var height: Int32 = -1, width: Int32 = -1
    if let scroller { gtk_widget_get_size_request(scroller, &width, &height) }

    // Typing into the editor, then Return, as a person does.
    let view = descendant(of: editor?.widgetPointer, gtk_text_view_get_type())
    if let view { gtk_widget_grab_focus(view) }
    try? renderer?.type("Good", into: "", occurrence: 1)
    if let view {
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        var keycode: guint16 = 0
        if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gtk_widget_get_display(view)), guint(GDK_KEY_Return), &keys, &count) != 0, let keys, count > 0 {
            keycode = guint16(truncatingIfNeeded: keys[0].keycode)
        }
        g_free(keys)
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            cg_send_key(view, type, guint(GDK_KEY_Return), keycode, 0, GdkModifierType(0))
        }
    }
    await settle()
    try? renderer?.type("ok", into: "", occurrence: 1)
    await settle()
    let editorText = element("").map(\.text) ?? "(no editor)"

    // The locked button, clicked where it is drawn: the event box's input window is above it.
    await click(element("Play")?.widgetPointer)
    let lockedClick = status()
    try? renderer?.tap("Unlock", occurrence: 1)
    await settle()
    await click(element("Play")?.widgetPointer)
    let unlockedClick = status()

    editor = nil  // the check's own reference would keep the element, and its widgets, alive
    graph?.unmount()
    await graph?.settle()
    (renderer, graph) = (nil, nil)
    GtkMainLoop.drainEvents()
    return CompatFormFacts(
        labelVisible: labelVisible, hasFrame: hasFrame,
        editorScrolls: vertical == GTK_POLICY_AUTOMATIC, editorHeight: height, editorText: editorText,
        lockedClick: lockedClick, unlockedClick: unlockedClick, journal: journal.lines,
        widgetsAfter: live.widgetsSince, handlersAfter: live.handlersSince
    )
}
