import CGtk
import Driving
import ViewLayer

/// A date picker's widgets: the calendar a day is picked in (in a popover behind a button that
/// shows the day, or in place), and spin buttons for the hour and minute.
@MainActor
final class GtkDatePicker {
    var value: PickedDate
    /// Set while the calendar turns to another month, whose day it selects as it does.
    var isTurningMonth = false
    let calendar: UnsafeMutablePointer<GtkWidget>?
    /// The compact style's button, which shows the day.
    let dayButton: UnsafeMutablePointer<GtkWidget>?
    let hour: UnsafeMutablePointer<GtkWidget>?
    let minute: UnsafeMutablePointer<GtkWidget>?

    init(value: PickedDate, calendar: UnsafeMutablePointer<GtkWidget>?, dayButton: UnsafeMutablePointer<GtkWidget>?,
         hour: UnsafeMutablePointer<GtkWidget>?, minute: UnsafeMutablePointer<GtkWidget>?) {
        self.value = value
        (self.calendar, self.dayButton, self.hour, self.minute) = (calendar, dayButton, hour, minute)
    }

    /// The day and time the widgets show.
    var shown: PickedDate {
        var shown = value
        if let calendar {
            var year: guint = 0, month: guint = 0, day: guint = 0
            gtk_calendar_get_date(cg_calendar(calendar.raw), &year, &month, &day)
            (shown.year, shown.month, shown.day) = (Int(year), Int(month) + 1, Int(day))
        }
        if let hour { shown.hour = Int(gtk_spin_button_get_value_as_int(cg_spin_button(hour.raw))) }
        if let minute { shown.minute = Int(gtk_spin_button_get_value_as_int(cg_spin_button(minute.raw))) }
        return shown
    }

    /// Sets the widgets to `value`; the caller keeps their signals from being taken for a person's.
    func show(_ value: PickedDate) {
        self.value = value
        if let calendar {
            gtk_calendar_select_month(cg_calendar(calendar.raw), guint(value.month - 1), guint(value.year))
            gtk_calendar_select_day(cg_calendar(calendar.raw), guint(value.day))
        }
        if let dayButton { gtk_button_set_label(cg_button(dayButton.raw), value.dayText) }
        if let hour { gtk_spin_button_set_value(cg_spin_button(hour.raw), Double(value.hour)) }
        if let minute { gtk_spin_button_set_value(cg_spin_button(minute.raw), Double(value.minute)) }
    }
}

