import CGtk
import Driving
import ViewLayer

/// Modal presentations: a sheet is a dialog window attached to its presenter's window, a
/// full-screen cover a window over the content the root view is mounted in (or over a sheet's
/// whole window) with the presenter hidden under it, and a popover a `GtkPopover` pointing at
/// the view that presents it. Each is closed as a GNOME user closes it (a window's close button
/// or Escape; a click outside a popover), which asks the graph to dismiss it; the graph then
/// calls `dismissPresentation`.
extension GtkRenderer: PresentationRendering, AlertRendering {
    public func present(_ style: PresentationStyle, from presenter: any RenderElement, title: String, onDismiss: @escaping @MainActor () -> Void) -> any RenderElement {
        let presenter = gtk(presenter)
        let presentation = switch style {
        case .sheet: presentWindow(.sheet, from: presenter, title: title)
        case .fullScreenCover: presentWindow(.fullScreenCover, from: presenter, title: title)
        case .popover(let anchor): presentPopover(at: gtk(anchor))
        case .alert(let title): presentAlert(from: presenter, title: title)
        }
        presentation.action = onDismiss
        presentation.presenter = presenter
        presentations.append(presentation)
        if presentation.role == .fullScreenCover {
            // Hidden under the cover: what the presenter shows unmaps, and disappears.
            gtk_widget_hide(presenter.container ?? presenter.pointer)
        }
        if presentation.role != .popover { blockInput(to: presenter, by: 1) }
        // Shown now, content or not: a presentation whose content makes no widget must still be
        // there to be closed.
        if presentation.role == .popover {
            gtk_popover_popup(cg_popover(presentation.pointer.raw))
        } else {
            onPresentationWindow?(presentation.pointer)
            gtk_widget_show(presentation.pointer)
        }
        return presentation
    }

    /// An alert's buttons, in a row at the dialog's foot, each as wide as the widest, as GNOME's
    /// message dialogs lay them out.
    public func makeAlertActions() -> any RenderElement {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_set_homogeneous(cg_box(row.raw), 1)
        gtk_widget_set_margin_top(row, 6)
        return make(.alertActions, row, container: row, placement: BoxPlacement.filling)
    }

    public func keepPresented(_ presentation: any RenderElement) {
        let presentation = gtk(presentation)
        if presentation.role == .popover { gtk_popover_popup(cg_popover(presentation.pointer.raw)) }
    }

    public func dismissPresentation(_ presentation: any RenderElement) {
        let presentation = gtk(presentation)
        // Its own closing must not ask for the dismissal under way again.
        presentation.action = nil
        presentations.removeAll { $0 === presentation }
        headerBars[presentation.pointer.raw] = nil
        windowTitles[presentation.pointer.raw] = nil
        forgetAccelGroup(of: presentation.pointer)
        gtk_widget_destroy(presentation.pointer)
        guard let presenter = presentation.presenter else { return }
        if presentation.role != .popover { blockInput(to: presenter, by: -1) }
        if presentation.role == .fullScreenCover { showAgain(presenter.container ?? presenter.pointer) }
    }

    /// A sheet's or cover's window over the window that holds `presenter`. A dialog attached to
    /// its parent, as GNOME shows sheets, and modal to the content it is presented from: that
    /// content takes no input while it is up. Not a GTK modal window, whose grab would swallow the
    /// parent window's own close requests (its ×, the window manager's close), which must still
    /// end the program as Ctrl+Q does. Input is blocked once it is counted, by `blockInput`.
    private func presentWindow(_ role: ElementRole, from presenter: GtkElement, title: String) -> GtkElement {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_type_hint(cg_window(window.raw), GDK_WINDOW_TYPE_HINT_DIALOG)
        gtk_window_set_destroy_with_parent(cg_window(window.raw), 1)
        gtk_window_set_skip_taskbar_hint(cg_window(window.raw), 1)
        gtk_style_context_add_class(cg_style(window.raw), role == .fullScreenCover ? "lab-cover" : "lab-sheet")
        let bar = gtk_header_bar_new()!
        gtk_header_bar_set_title(cg_header_bar(bar.raw), title)
        gtk_header_bar_set_show_close_button(cg_header_bar(bar.raw), 1)
        gtk_widget_show(bar)
        gtk_window_set_titlebar(cg_window(window.raw), bar)
        var size = (width: sheetSize.width, height: sheetSize.height)
        if let parent = gtk_widget_get_toplevel(presenter.pointer), cg_is_window(parent.raw) != 0 {
            gtk_window_set_transient_for(cg_window(window.raw), cg_window(parent.raw))
            if role == .fullScreenCover {
                let area = coverArea(over: parent, titlebar: bar)
                size = (area.width, area.height)
                gtk_window_move(cg_window(window.raw), area.x, area.y)
            } else {
                // Over the experiment, near the parent's left, and not over the log on its
                // right; a sheet over a sheet a little further in.
                var x: Int32 = 0, y: Int32 = 0
                gtk_window_get_position(cg_window(parent.raw), &x, &y)
                let inset = Int32(40 + 30 * presentations.count)
                gtk_window_move(cg_window(window.raw), x + inset, y + inset + 40)
            }
        }
        gtk_window_set_default_size(cg_window(window.raw), size.width, size.height)
        var parts: [WidgetRef] = []
        let content = innerBox(GTK_ORIENTATION_VERTICAL, spacing: 8, owner: &parts)
        gtk_style_context_add_class(cg_style(content.raw), "lab-stage")
        gtk_container_add(cg_container(window.raw), content)
        let element = GtkElement(role, widget: window, container: content, placement: BoxPlacement.filling)
        element.parts = parts
        headerBars[window.raw] = bar
        Signals.connectEvent(window.raw, "delete-event") { [weak self, weak element] _ in
            guard let self, let element else { return true }
            // Only the top presentation is a person's to close, as only a modal dialog's top one
            // takes input: a close asked of one below brings the top one forward instead.
            guard element === self.presentations.last else {
                if let top = self.presentations.last { self.bringForward(top) }
                return true
            }
            self.personDid("dismiss")
            element.action?()
            return true
        }
        return element
    }

