import CGtk
import Synchronization

/// Signal handlers whose closures GTK owns: each closure is retained when connected and released in
/// the handler's destroy notify, so a handler that fires while its widget is being removed never
/// reaches freed memory, and nothing outlives the widget.
public enum Signals {
    /// Handler closures still held, for leak checks: a closure is let go of when its handler is
    /// disconnected, when its instance goes, or when its element does (`releaseClosures(of:)`).
    public static var liveHandlers: Int { live.load(ordering: .relaxed) }

    fileprivate static let live = Atomic<Int>(0)

    /// Connects `handler` to a signal whose C signature is `void (*)(GtkWidget *, gpointer)`:
    /// `clicked`, `toggled`, `changed`, `map`, `unmap`, `destroy`.
    @discardableResult
    @MainActor public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void) -> UInt {
        connect(handler, to: instance, signal, thunk: Thunks.plain)
    }

    /// Connects `handler` to an event signal whose C signature is
    /// `gboolean (*)(GtkWidget *, GdkEvent *, gpointer)`: `delete-event`, `key-press-event`.
    /// The handler returns whether it handled the event.
    @discardableResult
    @MainActor public static func connectEvent(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>?) -> Bool) -> UInt {
        connect(handler, to: instance, signal, thunk: Thunks.event)
    }

    /// Connects `handler` to a widget's `draw` signal, `gboolean (*)(GtkWidget *, cairo_t *, gpointer)`.
    @discardableResult
    @MainActor public static func connectDraw(_ instance: UnsafeMutableRawPointer, _ handler: @escaping @MainActor (OpaquePointer?) -> Void) -> UInt {
        connect(handler, to: instance, "draw", thunk: Thunks.draw)
    }

    /// Connects `handler` to a signal with one pointer argument, such as GtkListBox's
    /// `row-activated`: `void (*)(GtkListBox *, GtkListBoxRow *, gpointer)`.
    @discardableResult
    @MainActor public static func connectWithArgument(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        connect(handler, to: instance, signal, thunk: Thunks.withArgument)
    }

    /// Connects `handler` to a signal with a point, `void (*)(GObject *, gdouble, gdouble, gpointer)`:
    /// `GtkGestureDrag`'s `drag-begin`, `drag-update`, `drag-end`, `GtkGestureLongPress`'s `pressed`.
    @discardableResult
    @MainActor public static func connectPoint(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        connect(handler, to: instance, signal, thunk: Thunks.point)
    }

    /// Connects `handler` to a signal with one number, `void (*)(GObject *, gdouble, gpointer)`:
    /// `GtkGestureZoom`'s `scale-changed`.
    @discardableResult
    @MainActor public static func connectValue(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (Double) -> Void) -> UInt {
        connect(handler, to: instance, signal, thunk: Thunks.value)
    }

    /// Connects `handler` to a signal with a count and a point,
    /// `void (*)(GObject *, gint, gdouble, gdouble, gpointer)`: `GtkGestureMultiPress`'s `pressed`
    /// and `released`.
    @discardableResult
    @MainActor public static func connectCountedPoint(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> UInt {
        connect(handler, to: instance, signal, thunk: Thunks.countedPoint)
    }

    @MainActor private static func connect<Closure>(_ closure: Closure, to instance: UnsafeMutableRawPointer, _ signal: String, thunk: UnsafeMutableRawPointer) -> UInt {
        let box = Unmanaged.passRetained(ClosureBox(closure, on: instance))
        // A short name is copied on the stack; the String itself would be copied into an array.
        let handler = signal.withCString { g_signal_connect_data(instance, $0, cg_callback(thunk), box.toOpaque(), releaseBox, GConnectFlags(0)) }
        // GLib refused it (no such signal), said so, and holds nothing.
        if handler == 0 { box.release() }
        return handler
    }

    /// Lets go of the closures of every handler connected here to `instance`, and of what they
    /// hold, now, as the instance's finalization would: the handlers stay connected, and do
    /// nothing, until the instance goes. Disconnecting them one by one costs GLib a walk of the
    /// instance's handlers and a closure invalidation each, some milliseconds for a list's rows.
    @MainActor public static func releaseClosures(of instance: UnsafeMutableRawPointer) {
        // Most widgets (a row's labels and boxes) have none.
        guard let boxes = g_object_get_qdata(cg_object(instance), boxesQuark) else { return }
        Unmanaged<HandlerBoxes>.fromOpaque(boxes).takeUnretainedValue().releaseClosures()
    }
}

