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
