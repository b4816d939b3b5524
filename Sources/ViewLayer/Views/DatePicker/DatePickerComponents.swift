/// Which parts of a date a `DatePicker` edits: `.date`, `.hourAndMinute`, or both.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 12 | 1 << 13)
    public static let date = DatePickerComponents(rawValue: 1 << 2 | 1 << 3 | 1 << 4)
}
