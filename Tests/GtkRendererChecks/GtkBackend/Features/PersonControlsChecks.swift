import CGtk
import Foundation
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// The controls issue 32 added, in a navigation stack whose header bar takes the refresh button.
struct PersonControlBoard: View {
    let journal: Journal
    @State var isWiFiOn = false
    @State var isPinned = false
    @State var saves = 0
    @State var notes = ""
    @State var tip = 0.1
    @State var other = ""
    @State var refreshes = 0

    var body: some View {
        let journal = journal
        NavigationStack {
            VStack {
                Toggle("Wi-Fi", isOn: $isWiFiOn).toggleStyle(.switch)
                Toggle("Pinned", isOn: $isPinned).toggleStyle(.button)
                Menu {
                    Button("Save as…") { journal.lines.append("save as") }
                } label: {
                    Text("Save")
                } primaryAction: {
                    saves += 1
                }
                EditButton()
                TextField("Notes", text: $notes, axis: .vertical)
                    .onSubmit { journal.lines.append("submitted \(notes.debugDescription)") }
                TextField("Tip", value: $tip, format: .percent)
                TextField("Other", text: $other)
                EditingStatus(status: "wifi \(isWiFiOn), pinned \(isPinned), saves \(saves), tip \(tip), refreshes \(refreshes)")
                RefreshFromCode(journal: journal)
            }
            .refreshable {
                refreshes += 1
                let number = refreshes
                journal.lines.append("refresh \(number) started")
                try? await Task.sleep(for: .milliseconds(300))
                journal.lines.append("refresh \(number) over")
            }
        }
    }
}

/// The status line, with the window's edit mode, which `EditButton` switches.
private struct EditingStatus: View {
    let status: String
    @Environment(\.editMode) private var editMode

    var body: some View {
        Text("\(status), editing \(editMode?.wrappedValue.isEditing ?? false)")
    }
}

/// Reads `\.refresh`, which `.refreshable` above sets, and runs it from code, waiting for it.
private struct RefreshFromCode: View {
    let journal: Journal
    @Environment(\.refresh) private var refresh

    var body: some View {
        Text(refresh == nil ? "no refresh action" : "a refresh action")
        Button("Refresh from code") {
            Task {
                await refresh?()
                journal.lines.append("awaited the refresh")
            }
        }
    }
}

