import CGtk
import Driving
import ViewLayer

/// What a picker's element keeps: how it draws its options, the widgets that choose them, and
/// the option chosen.
@MainActor
final class GtkPicker {
    let style: PickerStyleKind
    /// The combo box of a menu; the box of radio buttons of the other styles.
    let chooser: UnsafeMutablePointer<GtkWidget>
    /// A menu's options' widgets, kept out of the window: the combo box shows their texts.
    let holder: WidgetRef?
    /// The radio button that is active while no option is chosen; never shown.
    let noneButton: WidgetRef?
    /// Each option's radio button, by the option's element.
    var buttons: [ObjectIdentifier: WidgetRef] = [:]
    /// The texts the combo box shows, as last read from the options.
    var entries: [String] = []
    weak var chosen: GtkElement?
    /// Tells the graph, and the log, that a person chose an option.
    var personChose: @MainActor (GtkElement) -> Void = { _ in }

    init(style: PickerStyleKind, chooser: UnsafeMutablePointer<GtkWidget>, holder: WidgetRef?, noneButton: WidgetRef?) {
        self.style = style
        self.chooser = chooser
        self.holder = holder
        self.noneButton = noneButton
    }
}

/// Pickers: a menu is a `GtkComboBoxText` of its options' texts; segments are radio buttons drawn
/// as linked toggle buttons; inline options are radio buttons in a column, each holding its
/// option's widgets. The label comes first.
extension GtkRenderer: PickerRendering {
    public func makePicker(style: PickerStyleKind, onChoose: @escaping @MainActor (any RenderElement) -> Void) -> any RenderElement {
        let row = gtk_box_new(style == .inline ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, style == .inline ? 6 : 12)!
        let element = make(.picker, row, container: row, placement: PickerPlacement.shared)
        let state: GtkPicker
        switch style {
        case .menu:
            let combo = gtk_combo_box_text_new()!
            gtk_widget_set_valign(combo, GTK_ALIGN_CENTER)
            gtk_widget_show(combo)
            gtk_box_pack_end(cg_box(row.raw), combo, 0, 1, 0)
            state = GtkPicker(style: style, chooser: combo, holder: WidgetRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)), noneButton: nil)
            Signals.connect(combo.raw, "changed") { [unowned element] in
                guard !element.isSettingValue, let picker = element.picker else { return }
                let index = Int(gtk_combo_box_get_active(cg_combo_box(combo.raw)))
                let options = element.children.filter { $0.role == .pickerOption }
                guard options.indices.contains(index) else { return }
                picker.personChose(options[index])
            }
        case .segmented, .inline:
            let box = gtk_box_new(style == .segmented ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, style == .segmented ? 0 : 6)!
            if style == .segmented {
                // Segments of one width across the row, as SwiftUI lays them out.
                gtk_style_context_add_class(cg_style(box.raw), "linked")
                gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
                gtk_box_set_homogeneous(cg_box(box.raw), 1)
                gtk_widget_set_hexpand(box, 1)
            }
            gtk_widget_show(box)
            gtk_box_pack_end(cg_box(row.raw), box, style == .segmented ? 1 : 0, 1, 0)
            state = GtkPicker(style: style, chooser: box, holder: nil, noneButton: WidgetRef(gtk_radio_button_new(nil)))
        }
        state.personChose = { [weak self, unowned element] option in
            self?.personUsed(element, value: option.label)
            onChoose(option)
        }
        element.parts = [state.holder, state.noneButton].compactMap { $0 }
        element.picker = state
        return element
    }

    public func makePickerLabel() -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        return make(.pickerLabel, box, container: box, placement: BoxPlacement.packed)
    }

    public func makePickerOption() -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        return make(.pickerOption, box, container: box, placement: BoxPlacement.packed)
    }

    public func updatePicker(_ element: any RenderElement, chosen: (any RenderElement)?) {
        let element = gtk(element)
        element.picker?.chosen = chosen.map(gtk)
        Self.showChoice(of: element)
    }

    /// Brings the chooser in line with the options and the chosen one: after the picker's
    /// update, and again once the pass has placed its options.
    static func showChoice(of element: GtkElement) {
        guard let picker = element.picker else { return }
        let chosen = picker.chosen
        element.isSettingValue = true
        defer { element.isSettingValue = false }
        let options = element.children.filter { $0.role == .pickerOption }
        switch picker.style {
        case .menu:
            // The combo box shows copies of the options' texts: read again at each update.
            let combo = cg_combo_box_text(picker.chooser.raw)
            let entries = options.map(\.label)
            if entries != picker.entries {
                gtk_combo_box_text_remove_all(combo)
                for entry in entries { gtk_combo_box_text_append_text(combo, entry) }
                picker.entries = entries
            }
            let index = chosen.flatMap { chosen in options.firstIndex { $0 === chosen } } ?? -1
            gtk_combo_box_set_active(cg_combo_box(picker.chooser.raw), Int32(index))
        case .segmented, .inline:
            let button = chosen.flatMap { picker.buttons[ObjectIdentifier($0)] } ?? picker.noneButton
            if let button { gtk_toggle_button_set_active(cg_toggle_button(button.pointer.raw), 1) }
        }
    }

    /// Chooses the option as a person does: picks it in the combo box, or clicks its button.
    public func select(_ option: String, in label: String, occurrence: Int) throws(DriveError) {
        guard let front else { throw .noSuchControl(label: label, kind: "picker", visible: []) }
        let found = try front.choosable(label, occurrence: occurrence, among: front.shownElements())
        // An item of a submenu, or an option of a picker in the menu, is chosen where it is.
        let element = found.chooser(offering: option) ?? found
        if element.role == .datePicker { return try pickDate(option, in: element, label: label) }
        let chosen = try element.option(named: option, in: label)
        if element.role == .contextMenu { return openContextMenu(of: element, andPick: chosen) }
        // A menu's item: opened, then clicked, as a person picks it.
        if let menu = element.menu {
            guard element.isEnabled, chosen.isEnabled else { return }
            driving {
                gtk_popover_popup(cg_popover(menu.popover.raw))
                gtk_button_clicked(cg_button(chosen.pointer.raw))
            }
            return
        }
        guard element.isEnabled, let picker = element.picker else { return }
        driving {
            switch picker.style {
            case .menu:
                let options = element.children.filter { $0.role == .pickerOption }
                guard let index = options.firstIndex(where: { $0 === chosen }) else { return }
                gtk_combo_box_set_active(cg_combo_box(picker.chooser.raw), Int32(index))
            case .segmented, .inline:
                guard let button = picker.buttons[ObjectIdentifier(chosen)] else { return }
                gtk_button_clicked(cg_button(button.pointer.raw))
            }
        }
    }
}

