import CGtk
import Foundation
import GtkBackend

/// The header bar's primary menu, as GNOME apps have it: Keyboard Shortcuts and About.
@MainActor
enum PrimaryMenu {
    static func make(over window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_menu_button_new()!
        gtk_button_set_image(cg_button(button.raw), gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_widget_set_tooltip_text(button, "Main Menu")
        let popover = gtk_popover_new(button)!
        let items = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_container_set_border_width(cg_container(items.raw), 6)
        for (index, title) in ["Keyboard Shortcuts", "About Lifecycle Lab"].enumerated() {
            let item = gtk_button_new_with_label(title)!
            gtk_button_set_relief(cg_button(item.raw), GTK_RELIEF_NONE)
            if let label = gtk_bin_get_child(cg_bin(item.raw)) { gtk_label_set_xalign(cg_label(label.raw), 0) }
            Signals.connect(item.raw, "clicked") {
                gtk_popover_popdown(cg_popover(popover.raw))
                if index == 0 { Shortcuts.showWindow(over: window) } else { showAbout(over: window) }
            }
            gtk_box_pack_start(cg_box(items.raw), item, 0, 0, 0)
        }
        gtk_widget_show_all(items)
        gtk_container_add(cg_container(popover.raw), items)
        gtk_menu_button_set_popover(cg_menu_button(button.raw), popover)
        gtk_widget_show(button)
        return button
    }

    static func showAbout(over window: UnsafeMutablePointer<GtkWidget>) {
        let about = gtk_about_dialog_new()!
        let dialog = cg_about_dialog(about.raw)
        gtk_about_dialog_set_program_name(dialog, "Lifecycle Lab")
        gtk_about_dialog_set_logo_icon_name(dialog, "lifecycle-lab")
        gtk_about_dialog_set_comments(dialog, "See SwiftUI's state lifecycle at work: which objects live, which are rebuilt, and why.")
        gtk_window_set_transient_for(cg_window(about.raw), cg_window(window.raw))
        // Not modal: a modal window's grab would swallow the main window's own close.
        gtk_window_set_modal(cg_window(about.raw), 0)
        Signals.connectWithArgument(about.raw, "response") { _ in gtk_widget_destroy(about) }
        gtk_widget_show(about)
    }
}
