import Foundation

/// An outline made of lines and curves, as SwiftUI's `Path` is: drawn by a shape, or a shape itself.
///
///     Path { path in
///         path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///         path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///         path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///         path.closeSubpath()
///     }
public struct Path: Hashable, Sendable, Shape, PrimitiveView {
    public typealias Body = Never
    /// One step of the outline, in the order drawn.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public func path(in rect: CGRect) -> Path { self }

    func update(_ node: PrimitiveNode, previous: Self?) { drawn.update(node, previous: previous?.drawn) }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle`, drawn as cubic
    /// curves of at most a quarter turn each. `clockwise` is in SwiftUI's flipped coordinates, as
    /// SwiftUI's is.
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var start = startAngle.radians
        var end = endAngle.radians
        // y grows downwards: SwiftUI's "clockwise" turns the other way on screen.
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        let point = { (angle: Double) in CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        if elements.isEmpty { move(to: point(start)) } else { addLine(to: point(start)) }
        let steps = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(steps)
        for _ in 0..<steps {
            let next = start + step
            let k = 4.0 / 3.0 * tan(step / 4) * radius
            let c1 = CGPoint(x: center.x + radius * cos(start) - k * sin(start), y: center.y + radius * sin(start) + k * cos(start))
            let c2 = CGPoint(x: center.x + radius * cos(next) + k * sin(next), y: center.y + radius * sin(next) - k * cos(next))
            addCurve(to: point(next), control1: c1, control2: c2)
            start = next
        }
    }

    public mutating func addEllipse(in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var circle = Path()
        circle.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        circle.closeSubpath()
        elements += circle.elements.map { $0.scaled(x: rect.width / 2, y: rect.height / 2, offset: center) }
    }

    /// A rectangle with circular corners of the smaller of `cornerSize`'s sides.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let radius = min(cornerSize.width, cornerSize.height)
        addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius))
    }

    /// A rectangle with a circular corner of its own radius at each corner, each at most half the
    /// shorter side; a corner of radius 0 is square.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        let limit = Double(min(rect.width, rect.height) / 2)
        let radii = [cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading].map { min(max($0, 0), limit) }
        guard radii.contains(where: { $0 > 0 }) else { return addRect(rect) }
        move(to: CGPoint(x: rect.minX + radii[3], y: rect.minY))
        // Clockwise on screen from the top edge: each corner's square point and where its arc turns from.
        let corners: [(CGPoint, Double)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), -90),
            (CGPoint(x: rect.maxX, y: rect.maxY), 0),
            (CGPoint(x: rect.minX, y: rect.maxY), 90),
            (CGPoint(x: rect.minX, y: rect.minY), 180),
        ]
        for ((corner, from), radius) in zip(corners, radii) {
            guard radius > 0 else {
                addLine(to: corner)
                continue
            }
            // The arc's centre lies `radius` inside the corner along both edges.
            let center = CGPoint(x: corner.x == rect.maxX ? corner.x - radius : corner.x + radius, y: corner.y == rect.maxY ? corner.y - radius : corner.y + radius)
            addArc(center: center, radius: radius, startAngle: .degrees(from), endAngle: .degrees(from + 90), clockwise: false)
        }
        closeSubpath()
    }
}

/// The radii of a rectangle's four corners: `UnevenRoundedRectangle`'s.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension Path.Element {
    fileprivate func scaled(x sx: Double, y sy: Double, offset: CGPoint) -> Path.Element {
        func map(_ point: CGPoint) -> CGPoint { CGPoint(x: offset.x + point.x * sx, y: offset.y + point.y * sy) }
        return switch self {
        case .move(let to): .move(to: map(to))
        case .line(let to): .line(to: map(to))
        case .quadCurve(let to, let control): .quadCurve(to: map(to), control: map(control))
        case .curve(let to, let c1, let c2): .curve(to: map(to), control1: map(c1), control2: map(c2))
        case .closeSubpath: .closeSubpath
        }
    }
}

/// An angle: `.degrees(90)`, `.radians(.pi)`.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    // Arithmetic as SwiftUI's `Angle` has it: `.degrees(Double(index) / 8) * 360`.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
}
