import CGtk
import GtkBackend

/// Waits until GTK has laid out and painted the window's next frame: the end of a GTK timing.
@MainActor
enum FramePaint {
    static func waitForNextFrame(of window: UnsafeMutablePointer<GtkWidget>) {
        guard let clock = gtk_widget_get_frame_clock(window) else { return }
        let painted = Flag()
        let handler = Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") { painted.isSet = true }
        gtk_widget_queue_draw(window)
        while !painted.isSet { gtk_main_iteration_do(1) }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler)
    }

    /// Paints a frame, then waits until the window paints no more: until no frame has come for
    /// two frame intervals (at most a few seconds). GTK's frame clock does not start a frame
    /// within one interval of the last, and an overlay scroll bar that appeared fades out at 60
    /// frames a second for about a second; a timing started after this measures the operation and
    /// its own frame, not a wait for a frame the clock was already due to paint.
    static func waitUntilTheWindowStopsPainting(_ window: UnsafeMutablePointer<GtkWidget>) {
        waitForNextFrame(of: window)
        guard let clock = gtk_widget_get_frame_clock(window) else { return }
        var lastFrame = ContinuousClock.now
        let handler = Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") { lastFrame = .now }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        let giveUp = ContinuousClock.now + .seconds(3)
        while ContinuousClock.now - lastFrame < frameInterval * 2, ContinuousClock.now < giveUp {
            while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
            g_usleep(500)
        }
    }

    /// A 60 Hz display's frame interval, which Xvfb's frame clock keeps, and a little more.
    static let frameInterval = Duration.milliseconds(20)

    private final class Flag {
        var isSet = false
    }
}
