import CGtk
import ViewLayer

/// Tab views: a row of linked toggle buttons, as GNOME's stack switcher draws them, over a
/// GtkStack of the pages. The buttons are the renderer's own elements, labelled by a text, so that
/// a script taps a tab by its label and a person's click is logged as `tap:LABEL`. The stack shows
/// the selected page and unmaps the others, so switching makes them disappear and appear.
extension GtkRenderer: TabViewRendering {
    public func makeTabView(onSelect: @escaping @MainActor (Int) -> Void) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let bar = WidgetRef(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        gtk_style_context_add_class(cg_style(bar.raw), "linked")
        gtk_widget_set_halign(bar.pointer, GTK_ALIGN_CENTER)
        let stack = WidgetRef(gtk_stack_new())
        gtk_stack_set_transition_type(cg_stack(stack.raw), GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_stack_set_vhomogeneous(cg_stack(stack.raw), 0)
        gtk_box_pack_start(cg_box(box.raw), bar.pointer, 0, 1, 0)
        gtk_box_pack_start(cg_box(box.raw), stack.pointer, 1, 1, 0)
        gtk_widget_show(bar.pointer)
        gtk_widget_show(stack.pointer)
        let element = make(.tabView, box, container: stack.pointer, placement: TabPagePlacement.shared)
        element.choosesShownChildren = { tabs in
            tabs.tabButtons + (tabs.children.indices.contains(tabs.selectedTab) ? [tabs.children[tabs.selectedTab]] : [])
        }
        element.parts = [bar, stack]
        element.tabSelected = onSelect
        return element
    }

    public func setTabs(of tabView: any RenderElement, labels: [String], selected: Int) {
        let element = gtk(tabView)
        if element.tabButtons.map(\.label) != labels { makeTabButtons(of: element, labels: labels) }
        element.selectedTab = selected
        for (index, button) in element.tabButtons.enumerated() {
            button.isSettingValue = true
            gtk_toggle_button_set_active(cg_toggle_button(button.pointer.raw), index == selected ? 1 : 0)
            button.isSettingValue = false
        }
        element.showSelectedPage()
    }

    private func makeTabButtons(of element: GtkElement, labels: [String]) {
        guard let bar = element.parts.first else { return }
        for button in element.tabButtons { gtk_container_remove(cg_container(bar.raw), button.pointer) }
        element.tabButtons = labels.enumerated().map { index, label in
            let toggle = gtk_toggle_button_new()!
            let button = make(.button, toggle, container: toggle, placement: LabelPlacement.shared)
            let text = make(.text, gtk_label_new(label)!)
            button.insertChild(text, at: 0)
            gtk_box_pack_start(cg_box(bar.raw), toggle, 0, 1, 0)
            Signals.connect(toggle.raw, "clicked") { [weak self, weak element, weak button] in
                guard let button, !button.isSettingValue else { return }
                self?.personUsed(button)
                element?.tabSelected?(index)
                // Pressing the shown tab's button again leaves it pressed.
                guard let element else { return }
                button.isSettingValue = true
                gtk_toggle_button_set_active(cg_toggle_button(button.pointer.raw), index == element.selectedTab ? 1 : 0)
                button.isSettingValue = false
            }
            return button
        }
    }
}

extension GtkElement {
    /// Shows the selected page of a tab view, once it is in the stack.
    func showSelectedPage() {
        guard role == .tabView, children.indices.contains(selectedTab), let stack = container else { return }
        gtk_stack_set_visible_child(cg_stack(stack.raw), children[selectedTab].pointer)
    }
}

/// A tab view's pages, in a `GtkStack` that shows the selected one.
@MainActor
final class TabPagePlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.insert(child, at: index, into: container, of: element)
        element.showSelectedPage()
    }

    override func remove(_ child: GtkElement, at index: Int, from container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.remove(child, at: index, from: container, of: element)
        element.showSelectedPage()
    }

    static let shared = TabPagePlacement()
}