/// `DatePicker`: its label, then a button showing the day that opens a `GtkCalendar` in a popover
/// (`.graphical`: the calendar in place, under the label), and the hour and minute in spin
/// buttons of two digits, as GNOME's own clocks and settings set a time.
extension GtkRenderer: DatePickerRendering {
    public func makeDatePicker(
        _ components: DatePickerComponents, style: DatePickerStyleKind, value: PickedDate, onChange: @escaping @MainActor (PickedDate) -> Void
    ) -> any RenderElement {
        let isGraphical = style == .graphical && components.contains(.date)
        let row = gtk_box_new(isGraphical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, isGraphical ? 6 : 12)!
        let labelBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_show(labelBox)
        gtk_widget_set_hexpand(labelBox, isGraphical ? 0 : 1)
        gtk_box_pack_start(cg_box(row.raw), labelBox, 0, 1, 0)
        let controls = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_show(controls)
        gtk_box_pack_start(cg_box(row.raw), controls, 0, 1, 0)
        var calendar: UnsafeMutablePointer<GtkWidget>?
        var dayButton: UnsafeMutablePointer<GtkWidget>?
        if components.contains(.date) {
            let made = gtk_calendar_new()!
            gtk_widget_show(made)
            calendar = made
            if isGraphical {
                gtk_box_pack_start(cg_box(controls.raw), made, 0, 1, 0)
            } else {
                let button = gtk_menu_button_new()!
                let popover = gtk_popover_new(button)!
                gtk_container_set_border_width(cg_container(popover.raw), 6)
                gtk_container_add(cg_container(popover.raw), made)
                gtk_menu_button_set_popover(cg_menu_button(button.raw), popover)
                gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
                gtk_widget_show(button)
                gtk_box_pack_start(cg_box(controls.raw), button, 0, 1, 0)
                dayButton = button
            }
        }
        var hour: UnsafeMutablePointer<GtkWidget>?
        var minute: UnsafeMutablePointer<GtkWidget>?
        if components.contains(.hourAndMinute) {
            let time = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
            gtk_widget_set_valign(time, GTK_ALIGN_CENTER)
            hour = Self.clockSpin(upTo: 23)
            minute = Self.clockSpin(upTo: 59)
            let colon = gtk_label_new(":")!
            for widget in [hour, colon, minute].compactMap({ $0 }) {
                gtk_widget_show(widget)
                gtk_box_pack_start(cg_box(time.raw), widget, 0, 1, 0)
            }
            gtk_widget_show(time)
            gtk_box_pack_start(cg_box(controls.raw), time, 0, 1, 0)
        }
        let element = make(.datePicker, row, container: labelBox, placement: ValueControlPlacement.shared)
        let picker = GtkDatePicker(value: value, calendar: calendar, dayButton: dayButton, hour: hour, minute: minute)
        element.datePicker = picker
        element.parts = [WidgetRef(controls)]
        element.isSettingValue = true
        picker.show(value)
        element.isSettingValue = false
        let changed = { @MainActor [weak self, weak element] in
            guard let element, !element.isSettingValue, let picker = element.datePicker else { return }
            // GTK 3's calendar selects a day of the month it turns to, which is browsing, not
            // picking: SwiftUI's picker changes only when a day is picked.
            if picker.isTurningMonth {
                picker.isTurningMonth = false
                return
            }
            let shown = picker.shown
            self?.personUsed(element, value: shown.scriptForm)
            picker.value = shown
            onChange(shown)
        }
        element.datePickerChanged = changed
        if let calendar {
            Signals.connect(calendar.raw, "month-changed") { [weak element] in
                guard let element, !element.isSettingValue else { return }
                element.datePicker?.isTurningMonth = true
            }
            Signals.connect(calendar.raw, "day-selected", changed)
        }
        for spin in [hour, minute].compactMap({ $0 }) { Signals.connect(spin.raw, "value-changed", changed) }
        return element
    }

    public func updateDatePicker(_ element: any RenderElement, value: PickedDate) {
        let element = gtk(element)
        element.isSettingValue = true
        element.datePicker?.show(value)
        element.isSettingValue = false
    }

    /// Picks the day and time `option` names in the real widgets, as a person picks a day in the
    /// calendar and sets the hour and minute, and reports what they then show, once.
    func pickDate(_ option: String, in element: GtkElement, label: String) throws(DriveError) {
        let picked = try element.pickedDate(reading: option, label: label)
        guard element.isEnabled, let picker = element.datePicker else { return }
        element.isSettingValue = true
        picker.show(picked)
        element.isSettingValue = false
        driving { element.datePickerChanged?() }
    }

    /// A spin button from 0 to `upper` that wraps and writes two digits.
    private static func clockSpin(upTo upper: Double) -> UnsafeMutablePointer<GtkWidget> {
        let spin = gtk_spin_button_new_with_range(0, upper, 1)!
        gtk_spin_button_set_wrap(cg_spin_button(spin.raw), 1)
        gtk_orientable_set_orientation(cg_orientable(spin.raw), GTK_ORIENTATION_VERTICAL)
        gtk_entry_set_width_chars(cg_entry(spin.raw), 2)
        cg_spin_button_show_two_digits(spin)
        return spin
    }
}

extension GtkElement {
    public var pickedDate: PickedDate? { datePicker?.shown }
}
