import CGtk
import GtkBackend
import LifecycleTimeline

/// The log over the live timeline, with a handle between them: a lane clicked in the timeline
/// highlights its lines in the log.
@MainActor
final class LogColumn {
    let widget: UnsafeMutablePointer<GtkWidget>
    let timelineView = TimelineView()

    init(pane: LogPane, timeline: TimelineRecorder) {
        widget = gtk_paned_new(GTK_ORIENTATION_VERTICAL)
        gtk_paned_pack1(cg_paned(widget.raw), pane.widget, 1, 0)
        gtk_paned_pack2(cg_paned(widget.raw), timelineView.widget, 0, 0)
        gtk_paned_set_position(cg_paned(widget.raw), 320)
        gtk_widget_set_size_request(timelineView.widget, -1, 100)
        gtk_widget_show(widget)
        timelineView.onSelect = { [weak pane] lane in pane?.highlight(steps: lane?.steps ?? []) }
        // The drawing follows the run a few times a second rather than at every record: a burst
        // of records is drawn once.
        let view = timelineView
        GtkMainLoop.every(milliseconds: 150) { [weak view] in
            guard let view else { return false }
            view.follow(timeline)
            return true
        }
    }
}
