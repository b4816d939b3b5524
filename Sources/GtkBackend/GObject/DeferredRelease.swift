import CGtk

/// Drops references to widgets that are off screen from an idle of low priority, after the
/// frame: destroying a thousand rows' widgets is most of the cost of clearing a table, and need
/// not hold up the frame that shows it cleared. Each turn of the loop releases for a few
/// milliseconds at most, so that input is not held up either.
@MainActor
public enum DeferredRelease {
    /// Widgets to release, and whether each is first to be taken out of its parent.
    private static var pending: [(widget: UnsafeMutablePointer<GtkWidget>, detach: Bool)] = []
    private static var isScheduled = false
    private static let turn = Duration.milliseconds(4)

    /// Drops, after the frame, a reference to `widget` that the caller hands over.
    public static func release(_ widget: UnsafeMutablePointer<GtkWidget>) {
        schedule((widget, false))
    }

    /// Takes a hidden widget out of its parent, and drops a reference the caller hands over,
    /// after the frame: taking it out unrealises everything in it, which can wait too.
    public static func detach(_ widget: UnsafeMutablePointer<GtkWidget>) {
        schedule((widget, true))
    }

    /// Hides `widget` now, which unmaps what is in it as taking it out would, and takes it out of
    /// its parent after the frame, holding it until then: taking it out now would unrealise it
    /// and everything in it before the frame.
    public static func hideAndDetach(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_hide(widget)
        g_object_ref(widget)
        detach(widget)
    }

    /// Keeps `object` until after the frame: letting go of a removed row's elements, each a few
    /// objects and handlers the frame has no use for, is much of what clearing a list costs.
    static func keep(_ object: AnyObject) {
        objects.append(object)
        scheduleTurns()
    }

    private static var objects: [AnyObject] = []

    /// Runs `work` from the idle, after the frame in the common case, before the objects and
    /// widgets kept: letting go of the view graph's removed nodes releases their elements, which
    /// queue their widgets.
    static func run(_ work: @escaping @MainActor () -> Void) {
        works.append(work)
        scheduleTurns()
    }

    private static var works: [@MainActor () -> Void] = []

    private static func schedule(_ entry: (widget: UnsafeMutablePointer<GtkWidget>, detach: Bool)) {
        pending.append(entry)
        scheduleTurns()
    }

    private static func scheduleTurns() {
        guard !isScheduled else { return }
        isScheduled = true
        g_idle_add_full(G_PRIORITY_LOW, { _ in
            MainActor.assumeIsolated { DeferredRelease.releaseTurn() } ? 1 : 0
        }, nil, nil)
    }

    /// Releases everything pending now: once a timing has ended, or for a count of the widgets
    /// alive.
    public static func releaseAll() {
        releasePending(until: nil)
    }

    /// Releases for one turn of the loop; whether more are left.
    private static func releaseTurn() -> Bool {
        releasePending(until: .now + turn)
        return isScheduled
    }

    private static func releasePending(until deadline: ContinuousClock.Instant?) {
        // In the order given; each runs whole, however long it takes, and is taken off the list
        // before it runs, so that one that asks for everything released does not run again.
        while !works.isEmpty, deadline.map({ ContinuousClock.now < $0 }) ?? true {
            works.removeFirst()()
        }
        // Objects next: an element let go of queues its widget.
        while !objects.isEmpty, deadline.map({ ContinuousClock.now < $0 }) ?? true {
            objects.removeLast()
        }
        var released = 0
        while released < pending.count, deadline.map({ ContinuousClock.now < $0 }) ?? true {
            let (widget, detach) = pending[released]
            released += 1
            if detach, let parent = gtk_widget_get_parent(widget) { gtk_container_remove(cg_container(parent.raw), widget) }
            g_object_unref(widget)
        }
        pending.removeFirst(released)
        if works.isEmpty, pending.isEmpty, objects.isEmpty { isScheduled = false }
    }
}
