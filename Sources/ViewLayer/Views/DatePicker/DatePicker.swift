import Foundation

/// A control that picks a day, a time of day, or both, bound to a `Date`.
///
///     DatePicker("Due", selection: $due, in: Date.now..., displayedComponents: .date)
///
/// GTK draws a button showing the day that opens a `GtkCalendar` in a popover (or the calendar in
/// place, `.graphical`), and spin buttons for the hour and minute. The parts a picker does not
/// show stay as the bound date has them: picking a day keeps the time of day. A choice outside
/// `range` is brought to its nearest end, as SwiftUI's pickers refuse days outside it. Days and
/// times are read in the environment's calendar and time zone. `show` prints it as a picker,
/// `| [Due: 2026-11-29]`, and `select:Due=2026-12-24` picks a day (`09:41` a time, both
/// `2026-12-24 09:41`).
public struct DatePicker<Label: View>: View, PrimitiveView {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let environment = node.context.environment
        let calendar = Self.calendar(of: environment)
        let date = node.track { selection.currentValue }
        let locale = environment.locale
        let shown = PickedDate(range.clamped(date), in: calendar, locale: locale, components: components)
        let picked = Self.picking(selection, in: range, components: components, calendar: calendar, locale: locale)
        let state: DatePickerState
        if let kept = node.primitiveState as? DatePickerState, node.element != nil {
            state = kept
            state.binding = picked
            state.update(to: shown)
        } else {
            let backend = node.backend
            state = DatePickerState(binding: picked, shown: shown) { [unowned backend] element, value in
                backend.set(.toggle) { $0.datePickerRendering.updateDatePicker(element, value: value) }
            }
            node.primitiveState = state
            let style = environment.datePickerStyleKind
            let components = components
            let made = backend.make {
                $0.datePickerRendering.makeDatePicker(components, style: style, value: shown) { [weak state] in state?.personChanged(to: $0) }
            }
            node.setElement(made, holdsChildren: PrimitiveNode.controlHoldsChildren(labelledBy: Label.self))
            state.element = node.element
        }
        node.updateLabel(label, of: state)
        node.updateLabelsHidden(&state.labelsHidden)
        node.updateEnablement(&state.isEnabled)
    }

    private static func calendar(of environment: EnvironmentValues) -> Calendar {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        return calendar
    }

    /// The bound date seen as the day and time the picker shows; a day or time a person picks is
    /// merged into the bound date's other parts.
    private static func picking(
        _ selection: Binding<Date>, in range: ClosedRange<Date>, components: DatePickerComponents, calendar: Calendar, locale: Locale
    ) -> Binding<PickedDate> {
        selection.mapped(
            get: { PickedDate(range.clamped($0), in: calendar, locale: locale, components: components) },
            set: { range.clamped($0.date(merging: selection.currentValue, in: calendar)) }
        )
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents, label: Text(title))
    }
}

/// What a date picker keeps: its binding, seen as the day and time it shows.
final class DatePickerState: BoundControlState<PickedDate> {}

extension PickedDate {
    /// `date`'s parts in `calendar`, its day written in `locale`.
    init(_ date: Date, in calendar: Calendar, locale: Locale, components: DatePickerComponents) {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let dayText = date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone))
        self.init(
            year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0,
            components: components, dayText: dayText
        )
    }

    /// `date` with the parts this picker shows replaced by these; a day the month does not have
    /// is its last (the 31st of a month of 30 days is the 30th).
    func date(merging date: Date, in calendar: Calendar) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        if components.contains(.date) {
            parts.year = year
            parts.month = month
            let days = calendar.range(of: .day, in: .month, for: calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? date)?.count ?? 31
            parts.day = min(day, days)
        }
        if components.contains(.hourAndMinute) {
            parts.hour = hour
            parts.minute = minute
            parts.second = 0
            parts.nanosecond = 0
        }
        return calendar.date(from: parts) ?? date
    }
}

extension ClosedRange where Bound == Date {
    func clamped(_ date: Date) -> Date {
        Swift.min(Swift.max(date, lowerBound), upperBound)
    }
}
