import CGtk
import Driving
import Foundation
import ViewLayer

/// Views with a gesture: a `GtkEventBox` without a window of its own to draw (an input-only
/// window: a label has none to take the pointer) around a box of the content, with GTK's
/// recognisers on it: `GtkGestureMultiPress` for taps, counting presses in a row,
/// `GtkGestureLongPress`, whose delay is the minimum duration as far as GTK's delay factor goes
/// (a quarter to a whole second), `GtkGestureDrag`, and for pinches `GtkGestureZoom` and
/// `GtkGestureRotate` (two fingers on a touchscreen, a touchpad's pinch where GDK reports one:
/// Wayland; X11's GDK 3 has no touchpad pinch). A `.gesture` or `.highPriorityGesture`
/// claims the press as it begins, which keeps it from the views around (GTK's bubble phase) or,
/// high priority, recognised first in the capture phase, from those inside; a
/// `.simultaneousGesture` sees the press in the capture phase and claims nothing.
extension GtkRenderer: GestureRendering {
    public func makeGestureArea(_ recognizers: GestureRecognizers, handler: @escaping @MainActor (GestureEvent) -> Void) -> any RenderElement {
        let area = gtk_event_box_new()!
        gtk_event_box_set_visible_window(cg_event_box(area.raw), 0)
        gtk_widget_add_events(area, Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_BUTTON_MOTION_MASK.rawValue))
        var parts: [WidgetRef] = []
        let content = innerBox(GTK_ORIENTATION_VERTICAL, spacing: 0, owner: &parts)
        gtk_container_add(cg_container(area.raw), content)
        let element = make(.gesture, area, container: content, placement: BoxPlacement.packed)
        element.parts = parts
        element.gestureHandler = handler
        setGestureRecognizers(element, recognizers)
        return element
    }

    public func setGestureRecognizers(_ element: any RenderElement, _ recognizers: GestureRecognizers) {
        let element = gtk(element)
        element.gestureRecognizers = recognizers
        let area = element.pointer
        // Each recogniser is the area's object data, let go of with the area or when replaced.
        for key in Self.gestureKeys { g_object_set_data(cg_object(area.raw), key, nil) }
        guard !recognizers.isEmpty else { return }
        // One group: what one claims, all do, and a long press held before a drag, or a tap with
        // it, recognise the same press (a composed gesture).
        var attached: [UnsafeMutableRawPointer] = []
        defer {
            for gesture in attached.dropFirst() { gtk_gesture_group(cg_gesture(attached[0]), cg_gesture(gesture)) }
        }
        if let count = recognizers.tapCount {
            let gesture = attach(gtk_gesture_multi_press_new(area), as: Self.gestureKeys[0], to: element, recognizers.priority)
            attached.append(gesture)
            Signals.connectCountedPoint(gesture, "released") { [weak self, weak element] presses, x, y in
                guard let element else { return }
                if presses % count == 0 { self?.personTapped(element) }
                element.gestureHandler?(.tapped(count: presses, at: CGPoint(x: x, y: y)))
            }
        }
        if let duration = recognizers.longPressDuration {
            let gesture = attach(gtk_gesture_long_press_new(area), as: Self.gestureKeys[1], to: element, recognizers.priority)
            attached.append(gesture)
            cg_set_delay_factor(gesture, min(max(duration / 0.5, 0.5), 2))
            Signals.connectWithArgument(gesture, "begin") { [weak element] _ in
                var x = 0.0, y = 0.0
                gtk_gesture_get_point(cg_gesture(gesture), nil, &x, &y)
                element?.gestureHandler?(.pressBegan(at: CGPoint(x: x, y: y)))
            }
            Signals.connectPoint(gesture, "pressed") { [weak self, weak element] _, _ in
                self?.personGestured()
                element?.gestureHandler?(.longPressed)
            }
            Signals.connect(gesture, "cancelled") { [weak element] in element?.gestureHandler?(.pressEnded) }
            Signals.connectWithArgument(gesture, "end") { [weak element] _ in element?.gestureHandler?(.pressEnded) }
        }
        if recognizers.magnifies || recognizers.rotates {
            // Two fingers on a touchscreen, and a touchpad's pinch where GDK reports one.
            gtk_widget_add_events(area, Int32(GDK_TOUCH_MASK.rawValue | GDK_TOUCHPAD_GESTURE_MASK.rawValue))
        }
        if recognizers.magnifies {
            let gesture = attachPinch(gtk_gesture_zoom_new(area), as: Self.gestureKeys[3], to: element, recognizers.priority) {
                .magnifyBegan(at: $0, anchor: $1)
            } ended: { .magnifyEnded(cancelled: $0) }
            attached.append(gesture)
            Signals.connectValue(gesture, "scale-changed") { [weak element] scale in element?.gestureHandler?(.magnified(scale: scale)) }
        }
        if recognizers.rotates {
            let gesture = attachPinch(gtk_gesture_rotate_new(area), as: Self.gestureKeys[4], to: element, recognizers.priority) {
                .rotateBegan(at: $0, anchor: $1)
            } ended: { .rotateEnded(cancelled: $0) }
            attached.append(gesture)
            let turned = PinchTurn()
            Signals.connectWithArgument(gesture, "begin") { _ in turned.radians = 0 }
            Signals.connectPoint(gesture, "angle-changed") { [weak element] _, delta in
                element?.gestureHandler?(.rotated(radians: turned.following(delta)))
            }
        }
        if recognizers.drags {
            let gesture = attach(gtk_gesture_drag_new(area), as: Self.gestureKeys[2], to: element, recognizers.priority)
            attached.append(gesture)
            Signals.connectPoint(gesture, "drag-begin") { [weak element] x, y in element?.gestureHandler?(.dragBegan(at: CGPoint(x: x, y: y))) }
            Signals.connectPoint(gesture, "drag-update") { [weak element] dx, dy in element?.gestureHandler?(.dragMoved(translation: CGSize(width: dx, height: dy))) }
            Signals.connectPoint(gesture, "drag-end") { [weak self, weak element] dx, dy in
                if dx != 0 || dy != 0 { self?.personGestured() }
                element?.gestureHandler?(.dragEnded(translation: CGSize(width: dx, height: dy)))
            }
        }
    }

    /// The object data keys of a gesture area's recognisers: taps, long presses, drags, pinches
    /// that scale and pinches that turn.
    private static let gestureKeys = ["lab-tap-gesture", "lab-long-press-gesture", "lab-drag-gesture", "lab-zoom-gesture", "lab-rotate-gesture"]

    /// A pinch's recogniser, `GtkGestureZoom` or `GtkGestureRotate`: its `begin` reports where
    /// the fingers came down, centred between them, and its `end` that they lifted, or, after
    /// its `cancel`, that the system took them away.
    private func attachPinch(_ made: OpaquePointer?, as key: String, to element: GtkElement, _ priority: GesturePriority, began: @escaping @MainActor (CGPoint, UnitPoint) -> GestureEvent, ended: @escaping @MainActor (Bool) -> GestureEvent) -> UnsafeMutableRawPointer {
        let gesture = attach(made, as: key, to: element, priority)
        let area = element.pointer
        let cancelled = PinchCancellation()
        Signals.connectWithArgument(gesture, "begin") { [weak element] _ in
            var x = 0.0, y = 0.0
            _ = gtk_gesture_get_bounding_box_center(cg_gesture(gesture), &x, &y)
            let width = Double(gtk_widget_get_allocated_width(area)), height = Double(gtk_widget_get_allocated_height(area))
            let anchor = UnitPoint(x: width > 0 ? x / width : 0, y: height > 0 ? y / height : 0)
            cancelled.value = false
            element?.gestureHandler?(began(CGPoint(x: x, y: y), anchor))
        }
        Signals.connectWithArgument(gesture, "cancel") { _ in cancelled.value = true }
        Signals.connectWithArgument(gesture, "end") { [weak self, weak element] _ in
            self?.personGestured()
            element?.gestureHandler?(ended(cancelled.value))
            cancelled.value = false
        }
        return gesture
    }

    /// Keeps `gesture` as the area's data under `key`, in the phase and with the claim its
    /// priority says.
    private func attach(_ made: OpaquePointer?, as key: String, to element: GtkElement, _ priority: GesturePriority) -> UnsafeMutableRawPointer {
        guard let made else { fatalError("GTK made no gesture") }
        let gesture = UnsafeMutableRawPointer(made)
        g_object_set_data_full(cg_object(element.pointer.raw), key, gesture) { g_object_unref($0) }
        gtk_event_controller_set_propagation_phase(cg_event_controller(gesture), priority == .normal ? GTK_PHASE_BUBBLE : GTK_PHASE_CAPTURE)
        if priority != .simultaneous {
            Signals.connectWithArgument(gesture, "begin") { sequence in
                gtk_gesture_set_sequence_state(cg_gesture(gesture), OpaquePointer(sequence), GTK_EVENT_SEQUENCE_CLAIMED)
            }
        }
        return gesture
    }

    /// A person tapped a view with a tap gesture: logged as the `tap:` a script would write.
    private func personTapped(_ element: GtkElement) {
        guard !isDriving, let front else { return }
        let label = element.label
        guard !label.isEmpty else { return }
        let views = front.shownGestureViews(.tap)
        guard let index = views.firstIndex(where: { $0.element === element }) else { return }
        let occurrence = views[..<index].filter { $0.item.label == label }.count + 1
        personActed("tap:\(scriptTarget(label, occurrence: occurrence))")
    }

    /// A person's own long press or drag: its timing and moves have no script form (`drag:` moves
    /// in ten even steps; no action holds a press), so a replay is told it leaves it out.
    private func personGestured() {
        guard !isDriving else { return }
        onUnscriptableEdit?()
    }

    public func press(_ label: String, occurrence: Int, for kind: GestureKind) throws(DriveError) -> any PointerPress {
        guard let front else { throw .noSuchControl(label: label, kind: kind.viewKind, visible: []) }
        let view = try front.findGestureView(label, occurrence: occurrence, kind)
        return GtkPointerPress(view, renderer: self)
    }

    /// Presses and releases the real widget as many times as its tap gesture counts.
    func tapGesture(of view: GtkElement) {
        let press = GtkPointerPress(view, renderer: self)
        press.tap(times: view.gestureRecognizers?.tapCount ?? 1)
    }
}

