import CGtk
import Driving
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
    /// Called with each sheet's or cover's window as it is made, for the host to add what its
    /// own windows have (keyboard shortcuts).
    public var onPresentationWindow: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> Void)?
    /// How many rows a scroll view made from now on holds on screen (the runner's `--viewport-rows`).
    public var viewportRows = 8
    /// The windows sheets are made in are sized like this; a cover takes its presenter's size.
    public var sheetSize = (width: Int32(380), height: Int32(260))

    public init() {}

    private static let styledRoles: Set<ElementRole> = [.list, .navigationLink, .padding, .splitView]

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
    /// Told when a person edits a text field in a way no script action can write.
    public var onUnscriptableEdit: (@MainActor () -> Void)?
    /// Told when a person scrolls with the wheel or scroll bar, which no script action writes.
    public var onScrollByHand: (@MainActor () -> Void)?
    /// Set while a script's step drives the widgets, whose signals are then not a person's.
    var isDriving = false

    public func makeRoot(in box: UnsafeMutablePointer<GtkWidget>, window: UnsafeMutablePointer<GtkWidget>, headerBar: UnsafeMutablePointer<GtkWidget>?) -> GtkElement {
        if let headerBar { headerBars[window.raw] = headerBar }
        let element = GtkElement(.window, widget: box, container: box, placement: BoxPlacement.filling)
        root = element
        return element
    }

    /// Forgets a window given to `makeRoot`.
    public func forgetWindow(_ window: UnsafeMutablePointer<GtkWidget>) {
        headerBars[window.raw] = nil
    }

    func gtk(_ element: any RenderElement) -> GtkElement {
        guard let element = element as? GtkElement else {
            preconditionFailure("GtkRenderer was handed an element it did not make: \(Swift.type(of: element))")
        }
        return element
    }

    func make(_ role: ElementRole, _ widget: UnsafeMutablePointer<GtkWidget>, container: UnsafeMutablePointer<GtkWidget>? = nil, placement: ChildPlacement = .leaf) -> GtkElement {
        let element = GtkElement(role, widget: widget, container: container, placement: placement)
        // Classes for the stylesheet, on the few kinds it styles: a class on every label and box
        // would cost every row of a long list.
        if Self.styledRoles.contains(role) { gtk_style_context_add_class(cg_style(widget.raw), "lab-\(role)") }
        return element
    }

    /// A horizontal or vertical box owned by `element`, made visible.
    func innerBox(_ orientation: GtkOrientation, spacing: Int32, owner parts: inout [WidgetRef]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(orientation, spacing)!
        parts.append(WidgetRef(box))
        gtk_widget_show(box)
        return box
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

    public func setBold(_ element: any RenderElement, _ bold: Bool) {
        let style = cg_style(gtk(element).pointer.raw)
        if bold { gtk_style_context_add_class(style, "lab-bold") } else { gtk_style_context_remove_class(style, "lab-bold") }
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

    public func makeToggle(isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void) -> any RenderElement {
        let check = gtk_check_button_new()!
        gtk_toggle_button_set_active(cg_toggle_button(check.raw), isOn ? 1 : 0)
        let element = make(.toggle, check, container: check, placement: LabelPlacement.shared)
        Signals.connect(check.raw, "toggled") { [weak self, unowned element] in
            guard !element.isSettingValue else { return }
            self?.personUsed(element)
            onChange(element.isOn)
        }
        return element
    }

    public func updateToggle(_ element: any RenderElement, isOn: Bool) {
        let element = gtk(element)
        element.isSettingValue = true
        gtk_toggle_button_set_active(cg_toggle_button(element.pointer.raw), isOn ? 1 : 0)
        element.isSettingValue = false
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

    public func makePadding(_ amount: Double) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        setMargins(of: box, amount)
        return make(.padding, box, container: box, placement: BoxPlacement.packed)
    }

    public func updatePadding(_ element: any RenderElement, _ amount: Double) {
        setMargins(of: gtk(element).pointer, amount)
    }

    func setMargins(of widget: UnsafeMutablePointer<GtkWidget>, _ amount: Double) {
        let margin = Int32(amount.rounded())
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }

    public func makeNavigationStack(onBack: @escaping @MainActor () -> Void) -> any RenderElement {
        let stack = gtk_stack_new()!
        // No transition: pages are mapped and unmapped at once, so appear/disappear follow the action.
        gtk_stack_set_transition_type(cg_stack(stack.raw), GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_widget_set_vexpand(stack, 1)
        var parts: [WidgetRef] = []
        let root = innerBox(GTK_ORIENTATION_VERTICAL, spacing: 8, owner: &parts)
        gtk_stack_add_named(cg_stack(stack.raw), root, "root")
        let element = make(.navigationStack, stack, container: root, placement: BoxPlacement.packed)
        element.action = onBack

        let back = gtk_button_new_from_icon_name("go-previous-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_widget_set_tooltip_text(back, "Back")
        gtk_style_context_add_class(cg_style(back.raw), "lab-back")
        let backRef = WidgetRef(back)
        element.backButton = backRef
        element.parts = parts
        Signals.connect(back.raw, "clicked") { [weak self, weak element] in
            self?.personDid("back")
            element?.action?()
        }
        // The back button goes into the header bar of whichever window the stack is shown in.
        Signals.connect(stack.raw, "map") { [weak self, weak element] in
            guard let self, let element else { return }
            self.placeBackButton(of: element)
        }
        Signals.connect(stack.raw, "unmap") { gtk_widget_hide(backRef.pointer) }
        return element
    }

    /// The back button of the innermost navigation stack with a page pushed on the front
    /// window: the one a person sees.
    var visibleBackButton: UnsafeMutablePointer<GtkWidget>? {
        front?.lastShown(where: { $0.role == .navigationStack && !$0.pages.isEmpty })?.backButton?.pointer
    }

    func placeBackButton(of stack: GtkElement) {
        guard let back = stack.backButton?.pointer else { return }
        if gtk_widget_get_parent(back) == nil, let toplevel = gtk_widget_get_toplevel(stack.pointer), let bar = headerBars[toplevel.raw] {
            gtk_header_bar_pack_start(cg_header_bar(bar.raw), back)
            updateBackButtons(in: toplevel)
        }
        gtk_widget_set_visible(back, stack.pages.isEmpty ? 0 : 1)
    }

    public func makeNavigationLink(action: @escaping @MainActor () -> Void) -> any RenderElement {
        let button = gtk_button_new()!
        gtk_button_set_relief(cg_button(button.raw), GTK_RELIEF_NONE)
        var parts: [WidgetRef] = []
        let row = innerBox(GTK_ORIENTATION_HORIZONTAL, spacing: 8, owner: &parts)
        let content = innerBox(GTK_ORIENTATION_HORIZONTAL, spacing: 6, owner: &parts)
        gtk_widget_set_hexpand(content, 1)
        let chevron = gtk_image_new_from_icon_name("go-next-symbolic", GTK_ICON_SIZE_BUTTON)!
        parts.append(WidgetRef(chevron))
        gtk_widget_show(chevron)
        gtk_box_pack_start(cg_box(row.raw), content, 1, 1, 0)
        gtk_box_pack_end(cg_box(row.raw), chevron, 0, 0, 0)
        gtk_container_add(cg_container(button.raw), row)
        let element = make(.navigationLink, button, container: content, placement: BoxPlacement.packed)
        element.parts = parts
        Signals.connect(button.raw, "clicked") { [weak self, weak element] in
            self?.personUsed(element)
            action()
        }
        return element
    }

    public func pushPage(onto stack: any RenderElement) -> any RenderElement {
        let stack = gtk(stack)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        let page = GtkElement(.page, widget: box, container: box, placement: BoxPlacement.filling)
        stack.pages.append(page)
        gtk_container_add(cg_container(stack.pointer.raw), box)
        gtk_stack_set_visible_child(cg_stack(stack.pointer.raw), box)
        placeBackButton(of: stack)
        return page
    }

    public func popPage(_ page: any RenderElement, from stack: any RenderElement) {
        let stack = gtk(stack)
        let page = gtk(page)
        stack.pages.removeAll { $0 === page }
        let below = stack.pages.last?.pointer ?? stack.container
        if let below { gtk_stack_set_visible_child(cg_stack(stack.pointer.raw), below) }
        gtk_container_remove(cg_container(stack.pointer.raw), page.pointer)
        placeBackButton(of: stack)
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
        gtk(parent).stackChunks?.finishPass()
    }

    public func observeShowing(of element: any RenderElement, _ handler: @escaping @MainActor (Bool) -> Void) {
        let element = gtk(element)
        Signals.connect(element.pointer.raw, "map") { handler(true) }
        Signals.connect(element.pointer.raw, "unmap") { handler(false) }
        if element.isMapped { handler(true) }
    }
}