/// The C functions GLib calls, one per signature, each calling the closure in its box. A closure
/// that captures nothing is one function: each read gives the same address.
@MainActor
private enum Thunks {
    static var plain: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            guard let data else { return }
            let box = Unmanaged<ClosureBox<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.closure?() }
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }

    static var event: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEvent>?, UnsafeMutableRawPointer?) -> gboolean = { _, event, data in
            guard let data else { return 0 }
            let box = Unmanaged<ClosureBox<@MainActor (UnsafeMutablePointer<GdkEvent>?) -> Bool>>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { box.closure?(event) ?? false } ? 1 : 0
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }

    static var draw: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, cairo, data in
            guard let data else { return 0 }
            let box = Unmanaged<ClosureBox<@MainActor (OpaquePointer?) -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.closure?(cairo) }
            return 0
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }

    static var point: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
            guard let data else { return }
            let box = Unmanaged<ClosureBox<@MainActor (Double, Double) -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.closure?(x, y) }
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }

    static var value: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, gdouble, UnsafeMutableRawPointer?) -> Void = { _, value, data in
            guard let data else { return }
            let box = Unmanaged<ClosureBox<@MainActor (Double) -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.closure?(value) }
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }

    static var countedPoint: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { _, count, x, y, data in
            guard let data else { return }
            let box = Unmanaged<ClosureBox<@MainActor (Int, Double, Double) -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.closure?(Int(count), x, y) }
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }

    static var withArgument: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            guard let data else { return }
            let box = Unmanaged<ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.closure?(argument) }
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }
}

/// The boxes of the handlers connected here to one instance, kept in its object data until it is
/// finalized. A box is GLib's, released when its handler is disconnected or the instance disposed
/// (before its data is freed), and takes itself out of here then.
///
/// Used on GTK's thread, the main one: the renderer's widgets are released there (elements,
/// chunks and extras are the main actor's), and so disposed there.
private final class HandlerBoxes {
    struct Entry {
        unowned(unsafe) let box: any ClosureReleasing
    }

    private var boxes: [Entry] = []

    func add(_ box: any ClosureReleasing) {
        boxes.append(Entry(box: box))
    }

    func remove(_ box: any ClosureReleasing) {
        if let index = boxes.lastIndex(where: { $0.box === box }) { boxes.remove(at: index) }
    }

    func releaseClosures() {
        // Taken out first and let go of after: what goes with a closure may disconnect a handler
        // of this instance, whose box then leaves `boxes`.
        var taken: [Any] = []
        taken.reserveCapacity(boxes.count)
        for entry in boxes {
            if let closure = entry.box.takeClosure() { taken.append(closure) }
        }
    }

    /// The boxes of `instance`, made on its first handler.
    static func of(_ instance: UnsafeMutableRawPointer) -> HandlerBoxes {
        if let boxes = g_object_get_qdata(cg_object(instance), boxesQuark) {
            return Unmanaged<HandlerBoxes>.fromOpaque(boxes).takeUnretainedValue()
        }
        let made = HandlerBoxes()
        g_object_set_qdata_full(cg_object(instance), boxesQuark, Unmanaged.passRetained(made).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<HandlerBoxes>.fromOpaque(data).release()
        }
        return made
    }
}

private let boxesQuark = g_quark_from_static_string("lifecycle-lab-handler-boxes")

private protocol ClosureReleasing: AnyObject {
    /// The closure, no longer in the box: the handler does nothing from now on.
    func takeClosure() -> Any?
}

/// Called by GLib when a handler is disconnected or its instance finalized.
private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A Swift closure kept alive for GTK, until its handler is disconnected or its instance goes,
/// or let go of before then (`Signals.releaseClosures(of:)`).
private final class ClosureBox<Closure>: ClosureReleasing, @unchecked Sendable {
    private(set) var closure: Closure?
    /// The boxes of the instance this box's handler is connected to, which outlive it.
    private unowned(unsafe) let siblings: HandlerBoxes

    init(_ closure: Closure, on instance: UnsafeMutableRawPointer) {
        self.closure = closure
        siblings = HandlerBoxes.of(instance)
        Signals.live.add(1, ordering: .relaxed)
        siblings.add(self)
    }

    func takeClosure() -> Any? {
        guard let closure else { return nil }
        self.closure = nil
        Signals.live.subtract(1, ordering: .relaxed)
        return closure
    }

    deinit {
        siblings.remove(self)
        if closure != nil { Signals.live.subtract(1, ordering: .relaxed) }
    }
}
