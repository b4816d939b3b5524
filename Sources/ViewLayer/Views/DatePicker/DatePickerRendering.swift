import Foundation

/// What a backend does to show a `DatePicker`: a control holding its label, showing a day, a
/// time of day, or both.
@MainActor
public protocol DatePickerRendering: RenderBackend {
    /// A date picker drawn as `style` draws it, showing `value`'s parts that `components` name,
    /// its children its label. `onChange` tells the day or time a person chose, the parts the
    /// picker does not show as they were.
    func makeDatePicker(
        _ components: DatePickerComponents, style: DatePickerStyleKind, value: PickedDate, onChange: @escaping @MainActor (PickedDate) -> Void
    ) -> any RenderElement
    func updateDatePicker(_ element: any RenderElement, value: PickedDate)
}

/// A date as a date picker shows it: its day and time of day in the picker's calendar and time
/// zone, and the same as a script writes it (`2026-11-29`, `09:41`, or `2026-11-29 09:41`).
public struct PickedDate: Sendable, Hashable {
    public var year: Int
    /// 1 to 12.
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    /// The parts a script reads and writes: the picker's components.
    public var components: DatePickerComponents
    /// The day as the picker's locale writes it, for a person: `29 Nov 2026`.
    public var dayText: String

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, components: DatePickerComponents, dayText: String = "") {
        (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
        self.components = components
        self.dayText = dayText
    }

    /// How `show` prints it and `select:` takes it.
    public var scriptForm: String {
        let day = String(format: "%04d-%02d-%02d", year, month, day)
        let time = String(format: "%02d:%02d", hour, minute)
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, true): return "\(day) \(time)"
        case (false, true): return time
        default: return day
        }
    }

    /// This date with the parts a script's `text` names, or nil when it is not in the form
    /// `scriptForm` writes.
    public func reading(_ text: String) -> PickedDate? {
        var read = self
        var fields = text.split(separator: " ").map(String.init)
        if components.contains(.date) {
            guard !fields.isEmpty else { return nil }
            let parts = fields.removeFirst().split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
            (read.year, read.month, read.day) = (parts[0], parts[1], parts[2])
        }
        if components.contains(.hourAndMinute) {
            guard !fields.isEmpty else { return nil }
            let parts = fields.removeFirst().split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard parts.count == 2, (0...23).contains(parts[0]), (0...59).contains(parts[1]) else { return nil }
            (read.hour, read.minute) = (parts[0], parts[1])
        }
        return fields.isEmpty ? read : nil
    }
}

extension RenderBackend {
    var datePickerRendering: any DatePickerRendering { rendering(self as? any DatePickerRendering, of: "DatePicker") }
}