/// Each control of `PersonControlBoard` used through its real widget as a person uses it: the
/// switch and the toggle button by a click's button events, the split menu's button and arrow
/// and the header bar's refresh button by `gtk_button_clicked` (what a click on a button emits),
/// the multi-line field by Return and Shift+Return key events, the number field by typing and
/// moving the focus away.
@MainActor
func checkPersonControls(on stage: Stage) async -> PersonControlFacts {
    let journal = Journal()
    let live = LiveCounts()
    let (renderer, graph) = stage.mount(PersonControlBoard(journal: journal))
    await graph.settle()
    GtkMainLoop.drainEvents()
    var logged: [String] = []
    renderer.onPersonAction = { logged.append($0) }
    renderer.onUnscriptableEdit = { logged.append("(unscriptable)") }
    var shown: [String: String] = [:]
    var loggedBySteps: [String: [String]] = [:]
    func widget(_ label: String) -> UnsafeMutablePointer<GtkWidget>? {
        zip(renderer.shownItems(), renderer.shownWidgets()).first { $0.0.label == label }?.1
    }
    func status() -> String {
        renderer.shownItems().map(\.label).first { $0.hasPrefix("wifi ") } ?? "(no status)"
    }
    /// Lets GTK and the graph run until `done` holds, for at most three seconds: a switch flips
    /// at the end of its slide, and a popover hides at the end of its fade, both on the frame clock.
    func settle(until done: () -> Bool = { true }) async {
        for _ in 0..<60 {
            await graph.settle()
            GtkMainLoop.drainEvents()
            await graph.settle()
            if done() { return }
            try? await Task.sleep(for: .milliseconds(50))
        }
    }
    func step(_ name: String, until done: () -> Bool = { true }, _ act: () async -> Void) async {
        logged.removeAll()
        await act()
        await settle(until: done)
        shown[name] = status()
        loggedBySteps[name] = logged
    }
    func click(_ target: UnsafeMutablePointer<GtkWidget>?) {
        guard let target else { return journal.lines.append("(nothing to click)") }
        let x = Double(gtk_widget_get_allocated_width(target)) / 2, y = Double(gtk_widget_get_allocated_height(target)) / 2
        _ = cg_send_pointer(target, GDK_BUTTON_PRESS, x, y, 10)
        _ = cg_send_pointer(target, GDK_BUTTON_RELEASE, x, y, 20)
    }
    func descendant(of root: UnsafeMutablePointer<GtkWidget>?, _ type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        guard let root else { return nil }
        if root.isA(type) { return root }
        return root.children.lazy.compactMap { descendant(of: $0, type) }.first
    }
    func buttons(in root: UnsafeMutablePointer<GtkWidget>?) -> [UnsafeMutablePointer<GtkWidget>] {
        guard let root else { return [] }
        if root.isA(gtk_button_get_type()) { return [root] }
        return root.children.flatMap(buttons(in:))
    }

    await step("start") {}
    let start = status()
    await step("switch", until: { status() != start }) { click(descendant(of: widget("Wi-Fi"), gtk_switch_get_type())) }
    await step("toggle button") { click(widget("Pinned")) }
    // The split menu: its own button, then the arrow, then the item in the arrow's popover.
    let split = buttons(in: widget("Save"))
    let arrow = split.last.flatMap { $0.isA(gtk_menu_button_get_type()) ? $0 : nil }
    let popover = arrow.flatMap { gtk_menu_button_get_popover(cg_menu_button($0.raw)) }.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
    var popoverOpen: [Bool] = []
    await step("primary") { if split.count == 2 { gtk_button_clicked(cg_button(split[0].raw)) } }
    await step("arrow") { if let arrow { gtk_button_clicked(cg_button(arrow.raw)) } }
    popoverOpen.append(popover.map { gtk_widget_get_visible($0) != 0 } ?? false)
    func isOpen() -> Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }
    await step("item", until: { !isOpen() }) { if let item = buttons(in: popover).first { gtk_button_clicked(cg_button(item.raw)) } }
    popoverOpen.append(isOpen())
    await step("edit") { click(widget("Edit")) }
    shown["edit button"] = renderer.shownItems().first { $0.label == "Edit" || $0.label == "Done" }?.label ?? "(none)"
    // The multi-line field: typed into, then Return, then Shift+Return, then more.
    let notes = descendant(of: widget("Notes"), gtk_text_view_get_type())
    func press(_ keyval: Int32, shift: Bool = false) {
        guard let notes else { return }
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        var keycode: guint16 = 0
        if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gtk_widget_get_display(notes)), guint(keyval), &keys, &count) != 0, let keys, count > 0 {
            keycode = guint16(truncatingIfNeeded: keys[0].keycode)
        }
        g_free(keys)
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            cg_send_key(notes, type, guint(keyval), keycode, 0, shift ? GDK_SHIFT_MASK : GdkModifierType(0))
        }
    }
    await step("notes return") {
        if let notes { gtk_widget_grab_focus(notes) }
        try? renderer.type("Milk", into: "Notes", occurrence: 1)
        logged.removeAll()
        press(GDK_KEY_Return)
    }
    await step("notes shift return") { press(GDK_KEY_Return, shift: true) }
    await step("notes more") { press(GDK_KEY_e) }
    let notesText: String = {
        guard let notes, let buffer = gtk_text_view_get_buffer(cg_text_view(notes.raw)) else { return "(none)" }
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }()
    // The number field: typed into (nothing set yet), then the focus moved to another field.
    await step("tip typed") {
        if let tip = widget("Tip") {
            gtk_widget_grab_focus(tip)
            gtk_entry_set_text(cg_entry(tip.raw), "25%")
        }
    }
    await step("tip left") { if let other = widget("Other") { gtk_widget_grab_focus(other) } }
    // The header bar's refresh button: twice while the first refresh runs, then again after.
    let refresh = widget("Refresh")
    await step("refresh twice") {
        if let refresh {
            gtk_button_clicked(cg_button(refresh.raw))
            gtk_button_clicked(cg_button(refresh.raw))
        } else {
            journal.lines.append("(no refresh button)")
        }
    }
    await settle(until: { journal.lines.contains("refresh 1 over") })
    await step("refresh again") { if let refresh { gtk_button_clicked(cg_button(refresh.raw)) } }
    await settle(until: { journal.lines.contains("refresh 2 over") })
    await step("refresh from code") { try? renderer.tap("Refresh from code", occurrence: 1) }
    await step("end", until: { journal.lines.contains("awaited the refresh") }) {}
    shown["refresh action"] = renderer.shownItems().map(\.label).first { $0.hasSuffix("refresh action") } ?? "(none)"
    renderer.onPersonAction = nil
    renderer.onUnscriptableEdit = nil
    graph.unmount()
    await graph.settle()
    GtkMainLoop.drainEvents()
    return PersonControlFacts(shown: shown, logged: loggedBySteps, journal: journal.lines, popoverOpen: popoverOpen, notes: notesText,
                              widgetsAfter: live.widgetsSince, handlersAfter: live.handlersSince)
}
