import CGtk
import GtkBackend

/// The lab's keyboard shortcuts: Ctrl+L clears the log, Ctrl+Q quits. A presented sheet is modal
/// and takes the keyboard, so sheets get them too.
@MainActor
struct Shortcuts {
    let clearLog: @MainActor () -> Void
    let quit: @MainActor () -> Void

    func install(on window: UnsafeMutablePointer<GtkWidget>) {
        let clearLog = self.clearLog
        let quit = self.quit
        Signals.connectEvent(window.raw, "key-press-event") { event in
            guard let event, cg_event_state(event) & GDK_CONTROL_MASK.rawValue != 0 else { return false }
            switch Int32(bitPattern: cg_event_keyval(event)) {
            case GDK_KEY_l, GDK_KEY_L:
                clearLog()
                return true
            case GDK_KEY_q, GDK_KEY_Q:
                quit()
                return true
            default:
                return false
            }
        }
    }
}
