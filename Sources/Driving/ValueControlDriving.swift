import Foundation

/// What both backends check before a script sets a slider or stepper.
public enum ValueControlDriving {
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