extension GtkElement {
    /// A picker's chosen option.
    public var chosenOption: GtkElement? { picker?.chosen }
}

/// A picker's children: its label first in its row, and its options where its style shows them.
@MainActor
final class PickerPlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        guard let picker = element.picker else { return }
        if child.role == .pickerLabel {
            gtk_box_pack_start(cg_box(container.raw), child.pointer, 0, 1, 0)
            gtk_box_reorder_child(cg_box(container.raw), child.pointer, 0)
            // Segments stand for themselves, as SwiftUI shows a segmented picker without its label.
            if picker.style == .segmented { gtk_widget_hide(child.pointer) }
            return
        }
        // An option, or a view in the content that is not one (shown, never chosen).
        let position = element.children.prefix(index).filter { $0.role != .pickerLabel }.count
        switch picker.style {
        case .menu:
            guard let holder = picker.holder?.pointer else { return }
            gtk_box_pack_start(cg_box(holder.raw), child.pointer, 0, 1, 0)
            gtk_box_reorder_child(cg_box(holder.raw), child.pointer, Int32(position))
        case .segmented, .inline:
            let button = gtk_radio_button_new(nil)!
            if let none = picker.noneButton?.pointer { gtk_radio_button_join_group(cg_radio_button(button.raw), cg_radio_button(none.raw)) }
            if picker.style == .segmented {
                gtk_toggle_button_set_mode(cg_toggle_button(button.raw), 0)
                gtk_widget_set_halign(child.pointer, GTK_ALIGN_CENTER)
            }
            gtk_container_add(cg_container(button.raw), child.pointer)
            gtk_widget_show(button)
            gtk_box_pack_start(cg_box(picker.chooser.raw), button, 0, 1, 0)
            gtk_box_reorder_child(cg_box(picker.chooser.raw), button, Int32(position))
            picker.buttons[ObjectIdentifier(child)] = WidgetRef(button)
            Signals.connect(button.raw, "toggled") { [weak element, weak child] in
                guard let element, let child, !element.isSettingValue, gtk_toggle_button_get_active(cg_toggle_button(button.raw)) != 0 else { return }
                element.picker?.personChose(child)
            }
        }
    }

    override func didChangeChildren(of element: GtkElement) {
        GtkRenderer.showChoice(of: element)
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        guard let picker = element.picker, child.role != .pickerLabel else { return }
        let position = Int32(element.children.prefix(index).filter { $0.role != .pickerLabel }.count)
        if let button = picker.buttons[ObjectIdentifier(child)] {
            gtk_box_reorder_child(cg_box(picker.chooser.raw), button.pointer, position)
        } else if let holder = picker.holder?.pointer {
            gtk_box_reorder_child(cg_box(holder.raw), child.pointer, position)
        }
    }

    override func remove(_ child: GtkElement, at index: Int, from container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.remove(child, at: index, from: container, of: element)
        guard let picker = element.picker, let button = picker.buttons.removeValue(forKey: ObjectIdentifier(child)) else { return }
        if let box = gtk_widget_get_parent(button.pointer) { gtk_container_remove(cg_container(box.raw), button.pointer) }
    }

    static let shared = PickerPlacement()
}
