import Driving
import ViewLayer

/// Date pickers: an element holding a day and time, its label the elements inserted into it,
/// picked by a script as a person picks a day in the calendar or sets the time.
extension HeadlessBackend: DatePickerRendering {
    public func makeDatePicker(
        _ components: DatePickerComponents, style: DatePickerStyleKind, value: PickedDate, onChange: @escaping @MainActor (PickedDate) -> Void
    ) -> any RenderElement {
        let element = make(.datePicker)
        element.pickedDate = value
        element.datePicked = onChange
        return element
    }

    public func updateDatePicker(_ element: any RenderElement, value: PickedDate) {
        headless(element).pickedDate = value
    }

    /// Picks the day and time `option` names, as a person does in the calendar and the time's
    /// fields: the picker shows them until the view shows the date it keeps.
    func pickDate(_ option: String, in picker: HeadlessElement, label: String) throws(DriveError) {
        let picked = try picker.pickedDate(reading: option, label: label)
        guard picker.isEnabled else { return }
        picker.pickedDate = picked
        picker.datePicked?(picked)
    }
}
