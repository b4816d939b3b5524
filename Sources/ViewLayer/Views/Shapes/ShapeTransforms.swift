import Foundation

// A shape changed into another: part of its outline, turned, moved or scaled. Each is a shape
// of SwiftUI's name, computed on the path, so that every backend draws it as any shape.
//
//     Circle()
//         .trim(from: 0, to: progress)
//         .rotation(.degrees(-90))
//         .stroke(.tint, lineWidth: 12)

extension Shape {
    /// The part of this shape's outline from `startFraction` to `endFraction` of its length,
    /// starting where the outline starts: a circle's at its rightmost point, going clockwise on
    /// screen, as progress rings written for SwiftUI assume in turning theirs by -90°; no source
    /// we have documents where SwiftUI's circle path starts.
    public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// This shape turned by `angle` around `anchor` of its rectangle.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    public func offset(x: Double = 0, y: Double = 0) -> OffsetShape<Self> {
        offset(CGSize(width: x, height: y))
    }

    /// This shape scaled by `x` and `y` around `anchor` of its rectangle.
    public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}

public struct _TrimmedShape<S: Shape>: Shape {
    let shape: S
    let startFraction: Double
    let endFraction: Double

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

public struct RotatedShape<S: Shape>: Shape {
    let shape: S
    let angle: Angle
    let anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        let center = anchor.point(in: rect)
        let (sine, cosine) = (sin(angle.radians), cos(angle.radians))
        return shape.path(in: rect).mapPoints { point in
            let (x, y) = (point.x - center.x, point.y - center.y)
            return CGPoint(x: center.x + x * cosine - y * sine, y: center.y + x * sine + y * cosine)
        }
    }
}

public struct OffsetShape<S: Shape>: Shape {
    let shape: S
    let offset: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).mapPoints { CGPoint(x: $0.x + offset.width, y: $0.y + offset.height) }
    }
}

public struct ScaledShape<S: Shape>: Shape {
    let shape: S
    let scale: CGSize
    let anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        let center = anchor.point(in: rect)
        return shape.path(in: rect).mapPoints {
            CGPoint(x: center.x + ($0.x - center.x) * scale.width, y: center.y + ($0.y - center.y) * scale.height)
        }
    }
}

extension Path {
    /// The part of this path from `start` to `end` of its length, as lines: curves are measured and
    /// cut as the polylines they are flattened into, 24 segments each, which a stroke draws alike.
    public func trimmedPath(from start: Double, to end: Double) -> Path {
        let start = min(max(start.isNaN ? 0 : start, 0), 1), end = min(max(end.isNaN ? 0 : end, 0), 1)
        guard end > start else { return Path() }
        if start == 0, end == 1 { return self }
        let segments = flattenedSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (from, to) = (start * total, end * total)
        var trimmed = Path()
        var travelled = 0.0
        var lastPoint: CGPoint?
        for segment in segments {
            defer { travelled += segment.length }
            let segmentEnd = travelled + segment.length
            guard segmentEnd > from, travelled < to, segment.length > 0 else { continue }
            func point(at distance: Double) -> CGPoint {
                let t = min(max((distance - travelled) / segment.length, 0), 1)
                return CGPoint(x: segment.from.x + (segment.to.x - segment.from.x) * t, y: segment.from.y + (segment.to.y - segment.from.y) * t)
            }
            let first = point(at: max(from, travelled)), last = point(at: min(to, segmentEnd))
            if lastPoint != first || segment.startsSubpath { trimmed.move(to: first) }
            trimmed.addLine(to: last)
            lastPoint = last
        }
        return trimmed
    }

    /// The path as straight segments, each knowing whether it starts a subpath of its own.
    private func flattenedSegments() -> [(from: CGPoint, to: CGPoint, length: Double, startsSubpath: Bool)] {
        var segments: [(from: CGPoint, to: CGPoint, length: Double, startsSubpath: Bool)] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero, isNewSubpath = true
        func add(_ to: CGPoint) {
            let length = hypot(to.x - current.x, to.y - current.y)
            segments.append((current, to, length, isNewSubpath))
            isNewSubpath = false
            current = to
        }
        for element in elements {
            switch element {
            case .move(let to):
                current = to
                subpathStart = to
                isNewSubpath = true
            case .line(let to):
                add(to)
            case .quadCurve(let to, let control):
                let from = current
                for step in 1...24 {
                    let t = Double(step) / 24, u = 1 - t
                    add(CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x, y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
                }
            case .curve(let to, let control1, let control2):
                let from = current
                for step in 1...24 {
                    let t = Double(step) / 24, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    add(CGPoint(x: a * from.x + b * control1.x + c * control2.x + d * to.x, y: a * from.y + b * control1.y + c * control2.y + d * to.y))
                }
            case .closeSubpath:
                if current != subpathStart { add(subpathStart) }
                isNewSubpath = true
            }
        }
        return segments
    }

    /// This path with every point moved by `transform`.
    func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
        var mapped = Path()
        for element in elements {
            switch element {
            case .move(let to): mapped.move(to: transform(to))
            case .line(let to): mapped.addLine(to: transform(to))
            case .quadCurve(let to, let control): mapped.addQuadCurve(to: transform(to), control: transform(control))
            case .curve(let to, let control1, let control2): mapped.addCurve(to: transform(to), control1: transform(control1), control2: transform(control2))
            case .closeSubpath: mapped.closeSubpath()
            }
        }
        return mapped
    }
}

extension Shape {
    /// The shape drawn in its rectangle made smaller by `amount` on every side:
    /// `Circle().inset(by: 4)`. A negative amount makes it larger.
    public func inset(by amount: Double) -> InsetShape<Self> {
        InsetShape(shape: self, amount: amount)
    }
}

/// A shape in its rectangle inset by `amount`, as SwiftUI's insettable shapes draw.
public struct InsetShape<S: Shape>: Shape {
    let shape: S
    let amount: Double

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2))
        return shape.path(in: inset)
    }
}
