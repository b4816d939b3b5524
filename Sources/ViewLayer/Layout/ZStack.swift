/// Lays its content out on top of each other, the first at the back, each placed by `alignment`:
///
///     ZStack(alignment: .bottomTrailing) {
///         Circle().fill(.blue)
///         Text("3")
///     }
///
/// GTK draws the layers in one cell of a `GtkGrid`, which takes the size of the largest. A shape
/// in a `ZStack` takes the room offered, as SwiftUI's shapes take the size proposed to them
/// (WWDC19 "Building Custom Views with SwiftUI"); behind or in front of a view (`.background { }`,
/// `.overlay { }`) it takes the view's size, as Apple's `overlay(alignment:content:)` and
/// `background(alignment:content:)` documentation has the modified view's size proposed to them.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    /// Which layers size the stack: all of them, or the view a `.background { }` or
    /// `.overlay { }` modifies.
    var sizing = LayerSizing.allLayers

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// The layers of `.background { }` and `.overlay { }`, sized by the view they modify.
    init(sizedBy sizing: LayerSizing, alignment: Alignment, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, content: content)
        self.sizing = sizing
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let sizing = sizing
        node.updateContainer(content, value: alignment, previous: previous?.alignment, counted: .layout) {
            $0.layerRendering.makeLayers(alignment: $1, sizing: sizing)
        } update: {
            $0.layerRendering.updateLayers($1, alignment: $2)
        }
    }
}

extension View {
    /// Draws `content` in front of this view, placed by `alignment`, sized by this view:
    /// `.overlay(alignment: .topTrailing) { Badge() }`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        ZStack(sizedBy: .firstLayer, alignment: alignment) {
            self
            content()
        }
    }

    /// Draws `style` in front of this view: `.overlay(.black.opacity(0.2))`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { Rectangle().fill(style) }
    }

    /// Draws `overlay` in front of this view: a border is `.overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))`.
    // Disfavoured, as a colour is a view and a style both: `.overlay(Color.red)` is the style.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }

    /// Draws `content` behind this view, placed by `alignment`: `.background { Capsule().fill(.thinMaterial) }`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        ZStack(sizedBy: .lastLayer, alignment: alignment) {
            content()
            self
        }
    }

    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }

    /// A border of `style`, `width` points wide, inside this view's edges.
    public func border<S: ShapeStyle>(_ style: S, width: Double = 1) -> some View {
        overlay { Rectangle().strokeBorder(style, lineWidth: width) }
    }
}

/// What a backend does to show `ZStack`, `.overlay { }` and `.background { }`: children drawn on
/// top of each other in order, the first at the back.
@MainActor
public protocol LayerRendering: RenderBackend {
    func makeLayers(alignment: Alignment, sizing: LayerSizing) -> any RenderElement
    func updateLayers(_ element: any RenderElement, alignment: Alignment)
}

/// Which layers size a stack of layers: all of them (a `ZStack`, whose shapes take the room
/// offered), or one, the view a `.overlay { }` (the first layer) or a `.background { }` (the last)
/// modifies, as SwiftUI sizes those by the view they modify.
public enum LayerSizing: Hashable, Sendable {
    case allLayers, firstLayer, lastLayer
}

extension RenderBackend {
    var layerRendering: any LayerRendering { rendering(self as? any LayerRendering, of: "ZStack") }
}
