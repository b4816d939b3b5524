import Foundation

/// A number a `Slider` or `Stepper` can be bound to: the standard library's integers and
/// floating-point numbers, and `CGFloat`. A value control works in `Double`, as GTK's range
/// widgets do; an integer is shown without decimals.
public protocol _ValueControlNumber {
    var _doubleValue: Double { get }
    init(_doubleValue: Double)
}

extension _ValueControlNumber where Self: BinaryInteger {
    public var _doubleValue: Double { Double(self) }
    /// Rounded, and kept within the type's range: a person's value is always inside the control's.
    public init(_doubleValue value: Double) { self = Self(exactly: value.rounded()) ?? (value < 0 ? Self(clamping: Int64.min) : Self(clamping: Int64.max)) }
}

extension _ValueControlNumber where Self: BinaryFloatingPoint {
    public var _doubleValue: Double { Double(self) }
    public init(_doubleValue value: Double) { self = Self(value) }
}

extension Int: _ValueControlNumber {}
extension Int8: _ValueControlNumber {}
extension Int16: _ValueControlNumber {}
extension Int32: _ValueControlNumber {}
extension Int64: _ValueControlNumber {}
extension UInt: _ValueControlNumber {}
extension UInt8: _ValueControlNumber {}
extension UInt16: _ValueControlNumber {}
extension UInt32: _ValueControlNumber {}
extension UInt64: _ValueControlNumber {}
extension Double: _ValueControlNumber {}
extension Float: _ValueControlNumber {}
extension CGFloat: _ValueControlNumber {}

extension Binding where Value: _ValueControlNumber {
    /// The bound number as a `Double`, written back in the bound type.
    var asDouble: Binding<Double> {
        mapped(get: { $0._doubleValue }, set: { Value(_doubleValue: $0) })
    }
}
