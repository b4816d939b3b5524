import CGtk
import Driving
import Foundation
import ViewLayer

/// The GTK 3 renderer: `Text` is a GtkLabel, `Button` a GtkButton, stacks are GtkBoxes, `List` a
/// GtkListBox in a scrolled window, `Toggle` a check button, a navigation stack a GtkStack of pages
/// with its back button in the window's header bar, and `TextField` a GtkEntry
/// (`Features/TextFields.swift`); presentations are in `Features/Presentations.swift`.
@MainActor
public final class GtkRenderer: RenderBackend {
    public let mutationLedger = MutationLedger()
    /// The sheets, covers and popovers presented, bottom first.
    public internal(set) var presentations: [GtkElement] = []
    /// The element the root view is mounted in, made by `makeRoot`.
    public private(set) var root: GtkElement?
    /// The header bar of each window this renderer shows content in, by window.
    var headerBars: [UnsafeMutableRawPointer: UnsafeMutablePointer<GtkWidget>] = [:]
    /// Each window's own title and subtitle, kept while a page's navigation title replaces them.
    var windowTitles: [UnsafeMutableRawPointer: (title: String?, subtitle: String?)] = [:]
    /// Called with each sheet's or cover's window as it is made, for the host to add what its
    /// own windows have (keyboard shortcuts).
    public var onPresentationWindow: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> Void)?
    /// How many rows a scroll view made from now on holds on screen (the runner's `--viewport-rows`).
    public var viewportRows = 8
    /// The windows sheets are made in are sized like this; a cover takes its presenter's size.
    public var sheetSize = (width: Int32(380), height: Int32(260))
    /// Each window's group of accelerators for keyboard shortcuts, by window, once one is needed.
    var accelGroups: [UnsafeMutableRawPointer: UnsafeMutablePointer<GtkAccelGroup>] = [:]

    /// Whether the scene's phase follows the desktop's focus (`.inactive` while another window
    /// has it); the lab's window sets this false while a script drives it, so that its log does
    /// not depend on the desktop. Minimising or hiding the window is followed either way.
    public var followsWindowFocus = true {
        didSet { if followsWindowFocus != oldValue { recheckSceneWindows() } }
    }
    /// The windows followed for their views' `\.scenePhase` and size classes.
    var sceneWindowFollowers: [WeakSceneWindowFollower] = []

    public init() {}

    /// Widgets made by any renderer that are still alive (see `WidgetCensus`), and signal
    /// closures GTK still holds.
    public static var liveWidgets: Int { WidgetCensus.alive }
    /// Handler closures still held. What waits for `DeferredRelease`'s idle (removed elements
    /// and their handlers) is released first, as for `liveWidgets`.
    public static var liveSignalHandlers: Int {
        DeferredRelease.releaseAll()
        return Signals.liveHandlers
    }

    /// Makes the element a root view is mounted in, placed in `box` (a vertical GtkBox the caller
    /// owns) of `window`, whose header bar receives the back buttons of navigation stacks.
    /// Told of a person's own use of the widgets, as the script action that does the same.
    public var onPersonAction: (@MainActor (String) -> Void)?
    /// The text field last given the focus, as the log knows it: by a logged `focus:`, or by
    /// typing into it, which gives it the focus in a replay (`Focus.swift`).
    weak var fieldWithFocus: GtkElement?
    /// Told when a person edits a text field in a way no script action can write.
    public var onUnscriptableEdit: (@MainActor () -> Void)?
    /// Told when a person scrolls with the wheel or scroll bar, which no script action writes.
    public var onScrollByHand: (@MainActor () -> Void)?
    /// Set while a script's step drives the widgets, whose signals are then not a person's.
    var isDriving = false
    /// The latest fade of each element drawing a transition (`Features/Transitions.swift`).
    var fadeGenerations: [ObjectIdentifier: Int] = [:]

    public func makeRoot(in box: UnsafeMutablePointer<GtkWidget>, window: UnsafeMutablePointer<GtkWidget>, headerBar: UnsafeMutablePointer<GtkWidget>?) -> GtkElement {
        if let headerBar { headerBars[window.raw] = headerBar }
        Self.measureScreen()
        let element = GtkElement(.window, widget: box, container: box, placement: BoxPlacement.filling)
        root = element
        return element
    }

    /// Gives `UIScreen.main` the size and scale of the primary monitor, or the first one.
    private static func measureScreen() {
        guard let display = gdk_display_get_default(),
              let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) else { return }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &geometry)
        UIScreen.setMain(
            bounds: CGRect(x: 0, y: 0, width: Double(geometry.width), height: Double(geometry.height)),
            scale: Double(gdk_monitor_get_scale_factor(monitor))
        )
    }

    /// Forgets a window given to `makeRoot`.
    public func forgetWindow(_ window: UnsafeMutablePointer<GtkWidget>) {
        headerBars[window.raw] = nil
        windowTitles[window.raw] = nil
        forgetAccelGroup(of: window)
    }

    /// Lets go of the window's keyboard shortcuts' group, which the window holds while it lives:
    /// a window made later at the same address gets a group of its own.
    func forgetAccelGroup(of window: UnsafeMutablePointer<GtkWidget>) {
        if let group = accelGroups.removeValue(forKey: window.raw) { g_object_unref(group) }
    }

    func gtk(_ element: any RenderElement) -> GtkElement {
        guard let element = element as? GtkElement else {
            preconditionFailure("GtkRenderer was handed an element it did not make: \(Swift.type(of: element))")
        }
        return element
    }

    /// An element of `role` for `widget`. `styled` gives the widget the stylesheet's class for the
    /// role, `lab-<role>`: only the few kinds the stylesheet styles ask for it, since a class on
    /// every label and box would cost every row of a long list.
    func make(_ role: ElementRole, _ widget: UnsafeMutablePointer<GtkWidget>, container: UnsafeMutablePointer<GtkWidget>? = nil, placement: ChildPlacement = .leaf, styled: Bool = false) -> GtkElement {
        let element = GtkElement(role, widget: widget, container: container, placement: placement)
        if styled { gtk_style_context_add_class(cg_style(widget.raw), "lab-\(role)") }
        return element
    }

    /// A horizontal or vertical box owned by `element`, made visible.
    func innerBox(_ orientation: GtkOrientation, spacing: Int32, owner parts: inout [WidgetRef]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(orientation, spacing)!
        parts.append(WidgetRef(box))
        gtk_widget_show(box)
        return box
    }

    /// Keeps `amount` of space on every side of `widget`: padding, and the panes that have it.
    func setMargins(of widget: UnsafeMutablePointer<GtkWidget>, _ insets: EdgeInsets) {
        gtk_widget_set_margin_top(widget, pixels(insets.top, atLeast: 0))
        gtk_widget_set_margin_bottom(widget, pixels(insets.bottom, atLeast: 0))
        gtk_widget_set_margin_start(widget, pixels(insets.leading, atLeast: 0))
        gtk_widget_set_margin_end(widget, pixels(insets.trailing, atLeast: 0))
    }

    // MARK: RenderBackend

    public func makeText(_ string: String) -> any RenderElement {
        // Through `withCString`: passing the String itself copies it into a new array first,
        // an allocation per label.
        let label = string.withCString { gtk_label_new($0) }!
        gtk_label_set_xalign(cg_label(label.raw), 0)
        setWrapping(label, for: string)
        return make(.text, label)
    }

    public func updateText(_ element: any RenderElement, to string: String) {
        let label = gtk(element).pointer
        string.withCString { gtk_label_set_text(cg_label(label.raw), $0) }
        setWrapping(label, for: string)
    }

    /// Long texts wrap, as SwiftUI's do. Short ones never need to, and a wrapping label costs
    /// GTK a height-for-width layout, which makes long lists of short labels much slower.
    private func setWrapping(_ label: UnsafeMutablePointer<GtkWidget>, for string: String) {
        let wraps: gboolean = string.utf8.count > 40 ? 1 : 0
        guard gtk_label_get_line_wrap(cg_label(label.raw)) != wraps else { return }
        gtk_label_set_line_wrap(cg_label(label.raw), wraps)
        gtk_label_set_line_wrap_mode(cg_label(label.raw), PANGO_WRAP_WORD_CHAR)
    }

    public func makeButton(action: @escaping @MainActor () -> Void) -> any RenderElement {
        let button = gtk_button_new()!
        gtk_widget_set_halign(button, GTK_ALIGN_START)
        let element = make(.button, button, container: button, placement: LabelPlacement.shared)
        // The handler holds the action, not the element, which holds the widget that holds the
        // handler. It goes when the element does (its deinit lets go of it), so it never sees the
        // element gone: unowned, without the side table a weak reference gives each row's button.
        Signals.connect(button.raw, "clicked") { [weak self, unowned element] in
            self?.personUsed(element)
            action()
        }
        return element
    }

    public func makeStack(axis: Axis, spacing: Double?) -> any RenderElement {
        let orientation = axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        let box = gtk_box_new(orientation, Int32(spacing ?? 8))!
        return make(.stack, box, container: box, placement: StackPlacement.shared)
    }

    public func updateStack(_ element: any RenderElement, spacing: Double?) {
        gtk_box_set_spacing(cg_box(gtk(element).pointer.raw), Int32(spacing ?? 8))
        gtk(element).stackChunks?.setSpacing(Int32(spacing ?? 8))
    }

    public func insert(_ child: any RenderElement, into parent: any RenderElement, at index: Int) {
        gtk(parent).insertChild(gtk(child), at: index)
    }

    public func move(_ child: any RenderElement, in parent: any RenderElement, to index: Int) {
        gtk(parent).moveChild(gtk(child), to: index)
    }

    public func remove(_ child: any RenderElement, from parent: any RenderElement) {
        let child = gtk(child)
        gtk(parent).removeChild(child)
        // The element, and those in it, go after the frame, as their widgets do.
        DeferredRelease.keep(child)
    }

    public func afterFrame(_ work: @escaping @MainActor () -> Void) {
        DeferredRelease.run(work)
    }

    public func didChangeChildren(of parent: any RenderElement) {
        let parent = gtk(parent)
        parent.placement.placeWaiting(of: parent)
        parent.placement.didChangeChildren(of: parent)
        keepLabelsHidden(in: parent)
        parent.stackChunks?.finishPass()
        SpacerAbsorption.arrange(parent)
        ChildAlignment.realign(childrenOf: parent)
    }

    public func observeShowing(of element: any RenderElement, _ handler: @escaping @MainActor (Bool) -> Void) {
        let element = gtk(element)
        // A spacer whose showing is watched is shown by a widget of its own (`SpacerAbsorption`);
        // the graph watches an element when it makes it, before placing it.
        if element.role == .spacer { element.spacerNeedsWidget = true }
        // A layer restacked in its ZStack is unmapped and mapped again, and never stops being shown.
        let widget = element.pointer
        Signals.connect(widget.raw, "map") { if !LayerPlacement.isRestacking(widget) { handler(true) } }
        Signals.connect(widget.raw, "unmap") { if !LayerPlacement.isRestacking(widget) { handler(false) } }
        if element.isMapped { handler(true) }
    }
}
