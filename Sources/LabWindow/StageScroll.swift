import CGtk

/// The lab's stage scrolls when the experiment is taller than the room the window gives it (eight
/// rows of a scroll view, on a small screen), rather than growing the window past the screen.
enum StageScroll {
    @MainActor static func around(_ stage: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cg_scrolled_window(scrolled.raw), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_width(cg_scrolled_window(scrolled.raw), 1)
        gtk_scrolled_window_set_propagate_natural_height(cg_scrolled_window(scrolled.raw), 1)
        gtk_container_add(cg_container(scrolled.raw), stage)
        return scrolled
    }
}
