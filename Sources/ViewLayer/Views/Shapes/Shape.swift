import Foundation

/// An outline drawn in the rectangle a view is given: `Circle()`, `RoundedRectangle(cornerRadius: 8)`,
/// or a shape of your own.
///
///     struct Triangle: Shape {
///         func path(in rect: CGRect) -> Path {
///             Path { $0.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]) }
///         }
///     }
///     Triangle().fill(.orange).frame(width: 40, height: 40)
///
/// Shapes take all the room they are offered, as in SwiftUI; GTK draws them with cairo in a
/// `GtkDrawingArea`, filled with the foreground style unless told otherwise.
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: ShapeView<Self> { drawn }

    /// This shape filled with `style`: `Circle().fill(.blue)`, `.fill(.tint)`.
    public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, fill: AnyShapeStyle(style), stroke: nil)
    }

    /// This shape's outline drawn with `style`, `lineWidth` points wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapeView<Self> {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// This shape's outline drawn with `style` as `strokeStyle` says: its width, its ends and
    /// corners, its dashes. `Circle().trim(from: 0, to: progress).stroke(.tint, style: StrokeStyle(lineWidth: 8, lineCap: .round))`.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, fill: nil, stroke: ShapeStroke(style: AnyShapeStyle(style), strokeStyle: strokeStyle, isInside: false))
    }

    /// This shape's outline drawn with the foreground style as `strokeStyle` says.
    public func stroke(style strokeStyle: StrokeStyle) -> ShapeView<Self> {
        stroke(ForegroundStyle(), style: strokeStyle)
    }

    public func stroke(lineWidth: Double = 1) -> ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// This shape's outline drawn inside it, so that none of it is cut by the view's edges.
    public func strokeBorder<S: ShapeStyle>(_ style: S = ForegroundStyle(), lineWidth: Double = 1) -> ShapeView<Self> {
        strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ style: S = ForegroundStyle(), style strokeStyle: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, fill: nil, stroke: ShapeStroke(style: AnyShapeStyle(style), strokeStyle: strokeStyle, isInside: true))
    }
}

/// How an outline is stroked: its width, the ends of open lines, its corners and its dashes,
/// which cairo draws as they are named.
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// Lengths of dashes and gaps in turn; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    public enum LineCap: Sendable, Hashable { case butt, round, square }
    public enum LineJoin: Sendable, Hashable { case miter, round, bevel }
}

struct ShapeStroke: Sendable {
    let style: AnyShapeStyle
    let strokeStyle: StrokeStyle
    let isInside: Bool
}

/// A shape drawn: filled, stroked, or (neither given) filled with the foreground style.
public struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let fill: AnyShapeStyle?
    let stroke: ShapeStroke?

    func update(_ node: PrimitiveNode, previous: Self?) {
        let environment = node.context.environment
        let shape = self.shape
        var drawing = ShapeDrawing(path: { shape.path(in: $0) })
        if let stroke {
            drawing.stroke = stroke.style.resolvePaint(in: environment)
            drawing.strokeStyle = stroke.strokeStyle
            drawing.strokesInside = stroke.isInside
        } else {
            drawing.fill = fill?.resolvePaint(in: environment) ?? environment.foregroundPaint ?? .foreground(level: 0, opacity: 1)
        }
        guard let element = node.element else {
            node.setElement(node.backend.make { $0.shapeRendering.makeShape(drawing) }, holdsChildren: false)
            return
        }
        // The path is a closure of the shape's; drawn again whenever the view updates.
        node.backend.set(.style) { $0.shapeRendering.updateShape(element, drawing) }
    }
}

/// What a backend draws for a shape: its path in the rectangle it is given, and its paints.
public struct ShapeDrawing {
    public let path: @MainActor (CGRect) -> Path
    public var fill: Paint?
    public var stroke: Paint?
    public var strokeStyle = StrokeStyle()
    public var lineWidth: Double {
        get { strokeStyle.lineWidth }
        set { strokeStyle.lineWidth = newValue }
    }
    /// Whether the stroke lies inside the outline (`strokeBorder`) rather than centred on it.
    public var strokesInside = false

    public init(path: @escaping @MainActor (CGRect) -> Path) {
        self.path = path
    }
}

/// What a backend does to draw shapes.
@MainActor
public protocol ShapeRendering: RenderBackend {
    func makeShape(_ drawing: ShapeDrawing) -> any RenderElement
    func updateShape(_ element: any RenderElement, _ drawing: ShapeDrawing)
}

extension RenderBackend {
    var shapeRendering: any ShapeRendering { rendering(self as? any ShapeRendering, of: "Shape") }
}