    /// An alert's dialog over the window that holds `presenter`, centred on it, as GNOME's
    /// message dialogs are: its title in bold, then its content (the message, then the row of
    /// buttons), no title bar of its own. Escape closes it, as the close of a sheet's window does.
    private func presentAlert(from presenter: GtkElement, title: String) -> GtkElement {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_type_hint(cg_window(window.raw), GDK_WINDOW_TYPE_HINT_DIALOG)
        gtk_window_set_destroy_with_parent(cg_window(window.raw), 1)
        gtk_window_set_skip_taskbar_hint(cg_window(window.raw), 1)
        gtk_window_set_resizable(cg_window(window.raw), 0)
        gtk_style_context_add_class(cg_style(window.raw), "message-dialog")
        // An empty title bar, as a message dialog's: the title is in the dialog itself.
        let bar = gtk_header_bar_new()!
        gtk_widget_set_size_request(bar, -1, 0)
        gtk_style_context_add_class(cg_style(bar.raw), "titlebar")
        gtk_window_set_titlebar(cg_window(window.raw), bar)
        gtk_window_set_title(cg_window(window.raw), title.isEmpty ? "Alert" : title)
        if let parent = gtk_widget_get_toplevel(presenter.pointer), cg_is_window(parent.raw) != 0 {
            gtk_window_set_transient_for(cg_window(window.raw), cg_window(parent.raw))
            gtk_window_set_position(cg_window(window.raw), GTK_WIN_POS_CENTER_ON_PARENT)
        }
        var parts: [WidgetRef] = []
        let body = innerBox(GTK_ORIENTATION_VERTICAL, spacing: 12, owner: &parts)
        setMargins(of: body, EdgeInsets(top: 24, leading: 30, bottom: 18, trailing: 30))
        gtk_widget_set_size_request(body, 300, -1)
        if !title.isEmpty {
            let heading = gtk_label_new(title)!
            gtk_style_context_add_class(cg_style(heading.raw), "title")
            let bold = pango_attr_list_new()
            pango_attr_list_insert(bold, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
            pango_attr_list_insert(bold, pango_attr_scale_new(1.2))
            gtk_label_set_attributes(cg_label(heading.raw), bold)
            pango_attr_list_unref(bold)
            gtk_label_set_line_wrap(cg_label(heading.raw), 1)
            gtk_label_set_max_width_chars(cg_label(heading.raw), 40)
            gtk_label_set_justify(cg_label(heading.raw), GTK_JUSTIFY_CENTER)
            gtk_widget_show(heading)
            gtk_box_pack_start(cg_box(body.raw), heading, 0, 1, 0)
        }
        let content = innerBox(GTK_ORIENTATION_VERTICAL, spacing: 12, owner: &parts)
        gtk_box_pack_start(cg_box(body.raw), content, 1, 1, 0)
        gtk_container_add(cg_container(window.raw), body)
        let element = GtkElement(.alert, widget: window, container: content, placement: BoxPlacement.packed)
        element.parts = parts
        element.alertTitle = title
        Signals.connectEvent(window.raw, "delete-event") { [weak self, weak element] _ in
            guard let self, let element, element === self.presentations.last else { return true }
            self.personDid("dismiss")
            element.action?()
            return true
        }
        Signals.connectEvent(window.raw, "key-press-event") { [weak element] event in
            guard let event, cg_event_keyval(event) == UInt32(GDK_KEY_Escape), let element else { return false }
            gtk_window_close(cg_window(element.pointer.raw))
            return true
        }
        return element
    }

    /// Where a cover presented from `window` goes: its position in the screen's coordinates and
    /// the size of its content, below `titlebar`. A cover fills the screen its app is on: here,
    /// the content the root view is mounted in, when it is presented from that content's window
    /// (in the lab, the stage, so that the log beside it, whose events are the point, stays in
    /// sight), or else the whole of its window (a sheet's).
    private func coverArea(over window: UnsafeMutablePointer<GtkWidget>, titlebar: UnsafeMutablePointer<GtkWidget>) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        if let content = root?.pointer, gtk_widget_get_toplevel(content) == window, let frame = screenFrame(of: content) {
            // The default size a window is given leaves out its title bar.
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_get_preferred_height(titlebar, &minimum, &natural)
            return (frame.x, frame.y, frame.width, max(minimum, frame.height - natural))
        }
        // Exactly over the window: its position is its frame's, its size its content's.
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        gtk_window_get_position(cg_window(window.raw), &x, &y)
        gtk_window_get_size(cg_window(window.raw), &width, &height)
        return (x, y, width, height)
    }

