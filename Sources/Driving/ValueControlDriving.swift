import Foundation

/// What both backends check before a script sets a slider, a stepper or a field of a number.
public enum ValueControlDriving {
    /// The `occurrence`-th control among `shown` labelled `label` that `set:` sets: a slider, a
    /// stepper, or a text field bound to a number (`TextField(_:value:format:)`).
    @MainActor public static func settableControl<Element: InspectableElement>(
        _ label: String, occurrence: Int, among shown: [(item: ShownItem, element: Element)]
    ) throws(DriveError) -> Element {
        let settable = shown.filter { $0.item.kind.isValueControl || ($0.item.kind.isTextField && $0.element.takesNumber) }
        return try Element.findControl(label, occurrence: occurrence, kind: "slider, stepper or number field", among: settable) { _ in true }
    }

    /// Throws unless `value` lies in `range`, naming the range as the control's view would.
    public static func check(_ value: Double, in range: ClosedRange<Double>, label: String, kind: String) throws(DriveError) {
        guard !range.contains(value) else { return }
        throw .valueOutOfRange(label: label, kind: kind, value: number(value), range: "\(number(range.lowerBound)) to \(number(range.upperBound))")
    }

    /// A number as a script writes it: no exponent, no trailing zeros.
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