/// Whether a pinch's recogniser was cancelled before its `end`.
@MainActor
private final class PinchCancellation {
    var value = false
}

/// How far a pinch has turned: `GtkGestureRotate` reports the fingers' angle from where they
/// came down within a turn, so a turn past half a circle would jump by a whole one; each angle
/// is taken as the one nearest the last.
@MainActor
private final class PinchTurn {
    var radians = 0.0

    func following(_ delta: Double) -> Double {
        var angle = delta
        while angle - radians > .pi { angle -= 2 * .pi }
        while angle - radians < -.pi { angle += 2 * .pi }
        radians = angle
        return angle
    }
}

/// A press of the primary button on a view's event box, sent through GTK's main loop as the
/// pointer's events, at the box's origin.
@MainActor
final class GtkPointerPress: PointerPress {
    private let view: GtkElement
    private unowned let renderer: GtkRenderer
    private var translation = CGSize.zero
    /// Each event a millisecond after the last, as GTK wants its times to move on.
    private var time = UInt32(truncatingIfNeeded: g_get_monotonic_time() / 1000)

    init(_ view: GtkElement, renderer: GtkRenderer) {
        self.view = view
        self.renderer = renderer
        pressAgain()
    }

    func pressAgain() {
        translation = .zero
        send(GDK_BUTTON_PRESS)
    }

    func move(to translation: CGSize) {
        self.translation = translation
        send(GDK_MOTION_NOTIFY)
    }

    /// Runs GTK's main loop until its long press has had its delay, its longest a second.
    func hold() {
        let end = g_get_monotonic_time() + 1_100_000
        while g_get_monotonic_time() < end {
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(10_000) }
        }
    }

    func release() {
        send(GDK_BUTTON_RELEASE)
    }

    private func send(_ type: GdkEventType) {
        time &+= 1
        let (x, y) = (translation.width, translation.height)
        let widget = view.pointer
        let time = time
        renderer.driving { _ = cg_send_pointer(widget, type, x, y, time) }
    }
}

