import Foundation

/// A view you draw in with code, as a custom `draw(_:)` does in UIKit:
///
///     Canvas { context, size in
///         let dot = Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4))
///         context.fill(dot, with: .color(.orange))
///         context.draw(Text("42").bold(), at: CGPoint(x: size.width / 2, y: size.height / 2))
///     }
///     .frame(width: 80, height: 80)
///
/// GTK draws it in a `GtkDrawingArea` with cairo, running `renderer` each time it paints, with the
/// size GTK allocated; like a shape, a canvas takes the room it is offered. The renderer runs
/// again when the view is updated with a new one.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(CanvasRenderer())
        state.renderer = renderer
        state.environment = node.context.environment
        // The element draws through the node's state, which lets go of the renderer, and what it
        // captured of the user's, when the node is uninstalled, however long GTK keeps the widget.
        let draw: @MainActor (CGSize) -> [CanvasOperation] = { [weak state] size in state?.draw(at: size) ?? [] }
        guard let element = node.element else {
            node.setElement(node.backend.make { $0.canvasRendering.makeCanvas(draw) }, holdsChildren: false)
            return
        }
        node.backend.set(.style) { $0.canvasRendering.updateCanvas(element, draw) }
    }
}

/// A canvas's renderer and the environment it draws in, as last updated.
final class CanvasRenderer: ElementHeldState {
    var renderer: ((inout GraphicsContext, CGSize) -> Void)?
    var environment = EnvironmentValues()

    func draw(at size: CGSize) -> [CanvasOperation] {
        guard let renderer else { return [] }
        let recording = CanvasRecording(size: size)
        var context = GraphicsContext(recording: recording, environment: environment)
        renderer(&context, size)
        return recording.operations
    }

    override func nodeWasUninstalled() {
        renderer = nil
        environment = EnvironmentValues()
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`; the other options change nothing here (cairo draws on the
    /// main thread, in the window's colour space).
    public init(
        opaque: Bool = false,
        colorMode: ColorRenderingMode = .nonLinear,
        rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}

/// The colour space a canvas draws in.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// What a backend does to show a `Canvas`: an area that runs `draw` with its size each time it
/// paints, and paints the operations it returns in order.
@MainActor
public protocol CanvasRendering: RenderBackend {
    func makeCanvas(_ draw: @escaping @MainActor (CGSize) -> [CanvasOperation]) -> any RenderElement
    func updateCanvas(_ element: any RenderElement, _ draw: @escaping @MainActor (CGSize) -> [CanvasOperation])
}

extension RenderBackend {
    var canvasRendering: any CanvasRendering { rendering(self as? any CanvasRendering, of: "Canvas") }
}
