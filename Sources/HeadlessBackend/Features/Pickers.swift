import Driving
import ViewLayer

/// Pickers: an element holding its label and its options, one of them chosen. A menu's options
/// are not shown until it opens, which a script never needs: `select:` chooses by name.
extension HeadlessBackend: PickerRendering {
    public func makePicker(style: PickerStyleKind, onChoose: @escaping @MainActor (any RenderElement) -> Void) -> any RenderElement {
        let element = make(.picker)
        element.optionChosen = onChoose
        if style == .menu {
            element.choosesShownChildren = { picker in picker.children.filter { $0.role != .pickerOption } }
        }
        return element
    }

    public func makePickerLabel() -> any RenderElement {
        make(.pickerLabel)
    }

    public func makePickerOption() -> any RenderElement {
        make(.pickerOption)
    }

    public func updatePicker(_ element: any RenderElement, chosen: (any RenderElement)?) {
        headless(element).chosenOption = chosen.map(headless)
    }

    public func select(_ option: String, in label: String, occurrence: Int) throws(DriveError) {
        try select(option, in: label, occurrence: occurrence, within: nil)
    }

    /// The same, in the picker among a view's `elements` only (see `actionable(within:)`).
    package func select(_ option: String, in label: String, occurrence: Int, within elements: [any RenderElement]?) throws(DriveError) {
        let found = try frontWindow.choosable(label, occurrence: occurrence, among: actionable(within: elements))
        // An item of a submenu, or an option of a picker in the menu, is chosen where it is.
        let picker = found.chooser(offering: option) ?? found
        if picker.role == .datePicker { return try pickDate(option, in: picker, label: label) }
        let chosen = try picker.option(named: option, in: label)
        // A disabled picker takes no choice, as an insensitive combo box takes none.
        guard picker.isEnabled, chosen.isEnabled else { return }
        // A menu's item is a button, used as a person picks it from the opened menu.
        if picker.role == .menu || picker.role == .contextMenu {
            chosen.action?()
        } else {
            picker.optionChosen?(chosen)
        }
    }
}
