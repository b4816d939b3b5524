/// A colour, in sRGB components from 0 to 1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
    }

    /// `#rrggbb`, as CSS writes it.
    public var hex: String {
        func byte(_ component: Double) -> String {
            let value = Int((component * 255).rounded())
            return String(value, radix: 16).count == 1 ? "0" + String(value, radix: 16) : String(value, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}
