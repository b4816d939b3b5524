import CGtk
import GtkBackend

/// The lab's keyboard shortcuts, on its window and its sheets (a sheet takes the keyboard while it
/// is up): Ctrl+L clears the log, Ctrl+Q quits, Ctrl+R restarts, Ctrl+S saves the log, Alt+Left
/// goes back, Escape closes the top sheet, Ctrl+? shows them all.
@MainActor
struct Shortcuts {
    var clearLog: @MainActor () -> Void
    var quit: @MainActor () -> Void
    var restart: (@MainActor () -> Void)?
    var save: (@MainActor () -> Void)?
    var goBack: (@MainActor () -> Void)?
    var closeSheet: (@MainActor () -> Void)?
    var showShortcuts: (@MainActor () -> Void)?

    func install(on window: UnsafeMutablePointer<GtkWidget>) {
        let shortcuts = self
        Signals.connectEvent(window.raw, "key-press-event") { event in
            guard let event else { return false }
            return shortcuts.handle(event)
        }
    }

    private func handle(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        let state = cg_event_state(event)
        let control = state & GDK_CONTROL_MASK.rawValue != 0
        let alt = state & GDK_MOD1_MASK.rawValue != 0
        let action: (@MainActor () -> Void)?
        switch Int32(bitPattern: cg_event_keyval(event)) {
        case GDK_KEY_l, GDK_KEY_L: action = control ? clearLog : nil
        case GDK_KEY_q, GDK_KEY_Q: action = control ? quit : nil
        case GDK_KEY_r, GDK_KEY_R: action = control ? restart : nil
        case GDK_KEY_s, GDK_KEY_S: action = control ? save : nil
        case GDK_KEY_question, GDK_KEY_slash: action = control ? showShortcuts : nil
        case GDK_KEY_Left: action = alt ? goBack : nil
        case GDK_KEY_Escape: action = !control && !alt ? closeSheet : nil
        default: action = nil
        }
        guard let action else { return false }
        action()
        return true
    }

    /// The window listing them, as GNOME apps show theirs.
    static let windowDefinition = """
    <interface>
      <object class="GtkShortcutsWindow" id="shortcuts">
        <property name="modal">0</property>
        <child>
          <object class="GtkShortcutsSection">
            <property name="visible">1</property>
            <property name="section-name">lab</property>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title">Experiment</property>
                <child><object class="GtkShortcutsShortcut"><property name="visible">1</property><property name="accelerator">&lt;Primary&gt;r</property><property name="title">Restart the experiment</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="visible">1</property><property name="accelerator">&lt;Alt&gt;Left</property><property name="title">Go back</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="visible">1</property><property name="accelerator">Escape</property><property name="title">Close the sheet</property></object></child>
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title">Log</property>
                <child><object class="GtkShortcutsShortcut"><property name="visible">1</property><property name="accelerator">&lt;Primary&gt;s</property><property name="title">Save the log</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="visible">1</property><property name="accelerator">&lt;Primary&gt;l</property><property name="title">Clear the log</property></object></child>
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="visible">1</property>
                <property name="title">General</property>
                <child><object class="GtkShortcutsShortcut"><property name="visible">1</property><property name="accelerator">&lt;Primary&gt;question</property><property name="title">Keyboard shortcuts</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="visible">1</property><property name="accelerator">&lt;Primary&gt;q</property><property name="title">Quit</property></object></child>
              </object>
            </child>
          </object>
        </child>
      </object>
    </interface>
    """

    /// Shows the shortcuts window over `parent`.
    static func showWindow(over parent: UnsafeMutablePointer<GtkWidget>) {
        guard let builder = gtk_builder_new_from_string(windowDefinition, -1) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
        let window = UnsafeMutableRawPointer(object)
        gtk_window_set_transient_for(cg_window(window), cg_window(parent.raw))
        gtk_widget_show_all(cg_widget(window))
    }
}
