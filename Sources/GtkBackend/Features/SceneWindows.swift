import CGtk
import Foundation
import ViewLayer

/// The scene's window state, from the toplevel window the root view is in: `.background` while it
/// is minimised (iconified) or hidden, `.inactive` while it is shown but neither it nor one of its
/// sheets is the desktop's focused window, `.active` otherwise; its size gives the size classes.
///
/// Focus comes from the window manager: under Xvfb with none, no window is ever focused, and a
/// window following focus reports `.inactive`. While a script drives the lab's window
/// (`followsWindowFocus` false), focus is not followed and the shown window counts as active, so
/// that `gui` prints what `run` prints whatever the desktop does.
extension GtkRenderer: SceneWindowRendering {
    public func followWindow(of container: any RenderElement, report: @escaping @MainActor (SceneWindowState) -> Void) {
        let follower = SceneWindowFollower(widget: gtk(container).pointer, renderer: self, report: report)
        sceneWindowFollowers.removeAll { $0.follower == nil }
        sceneWindowFollowers.append(WeakSceneWindowFollower(follower: follower))
        follower.start()
    }

    public func stopFollowingWindow(of container: any RenderElement) {
        let widget = gtk(container).pointer
        for weak in sceneWindowFollowers where weak.follower?.widget == widget { weak.follower?.stop() }
        sceneWindowFollowers.removeAll { $0.follower == nil || $0.follower?.widget == widget }
    }

    /// Looks at every followed window again, after a change the windows' signals do not tell.
    func recheckSceneWindows() {
        for weak in sceneWindowFollowers { weak.follower?.scheduleCheck() }
    }
}

struct WeakSceneWindowFollower {
    weak var follower: SceneWindowFollower?
}

/// Follows the toplevel window of one root container, whichever window it is put in, and reports
/// its state when it changes. Held by the container's signal handler: it goes with the container.
@MainActor
final class SceneWindowFollower {
    let widget: UnsafeMutablePointer<GtkWidget>
    private var widgetHandlers: [UInt] = []
    private weak var renderer: GtkRenderer?
    private let report: @MainActor (SceneWindowState) -> Void
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var windowHandlers: [UInt] = []
    private var last: SceneWindowState?
    private var isCheckScheduled = false

    init(widget: UnsafeMutablePointer<GtkWidget>, renderer: GtkRenderer, report: @escaping @MainActor (SceneWindowState) -> Void) {
        self.widget = widget
        self.renderer = renderer
        self.report = report
    }

    func start() {
        // The container's handlers hold the follower, until `stop()` or the container goes.
        widgetHandlers.append(Signals.connectWithArgument(widget.raw, "hierarchy-changed") { [self] _ in attach() })
        widgetHandlers.append(Signals.connect(widget.raw, "destroy") { [self] in detach() })
        attach()
    }

    /// Stops following: the graph let go of its root.
    func stop() {
        detach()
        let handlers = widgetHandlers
        widgetHandlers = []
        for handler in handlers where handler != 0 { g_signal_handler_disconnect(widget.raw, gulong(handler)) }
    }

    isolated deinit {
        detach()
    }

    private func attach() {
        let top = gtk_widget_get_toplevel(widget)
        let window = top.flatMap { cg_is_window($0.raw) != 0 ? $0 : nil }
        guard window != self.window else { return }
        detach()
        guard let window else { return }
        self.window = window
        for signal in ["notify::is-active", "notify::visible", "size-allocate"] {
            windowHandlers.append(Signals.connectWithArgument(window.raw, signal) { [weak self] _ in self?.scheduleCheck() })
        }
        for signal in ["map", "unmap"] {
            windowHandlers.append(Signals.connect(window.raw, signal) { [weak self] in self?.scheduleCheck() })
        }
        windowHandlers.append(Signals.connectEvent(window.raw, "window-state-event") { [weak self] _ in
            self?.scheduleCheck()
            return false
        })
        scheduleCheck()
    }

    private func detach() {
        if let window {
            for handler in windowHandlers where handler != 0 { g_signal_handler_disconnect(window.raw, gulong(handler)) }
        }
        windowHandlers = []
        window = nil
    }

    /// Looks at the window once the events in hand are handled: a sheet taking the focus from its
    /// presenter's window leaves both unfocused for a moment.
    func scheduleCheck() {
        guard !isCheckScheduled else { return }
        isCheckScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            isCheckScheduled = false
            check()
        }
    }

    private func check() {
        guard let window, let renderer else { return }
        // Nothing is reported before the window is first shown: the views start `.active`.
        guard last != nil || gtk_widget_get_mapped(window) != 0 else { return }
        let state = SceneWindowState(phase: phase(of: window, in: renderer), size: CGSize(
            width: Double(gtk_widget_get_allocated_width(window)),
            height: Double(gtk_widget_get_allocated_height(window))
        ))
        guard state != last else { return }
        last = state
        report(state)
    }

    private func phase(of window: UnsafeMutablePointer<GtkWidget>, in renderer: GtkRenderer) -> ScenePhase {
        if gtk_widget_get_visible(window) == 0 || gtk_widget_get_mapped(window) == 0 { return .background }
        if let gdkWindow = gtk_widget_get_window(window),
           gdk_window_get_state(gdkWindow).rawValue & GDK_WINDOW_STATE_ICONIFIED.rawValue != 0 {
            return .background
        }
        guard renderer.followsWindowFocus else { return .active }
        if gtk_window_is_active(cg_window(window.raw)) != 0 { return .active }
        // A sheet's window focused keeps its presenter's scene active, as a sheet does on iOS.
        for presentation in renderer.presentations {
            if let top = gtk_widget_get_toplevel(presentation.pointer), cg_is_window(top.raw) != 0,
               gtk_window_is_active(cg_window(top.raw)) != 0 {
                return .active
            }
        }
        return .inactive
    }
}
