/// Colours in order, each at a location from 0 to 1: what a gradient blends between.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// The stops as a backend paints them.
    var paintStops: [LinearPaint.Stop] {
        stops.map { LinearPaint.Stop(paint: $0.color.paint, location: $0.location) }
    }
}

/// A blend of colours along a line, from `startPoint` to `endPoint` of the shape it fills.
/// GTK draws it as a CSS `linear-gradient` behind a view, and a cairo linear pattern in a shape.
///
///     .background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
public struct LinearGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(LinearPaint(
            stops: gradient.paintStops,
            start: startPoint, end: endPoint
        ))
    }
}

extension LinearGradient: View, PrimitiveView {
    /// A gradient as a view fills the room it is offered, as a rectangle filled with it.
    func update(_ node: PrimitiveNode, previous: Self?) {
        Rectangle().fill(self).update(node, previous: previous.map { Rectangle().fill($0) })
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension Color {
    /// This colour as a gentle gradient, lighter at the top: `.fill(.blue.gradient)`.
    public var gradient: LinearGradient {
        LinearGradient(colors: [self.opacity(0.75), self], startPoint: .top, endPoint: .bottom)
    }
}

/// A resolved linear gradient: the paints of its stops, and its line in fractions of the bounds.
public struct LinearPaint: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var paint: Paint
        public var location: Double

        func multiplyingOpacity(by factor: Double) -> Stop {
            Stop(paint: paint.multiplyingOpacity(by: factor), location: location)
        }
    }

    public var stops: [Stop]
    public var start: UnitPoint
    public var end: UnitPoint
}

/// A blend of colours in rings around `center`, from `startRadius` to `endRadius` points, the
/// first colour inside and the last outside. GTK draws it as a cairo radial pattern in a shape,
/// and a CSS `radial-gradient` behind a view.
///
///     Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 60))
public struct RadialGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(RadialPaint(
            stops: gradient.paintStops,
            center: center, startRadius: startRadius, endRadius: endRadius
        ))
    }
}

extension RadialGradient: View, PrimitiveView {
    /// A gradient as a view fills the room it is offered, as a rectangle filled with it.
    func update(_ node: PrimitiveNode, previous: Self?) {
        Rectangle().fill(self).update(node, previous: previous.map { Rectangle().fill($0) })
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A resolved radial gradient: the paints of its stops, from the start radius (0) to the end (1),
/// its centre in fractions of the bounds, and its radii in points.
public struct RadialPaint: Hashable, Sendable {
    public var stops: [LinearPaint.Stop]
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double
}

/// A blend of colours around `center`, from `startAngle` to `endAngle`, clockwise on screen from
/// the trailing side, as a conic gradient. GTK draws it in a shape as a cairo mesh of thin pie
/// slices; behind a view, where GTK 3's CSS has no conic gradient, as a linear one of the same
/// colours from the leading to the trailing edge.
///
///     Circle().stroke(AngularGradient(colors: [.green, .blue, .green], center: .center), lineWidth: 12)
///
/// As Apple's `AngularGradient` documentation says, a range short of a whole turn leaves the rest
/// filled with the last colour and then the first, changing halfway across, and a range past a
/// whole turn draws its last turn.
public struct AngularGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Two equal angles (the defaults) make a whole turn, as `init(gradient:center:angle:)`
        // does; no source we have says what SwiftUI draws for an empty range.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn from `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(AngularPaint(
            stops: gradient.paintStops,
            center: center, startAngle: startAngle.radians, endAngle: endAngle.radians
        ))
    }
}

extension AngularGradient: View, PrimitiveView {
    /// A gradient as a view fills the room it is offered, as a rectangle filled with it.
    func update(_ node: PrimitiveNode, previous: Self?) {
        Rectangle().fill(self).update(node, previous: previous.map { Rectangle().fill($0) })
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn of `gradient` from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

/// A resolved angular gradient: the paints of its stops, from the start angle (0) to the end
/// (1), its centre in fractions of the bounds, and its angles in radians, clockwise on screen
/// from the trailing side.
public struct AngularPaint: Hashable, Sendable {
    public var stops: [LinearPaint.Stop]
    public var center: UnitPoint
    public var startAngle: Double
    public var endAngle: Double
}
