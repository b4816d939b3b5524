import ViewLayer

extension InspectableElement {
    /// The day or time `text` names for this date picker, labelled `label`, in the form `show`
    /// prints it (`2026-11-29`, `09:41`, `2026-11-29 09:41`).
    public func pickedDate(reading text: String, label: String) throws(DriveError) -> PickedDate {
        guard let current = pickedDate else { throw .noSuchOption(picker: label, option: text, options: []) }
        guard let read = current.reading(text) else { throw .notADate(picker: label, value: text, example: current.scriptForm) }
        return read
    }
}