    /// A popover pointing at `anchor`. It is modal, as GTK's are: a click outside it or Escape
    /// closes it, which it reports as `closed`.
    private func presentPopover(at anchor: GtkElement) -> GtkElement {
        let popover = gtk_popover_new(anchor.pointer)!
        gtk_popover_set_position(cg_popover(popover.raw), GTK_POS_BOTTOM)
        gtk_popover_set_modal(cg_popover(popover.raw), 1)
        cg_popover_disable_transitions(popover)
        var parts: [WidgetRef] = []
        let content = innerBox(GTK_ORIENTATION_VERTICAL, spacing: 8, owner: &parts)
        setMargins(of: content, EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
        gtk_container_add(cg_container(popover.raw), content)
        let element = GtkElement(.popover, widget: popover, container: content, placement: BoxPlacement.filling)
        element.parts = parts
        Signals.connect(popover.raw, "closed") { [weak self, weak element] in
            guard let element, let action = element.action else { return }
            self?.personDid("dismiss")
            action()
        }
        return element
    }

    /// Closes `presentation` as a person does: a window is asked to close, a popover pops down.
    func close(_ presentation: GtkElement) {
        if presentation.role == .popover {
            gtk_popover_popdown(cg_popover(presentation.pointer.raw))
        } else {
            cg_send_delete_event(presentation.pointer)
        }
    }

    /// Shows a presenter's content that a cover hid, mapped at once, so that it appears with the
    /// dismissal. A `GtkPaned` (the lab's stage is in one) gives a hidden child back its child
    /// visibility only at its next allocation, which would leave it unmapped until a later frame.
    private func showAgain(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_show(widget)
        if gtk_widget_get_mapped(widget) == 0, gtk_widget_get_child_visible(widget) == 0,
           let parent = gtk_widget_get_parent(widget), gtk_widget_get_mapped(parent) != 0 {
            gtk_widget_set_child_visible(widget, 1)
        }
    }

    private func bringForward(_ presentation: GtkElement) {
        if presentation.role != .popover { gtk_window_present(cg_window(presentation.pointer.raw)) }
    }

    /// Counts the presentations up over `presenter`'s content, which is insensitive while there
    /// are any.
    private func blockInput(to presenter: GtkElement, by change: Int) {
        presenter.presentationsUp += change
        gtk_widget_set_sensitive(presenter.container ?? presenter.pointer, presenter.presentationsUp > 0 ? 0 : 1)
        if let toplevel = gtk_widget_get_toplevel(presenter.pointer) { updateBackButtons(in: toplevel) }
    }

    /// The back buttons in `window`'s header bar take no input while a sheet or cover is up over
    /// the window, as a sheet covers the navigation bar in SwiftUI: they are outside the content
    /// that `blockInput` makes insensitive.
    func updateBackButtons(in window: UnsafeMutablePointer<GtkWidget>) {
        guard let bar = headerBars[window.raw] else { return }
        let covered = presentations.contains { presentation in
            guard let presenter = presentation.presenter else { return false }
            return gtk_widget_get_toplevel(presenter.pointer) == window && presenter.presentationsUp > 0
        }
        for widget in bar.children where gtk_style_context_has_class(cg_style(widget.raw), "lab-back") != 0 {
            gtk_widget_set_sensitive(widget, covered ? 0 : 1)
        }
    }
}
