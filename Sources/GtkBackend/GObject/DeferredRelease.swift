import CGtk

/// Drops references to widgets that are off screen from an idle of low priority, after the
/// frame: destroying a thousand rows' widgets is most of the cost of clearing a table, and need
/// not hold up the frame that shows it cleared. A few hundred go at a time, so that input is
/// not held up either.
@MainActor
enum DeferredRelease {
    /// Widgets to release, and whether each is first to be taken out of its parent.
    private static var pending: [(widget: UnsafeMutablePointer<GtkWidget>, detach: Bool)] = []
    private static var isScheduled = false
    private static let batch = 500

    static func release(_ widget: UnsafeMutablePointer<GtkWidget>) {
        schedule((widget, false))
    }

    /// Takes a hidden widget out of its parent, and releases it, after the frame: taking out
    /// unrealises everything in it, which can wait too.
    static func detach(_ widget: UnsafeMutablePointer<GtkWidget>) {
        schedule((widget, true))
    }

    private static func schedule(_ entry: (widget: UnsafeMutablePointer<GtkWidget>, detach: Bool)) {
        pending.append(entry)
        guard !isScheduled else { return }
        isScheduled = true
        g_idle_add_full(G_PRIORITY_LOW, { _ in
            MainActor.assumeIsolated { DeferredRelease.releaseBatch() } ? 1 : 0
        }, nil, nil)
    }

    /// Releases everything pending now, for a count of the widgets alive.
    static func releaseAll() {
        while releaseBatch() {}
    }

    /// Releases a batch; whether more are left.
    private static func releaseBatch() -> Bool {
        let count = min(batch, pending.count)
        let released = pending.prefix(count)
        pending.removeFirst(count)
        for (widget, detach) in released {
            if detach, let parent = gtk_widget_get_parent(widget) { gtk_container_remove(cg_container(parent.raw), widget) }
            g_object_unref(widget)
        }
        if pending.isEmpty { isScheduled = false }
        return !pending.isEmpty
    }
}
