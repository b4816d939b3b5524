extension View {
    /// Fills the space behind this view with `style`: a colour, `.thinMaterial`, `.tint`.
    ///
    /// Drawing only: it changes nothing of the view's identity, state or appearance callbacks.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        BackgroundView(content: self, style: AnyShapeStyle(style), cornerRadius: 0)
    }

    /// Fills `shape` behind this view with `style`: a card is
    /// `.padding().background(.blue, in: RoundedRectangle(cornerRadius: 8))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        BackgroundView(content: self, style: AnyShapeStyle(style), cornerRadius: (shape as? any RoundedOutline)?.cornerRadius ?? 0)
    }

    /// The background style (the window's) behind this view, in `shape`.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Material(opacity: 1), in: shape, fillStyle: fillStyle)
    }
}

/// How a shape is filled; GTK fills with the non-zero rule.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape a background can round its corners as: a rounded rectangle, a capsule, a circle.
@MainActor
protocol RoundedOutline {
    var cornerRadius: Double { get }
}

extension RoundedRectangle: RoundedOutline {
    var cornerRadius: Double { cornerSize.width }
}

extension Capsule: RoundedOutline {
    var cornerRadius: Double { .infinity }
}

extension Circle: RoundedOutline {
    var cornerRadius: Double { .infinity }
}

/// What a background draws: a paint in a rectangle whose corners are rounded by `cornerRadius`
/// (`.infinity` for a capsule's).
public struct BackgroundLook: Hashable, Sendable {
    public var paint: Paint
    public var cornerRadius: Double
}

struct BackgroundView<Content: View>: View, PrimitiveView {
    let content: Content
    let style: AnyShapeStyle
    let cornerRadius: Double

    func update(_ node: PrimitiveNode, previous: Self?) {
        let look = BackgroundLook(paint: style.resolvePaint(in: node.context.environment), cornerRadius: cornerRadius)
        // The look is resolved in the environment, which the view's value does not hold: the one
        // drawn is kept to compare with.
        let applied = node.primitiveState as? AppliedBackground
        let shown = applied?.look
        if let applied { applied.look = look } else { node.primitiveState = AppliedBackground(look) }
        node.updateContainer(content, value: look, previous: shown, counted: .style) {
            $0.backgroundRendering.makeBackground($1)
        } update: {
            $0.backgroundRendering.setBackground($1, $2)
        }
    }
}

final class AppliedBackground {
    var look: BackgroundLook

    init(_ look: BackgroundLook) {
        self.look = look
    }
}
