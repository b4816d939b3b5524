import Foundation

// The shapes SwiftUI provides. Each draws through `ShapeView` directly, as a primitive, so a
// trace shows no body of theirs.

extension Shape {
    /// This shape drawn as it is, filled with the foreground style.
    var drawn: ShapeView<Self> { ShapeView(shape: self, fill: nil, stroke: nil) }
}

public struct Rectangle: Shape, PrimitiveView {
    public typealias Body = Never

    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func update(_ node: PrimitiveNode, previous: Self?) { drawn.update(node, previous: previous?.drawn) }
}

public struct RoundedRectangle: Shape, PrimitiveView {
    public typealias Body = Never

    public let cornerSize: CGSize

    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }

    func update(_ node: PrimitiveNode, previous: Self?) { drawn.update(node, previous: previous?.drawn) }
}

/// A rectangle whose corners each have a radius of their own (iOS 17):
/// `UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)` rounds the top only.
public struct UnevenRoundedRectangle: Shape, PrimitiveView {
    public typealias Body = Never

    public var cornerRadii: RectangleCornerRadii

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
    }

    public init(
        topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0, topTrailingRadius: Double = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: cornerRadii)
        return path
    }

    func update(_ node: PrimitiveNode, previous: Self?) { drawn.update(node, previous: previous?.drawn) }
}

/// The shape of the container a view is in, inset to the view: a widget's rounded corners on
/// iOS. A GTK container has no shape of its own to follow, so it is a rectangle.
public struct ContainerRelativeShape: Shape, PrimitiveView {
    public typealias Body = Never

    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func update(_ node: PrimitiveNode, previous: Self?) { drawn.update(node, previous: previous?.drawn) }
}

// The shapes by their iOS 17 names, where a shape is asked for: `.clipShape(.capsule)`,
// `.background(.thinMaterial, in: .rect(cornerRadius: 12))`.
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    public static func rect(
        topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0, topTrailingRadius: Double = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style
        )
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// Drawn as circular corners: cairo has no continuous curvature.
public enum RoundedCornerStyle: Sendable {
    case circular, continuous
}

public struct Circle: Shape, PrimitiveView {
    public typealias Body = Never

    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    func update(_ node: PrimitiveNode, previous: Self?) { drawn.update(node, previous: previous?.drawn) }
}

public struct Ellipse: Shape, PrimitiveView {
    public typealias Body = Never

    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func update(_ node: PrimitiveNode, previous: Self?) { drawn.update(node, previous: previous?.drawn) }
}

public struct Capsule: Shape, PrimitiveView {
    public typealias Body = Never

    public init(style: RoundedCornerStyle = .continuous) {}

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    func update(_ node: PrimitiveNode, previous: Self?) { drawn.update(node, previous: previous?.drawn) }
}

extension Color: View, PrimitiveView {
    /// A colour as a view fills the room it is offered, as a rectangle filled with it.
    func update(_ node: PrimitiveNode, previous: Self?) {
        Rectangle().fill(self).update(node, previous: previous.map { Rectangle().fill($0) })
    }
}
