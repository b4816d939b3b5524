import CGtk
import Synchronization

/// Signal handlers whose closures GTK owns: each closure is retained when connected and released in
/// the handler's destroy notify, so a handler that fires while its widget is being removed never
/// reaches freed memory, and nothing outlives the widget.
public enum Signals {
    /// Handler closures GTK currently holds, for leak checks.
    public static var liveHandlers: Int { live.load(ordering: .relaxed) }

    fileprivate static let live = Atomic<Int>(0)

    /// Connects `handler` to a signal whose C signature is `void (*)(GtkWidget *, gpointer)`:
    /// `clicked`, `toggled`, `changed`, `map`, `unmap`, `destroy`.
    @discardableResult
    @MainActor public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void) -> UInt {
        let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
        markConnected(instance, .plain)
        return g_signal_connect_data(instance, signal, cg_callback(Thunks.plain), box, releaseBox, GConnectFlags(0))
    }

    /// Connects `handler` to an event signal whose C signature is
    /// `gboolean (*)(GtkWidget *, GdkEvent *, gpointer)`: `delete-event`, `key-press-event`.
    /// The handler returns whether it handled the event.
    @discardableResult
    @MainActor public static func connectEvent(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>?) -> Bool) -> UInt {
        let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
        markConnected(instance, .event)
        return g_signal_connect_data(instance, signal, cg_callback(Thunks.event), box, releaseBox, GConnectFlags(0))
    }

    /// Connects `handler` to a widget's `draw` signal, `gboolean (*)(GtkWidget *, cairo_t *, gpointer)`.
    @discardableResult
    @MainActor public static func connectDraw(_ instance: UnsafeMutableRawPointer, _ handler: @escaping @MainActor (OpaquePointer?) -> Void) -> UInt {
        let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
        markConnected(instance, .draw)
        return g_signal_connect_data(instance, "draw", cg_callback(Thunks.draw), box, releaseBox, GConnectFlags(0))
    }

    /// Connects `handler` to a signal with one pointer argument, such as GtkListBox's
    /// `row-activated`: `void (*)(GtkListBox *, GtkListBoxRow *, gpointer)`.
    @discardableResult
    @MainActor public static func connectWithArgument(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
        markConnected(instance, .withArgument)
        return g_signal_connect_data(instance, signal, cg_callback(Thunks.withArgument), box, releaseBox, GConnectFlags(0))
    }

    /// Disconnects every handler connected here to `instance`, releasing their closures now, and
    /// what they hold, as the instance's finalization would.
    @MainActor public static func disconnectAll(from instance: UnsafeMutableRawPointer) {
        // Most widgets (a row's labels and boxes) have none: looking costs a walk of its handlers
        // for each kind of thunk.
        let kinds = UInt(bitPattern: g_object_get_qdata(cg_object(instance), connectedQuark))
        for kind in ThunkKind.allCases where kinds & kind.rawValue != 0 {
            g_signal_handlers_disconnect_matched(instance, G_SIGNAL_MATCH_FUNC, 0, 0, nil, kind.thunk, nil)
        }
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
            MainActor.assumeIsolated { box.closure() }
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }

    static var event: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEvent>?, UnsafeMutableRawPointer?) -> gboolean = { _, event, data in
            guard let data else { return 0 }
            let box = Unmanaged<ClosureBox<@MainActor (UnsafeMutablePointer<GdkEvent>?) -> Bool>>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { box.closure(event) } ? 1 : 0
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }

    static var draw: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, cairo, data in
            guard let data else { return 0 }
            let box = Unmanaged<ClosureBox<@MainActor (OpaquePointer?) -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.closure(cairo) }
            return 0
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }

    static var withArgument: UnsafeMutableRawPointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            guard let data else { return }
            let box = Unmanaged<ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.closure(argument) }
        }
        return unsafeBitCast(thunk, to: UnsafeMutableRawPointer.self)
    }
}

/// The signatures handlers are connected with, as bits.
private enum ThunkKind: UInt, CaseIterable {
    case plain = 1, event = 2, draw = 4, withArgument = 8

    @MainActor var thunk: UnsafeMutableRawPointer {
        switch self {
        case .plain: Thunks.plain
        case .event: Thunks.event
        case .draw: Thunks.draw
        case .withArgument: Thunks.withArgument
        }
    }
}

/// Notes on an instance which kinds of handlers were connected to it here.
@MainActor
private func markConnected(_ instance: UnsafeMutableRawPointer, _ kind: ThunkKind) {
    let kinds = UInt(bitPattern: g_object_get_qdata(cg_object(instance), connectedQuark)) | kind.rawValue
    g_object_set_qdata(cg_object(instance), connectedQuark, UnsafeMutableRawPointer(bitPattern: kinds))
}

private let connectedQuark = g_quark_from_static_string("lifecycle-lab-signals")

/// Called by GLib when a handler is disconnected or its instance finalized.
private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A Swift closure kept alive for GTK.
private final class ClosureBox<Closure>: @unchecked Sendable {
    let closure: Closure

    init(_ closure: Closure) {
        self.closure = closure
        Signals.live.add(1, ordering: .relaxed)
    }

    deinit { Signals.live.subtract(1, ordering: .relaxed) }
}
