/// What a backend does to show a `Picker`: a control holding its label and its options, one of
/// them chosen.
@MainActor
public protocol PickerRendering: RenderBackend {
    /// A picker drawn as `style` draws it, its children its label (`makePickerLabel`) and then its
    /// options (`makePickerOption`). `onChoose` tells the option a person chose.
    func makePicker(style: PickerStyleKind, onChoose: @escaping @MainActor (any RenderElement) -> Void) -> any RenderElement
    /// Holds the elements of a picker's label.
    func makePickerLabel() -> any RenderElement
    /// Holds the elements of one option.
    func makePickerOption() -> any RenderElement
    /// Shows `chosen`, one of the picker's options, as chosen, or none; asked after every update
    /// of the picker, so that a backend that shows its options' texts apart from their elements
    /// (a combo box's) reads them again.
    func updatePicker(_ element: any RenderElement, chosen: (any RenderElement)?)
}

extension RenderBackend {
    var pickerRendering: any PickerRendering { rendering(self as? any PickerRendering, of: "Picker") }
}
