import CGtk
import Foundation
import GtkBackend
import LifecycleTimeline

/// The lifetime timeline, live under the log: the same lanes, ticks and markers as the SVG, drawn
/// with cairo in the theme's light or dark colours. Clicking a lane selects it, and the log
/// highlights its lines.
@MainActor
final class TimelineView {
    /// The view's outermost widget: the drawing in a scrolled window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let area: UnsafeMutablePointer<GtkWidget>
    private(set) var timeline = Timeline()
    private var layout: Timeline.Layout = {
        var layout = Timeline.Layout()
        layout.labelWidth = 170
        return layout
    }()
    /// Keeps the newest steps in view until the person scrolls back.
    private var follower: EndFollower?
    private var labelRows: [Int] = []
    private(set) var selectedLane: Int?
    /// Told which lane a click selected, or nil when it cleared the selection.
    var onSelect: (@MainActor (Timeline.Lane?) -> Void)?

    init() {
        widget = gtk_scrolled_window_new(nil, nil)
        gtk_scrolled_window_set_policy(cg_scrolled_window(widget.raw), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_style_context_add_class(cg_style(widget.raw), "lab-timeline")
        area = gtk_drawing_area_new()
        gtk_widget_add_events(area, Int32(GDK_BUTTON_PRESS_MASK.rawValue))
        gtk_container_add(cg_container(widget.raw), area)
        Signals.connectDraw(area.raw) { [weak self] cairo in
            guard let self, let cairo else { return }
            self.draw(cairo)
        }
        Signals.connectEvent(area.raw, "button-press-event") { [weak self] event in
            guard let self, let event, cg_is_primary_click(event) != 0 else { return false }
            self.clicked(atY: cg_event_y(event))
            return true
        }
        // The names drawn at the left edge of what is in view move with it.
        follower = gtk_scrolled_window_get_hadjustment(cg_scrolled_window(widget.raw)).map { adjustment in
            EndFollower(adjustment) { [weak self] in self.map { gtk_widget_queue_draw($0.area) } }
        }
        gtk_widget_show_all(widget)
    }

    /// Shows the recorder's timeline if it has changed, keeping the selected lane while the run is
    /// the same one.
    func follow(_ recorder: TimelineRecorder) {
        guard let (timeline, version) = recorder.timeline(changedSince: shownVersion) else { return }
        let isNewRun = version.generation != shownVersion?.generation
        shownVersion = version
        show(timeline, isNewRun: isNewRun)
    }

    private var shownVersion: TimelineRecorder.Version?

    func show(_ timeline: Timeline, isNewRun: Bool) {
        if isNewRun {
            selectedLane = nil
            follower?.isFollowing = true
        } else if let selected = selectedLane, timeline.origin != self.timeline.origin {
            // Lanes that ended before the kept stretch went; the selected one moves up or goes.
            let lane = self.timeline.lanes[selected]
            selectedLane = timeline.lanes.firstIndex { $0.kind == lane.kind && $0.id == lane.id }
        }
        self.timeline = timeline
        layout.origin = timeline.origin
        labelRows = layout.labelRows(for: timeline.markers, limit: 28)
        layout.markerRows = max(1, (labelRows.max() ?? 0) + 1)
        gtk_widget_set_size_request(area, Int32(layout.width(for: timeline)), Int32(layout.height(for: timeline)))
        gtk_widget_queue_draw(area)
    }

    func clicked(atY y: Double) {
        let lane = Int((y - layout.y(lane: 0)) / layout.laneHeight)
        selectedLane = y >= layout.y(lane: 0) && timeline.lanes.indices.contains(lane) && selectedLane != lane ? lane : nil
        gtk_widget_queue_draw(area)
        onSelect?(selectedLane.map { timeline.lanes[$0] })
    }

    private var palette: TimelinePalette {
        usesDarkStyle(area) ? .dark : .light
    }

    private func draw(_ cairo: OpaquePointer) {
        let palette = self.palette
        let width = layout.width(for: timeline), height = layout.height(for: timeline)
        fill(cairo, palette.background, 0, 0, max(width, Double(gtk_widget_get_allocated_width(area))), max(height, Double(gtk_widget_get_allocated_height(area))))
        for (index, lane) in timeline.lanes.enumerated() {
            let top = layout.y(lane: index), middle = top + layout.laneHeight / 2
            if index == selectedLane { fill(cairo, palette.highlight, 0, top, width, layout.laneHeight) }
            fill(cairo, palette.rule, layout.margin, top + layout.laneHeight - 1, width - 2 * layout.margin, 1)
            for span in lane.spans {
                let start = layout.x(span.start) - layout.step / 2
                let end = layout.x(span.end ?? timeline.length) + layout.step / 2
                fill(cairo, palette.colour(of: lane.kind), start, top + 6, end - start, layout.laneHeight - 12)
            }
            set(cairo, palette.body)
            for body in lane.bodies {
                cairo_arc(cairo, layout.x(body), middle, 3, 0, 2 * .pi)
                cairo_fill(cairo)
            }
            for tick in lane.ticks {
                fill(cairo, palette.colour(of: tick.kind), layout.x(tick.at) - 2, top + 2, 4, layout.laneHeight - 4)
            }
        }
        // The lanes' names stay at the left edge of what is in view, over the bars scrolled under them.
        let scrolled = gtk_scrolled_window_get_hadjustment(cg_scrolled_window(widget.raw)).map { gtk_adjustment_get_value($0) } ?? 0
        fill(cairo, palette.background, scrolled, layout.y(lane: 0), layout.labelWidth + layout.margin, layout.laneHeight * Double(timeline.lanes.count))
        for (index, lane) in timeline.lanes.enumerated() {
            let top = layout.y(lane: index)
            if index == selectedLane { fill(cairo, palette.highlight, scrolled, top, layout.labelWidth + layout.margin, layout.laneHeight) }
            text(cairo, lane.label, palette.label, x: scrolled + layout.margin, y: top + layout.laneHeight / 2 - 8, width: layout.labelWidth - 8)
        }
        for (marker, row) in zip(timeline.markers, labelRows) {
            let x = layout.x(marker.at)
            let labelY = layout.margin + Double(row) * layout.markerRowHeight
            set(cairo, palette.marker)
            cairo_set_line_width(cairo, 1)
            let dashes: [Double] = [3, 3]
            cairo_set_dash(cairo, dashes, 2, 0)
            cairo_move_to(cairo, x + 0.5, labelY + 16)
            cairo_line_to(cairo, x + 0.5, height - layout.margin)
            cairo_stroke(cairo)
            cairo_set_dash(cairo, nil, 0, 0)
            text(cairo, marker.label, palette.markerLabel, x: x, y: labelY, width: 200, centred: true)
        }
    }

    private func set(_ cairo: OpaquePointer, _ hex: String) {
        let colour = TimelinePalette.components(hex)
        cairo_set_source_rgb(cairo, colour.red, colour.green, colour.blue)
    }

    private func fill(_ cairo: OpaquePointer, _ hex: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        set(cairo, hex)
        cairo_rectangle(cairo, x, y, width, height)
        cairo_fill(cairo)
    }

    private func text(_ cairo: OpaquePointer, _ string: String, _ hex: String, x: Double, y: Double, width: Double, centred: Bool = false) {
        guard let layout = gtk_widget_create_pango_layout(area, string) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        var textWidth: Int32 = 0, textHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
        set(cairo, hex)
        cairo_move_to(cairo, centred ? x - Double(textWidth) / 2 : x, y)
        pango_cairo_show_layout(cairo, layout)
    }
}
