import CGtk
import Driving
import ViewLayer

/// Navigation: a GtkStack of pages, the root page first, whose back button sits in the header bar
/// of the window the stack is shown in; a link is a flat button with a chevron.
extension GtkRenderer: NavigationRendering {
    public func makeNavigationStack(onBack: @escaping @MainActor () -> Void) -> any RenderElement {
        let stack = gtk_stack_new()!
        // No transition: pages are mapped and unmapped at once, so appear/disappear follow the action.
        gtk_stack_set_transition_type(cg_stack(stack.raw), GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_widget_set_vexpand(stack, 1)
        var parts: [WidgetRef] = []
        let root = innerBox(GTK_ORIENTATION_VERTICAL, spacing: 8, owner: &parts)
        gtk_stack_add_named(cg_stack(stack.raw), root, "root")
        let element = make(.navigationStack, stack, container: root, placement: BoxPlacement.packed)
        // The top page, or the root content when nothing is pushed.
        element.choosesShownChildren = { stack in stack.pages.last.map { [$0] } }
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
        let element = make(.navigationLink, button, container: content, placement: BoxPlacement.packed, styled: true)
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
}
