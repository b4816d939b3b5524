import CGtk
import GtkBackend

/// Keeps the end of a scrolled view in view as it grows (the log's newest line, the timeline's
/// newest step), until the person scrolls away from the end, and again once they scroll back.
@MainActor
final class EndFollower {
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    /// Whether the end is kept in view.
    var isFollowing = true
    private var isScrolling = false

    /// Follows `adjustment`'s end; `moved` is told of every move, a person's or its own.
    init(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, moved: (@MainActor () -> Void)? = nil) {
        self.adjustment = adjustment
        Signals.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] in
            moved?()
            self?.personMoved()
        }
        // The view grows once new content is laid out, after it was added: that is when the
        // end can be brought into view.
        Signals.connect(UnsafeMutableRawPointer(adjustment), "changed") { [weak self] in self?.keepEndInView() }
    }

    /// Whether the view shows its end.
    var showsEnd: Bool {
        gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment) >= gtk_adjustment_get_upper(adjustment) - 2
    }

    func keepEndInView() {
        let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        guard isFollowing, gtk_adjustment_get_value(adjustment) < end else { return }
        moveTo(end)
    }

    /// Moves the view as a person would, for the checks.
    func moveAsAPerson(to value: Double) {
        gtk_adjustment_set_value(adjustment, value)
    }

    /// Moves the view itself, which is not the person's doing.
    func moveTo(_ value: Double) {
        isScrolling = true
        gtk_adjustment_set_value(adjustment, value)
        isScrolling = false
    }

    private func personMoved() {
        guard !isScrolling else { return }
        isFollowing = showsEnd
    }
}
