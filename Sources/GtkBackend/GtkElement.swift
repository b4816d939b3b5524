import CGtk
import Driving
import ViewLayer

/// A GTK widget made for a view, with what the renderer needs to place children in it and to
/// drive it as a person would.
@MainActor
public final class GtkElement: RenderElement {
    public let role: ElementRole
    /// The widget placed into the parent, owned by this element: a reference is held from the
    /// element's making to its end, whichever containers the widget passes through.
    let pointer: UnsafeMutablePointer<GtkWidget>
    /// The widget children are placed into: the widget itself, or a box inside it.
    let container: UnsafeMutablePointer<GtkWidget>?
    /// How children's widgets go into `container`: the kind of container's own (`ChildPlacement`).
    let placement: ChildPlacement
    /// The children in order, as the graph placed them.
    private(set) var children: [GtkElement] = []
    /// A stack's or scroll view's direction.
    var axis: Axis = .vertical
    /// Set while the renderer itself sets a control's value (a toggle's state, a text field's
    /// text), so that the signal its own change emits is not taken for a person's. Here, not in
    /// `extras`: it fits beside `axis`, and every toggle and field sets it.
    var isSettingValue = false
    /// A stack's `Spacer` whose room its content takes, with no widget in the stack's box; how
    /// many a stack holds; which sides' spacers a content child takes the room of; whether a
    /// stack has such children; and whether a spacer must keep its widget (`SpacerAbsorption`).
    /// Here too, beside `axis`, in what would be padding.
    var isUnpackedSpacer = false
    var spacerNeedsWidget = false
    var takesSpace: UInt8 = 0
    var hasSpaceTakers = false
    var unpackedSpacers: UInt16 = 0
    /// A text given a frame of its width in place: its alignment is the frame's, which no
    /// placement overrides.
    var isFramedText = false
    /// How many of a stack's last children wait for the end of the pass to be packed
    /// (`StackPlacement.mayWait`). Here, in what would be padding before `extras`.
    var waitingAppends: UInt32 = 0
    /// What only some elements keep (see `ElementExtras`), made on first write: most elements
    /// are a row's labels and buttons, and a long list has thousands.
    var extras: ElementExtras?

    init(_ role: ElementRole, widget: UnsafeMutablePointer<GtkWidget>, container: UnsafeMutablePointer<GtkWidget>? = nil, placement: ChildPlacement = .leaf) {
        self.role = role
        self.placement = placement
        assert(container == nil || placement !== ChildPlacement.leaf, "a \(role) that holds children needs the placement of its kind")
        // The root is the host's own box, lent to the renderer.
        pointer = widget
        WidgetRef.takeOwnership(of: widget, counted: role != .window)
        self.container = container
        // A presentation is shown once it is set up, by the renderer.
        if role != .sheet && role != .fullScreenCover && role != .popover { gtk_widget_show(widget) }
    }

    /// The element's own widget, for hosts that place or picture it.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> { pointer }

    /// GTK is used on the main thread only, so the reference is dropped there too, and after the
    /// frame: the element is off screen already, and tearing down its widgets can wait. A removed
    /// element itself goes after the frame (`GtkRenderer.remove`); what its handlers reach of the
    /// user's was let go of with its node (`ElementHeldState`). Its handlers' closures go now
    /// rather than with the widget, which a parent or GTK may keep longer still.
    isolated deinit {
        Signals.releaseClosures(of: pointer.raw)
        if let back = backButton?.pointer, let bar = gtk_widget_get_parent(back) {
            gtk_container_remove(cg_container(bar.raw), back)
        }
        DeferredRelease.release(pointer)
    }

    public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }

    /// A label's text, or what a text field holds, as the widget shows it.
    public var text: String {
        // An alert's title, which `show` prints before its message.
        if role == .alert { return alertTitle }
        if role == .accessibilityLabel { return accessibilityName ?? "" }
        if let editor = textEditor { return editor.text }
        let text = switch role {
        case .text: gtk_label_get_text(cg_label(pointer.raw))
        case .textField: gtk_entry_get_text(cg_entry(pointer.raw))
        default: nil as UnsafePointer<gchar>?
        }
        return text.map { String(cString: $0) } ?? ""
    }

    /// A text field's placeholder, which shows its prompt.
    public var prompt: String {
        if let editor = textEditor { return editor.prompt }
        guard role == .textField, let prompt = gtk_entry_get_placeholder_text(cg_entry(pointer.raw)) else { return "" }
        return String(cString: prompt)
    }

    /// The widget that takes the keyboard: a multi-line field's text view inside its frame, or the
    /// element's own widget.
    var inputWidget: UnsafeMutablePointer<GtkWidget> { textEditor?.view ?? pointer }

    /// Whether a toggle is on, as the widget shows it.
    public var isOn: Bool {
        guard role == .toggle else { return false }
        if let toggle = switchWidget { return gtk_switch_get_active(cg_switch(toggle.raw)) != 0 }
        return gtk_toggle_button_get_active(cg_toggle_button(pointer.raw)) != 0
    }

    /// The children shown while this element is: all of them, unless the feature that made it
    /// chose (a navigation stack's top page, a tab view's selected page).
    var shownChildren: [GtkElement] { choosesShownChildren.flatMap { $0(self) } ?? children }

    // MARK: Children

    // The children's order is kept here; where their widgets go is the placement's business.

    func insertChild(_ child: GtkElement, at index: Int) {
        // Room for a few at once: a row's box, given its elements one by one, would grow its
        // array at each.
        if children.isEmpty { children.reserveCapacity(4) }
        children.insert(child, at: index)
        guard let container else { return }
        placement.insert(child, at: index, into: container, of: self)
    }

    func moveChild(_ child: GtkElement, to index: Int) {
        guard let from = children.firstIndex(ofIdentical: child), let container else { return }
        placement.placeWaiting(of: self)
        children.remove(at: from)
        children.insert(child, at: index)
        placement.move(child, from: from, to: index, in: container, of: self)
    }

    func removeChild(_ child: GtkElement) {
        guard let index = children.lastIndex(ofIdentical: child), let container else { return }
        placement.placeWaiting(of: self)
        children.remove(at: index)
        placement.remove(child, at: index, from: container, of: self)
    }
}
