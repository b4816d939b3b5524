import CGtk
import Synchronization

/// An owning reference to a GTK widget: the floating reference is sunk when the widget is made and
/// dropped when this goes, so a widget lives exactly as long as the element that holds it,
/// whichever containers it passes through. Counts the widgets still alive for leak checks.
final class WidgetRef: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<GtkWidget>

    /// Takes ownership of a newly made widget.
    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        pointer = widget
        Self.takeOwnership(of: widget, counted: true)
    }

    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    deinit { g_object_unref(pointer) }

    /// Sinks a new widget's floating reference, for whoever then owns it and unrefs it when done.
    /// A widget the host made and lent to the renderer (`counted: false`) is held the same way but
    /// is not the renderer's to account for.
    static func takeOwnership(of widget: UnsafeMutablePointer<GtkWidget>, counted: Bool) {
        g_object_ref_sink(widget)
        if counted { WidgetCensus.count(widget) }
    }
}

/// Widgets counted from their making to their finalization, for leak checks: the renderer's, and
/// those a caller counts (the benchmark's expert table), so that a count covers them alike.
public enum WidgetCensus {
    private static let live = Atomic<Int>(0)

    /// Counts `widget` until GTK finalizes it, and returns it. Object data is freed at
    /// finalization; a weak reference is told at dispose, which a destroyed widget someone still
    /// holds has been through.
    @discardableResult
    public static func count(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        live.add(1, ordering: .relaxed)
        g_object_set_qdata_full(cg_object(widget), finalizedQuark, widget, { _ in WidgetCensus.live.subtract(1, ordering: .relaxed) })
        return widget
    }

    /// Counted widgets not finalized yet. What waits for `DeferredRelease`'s idle is released
    /// first: it is gone as far as anyone can see.
    @MainActor public static var alive: Int {
        DeferredRelease.releaseAll()
        return live.load(ordering: .relaxed)
    }
}

private let finalizedQuark = g_quark_from_static_string("lifecycle-lab-counted")

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as the untyped pointer the shim's casts take.
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}
