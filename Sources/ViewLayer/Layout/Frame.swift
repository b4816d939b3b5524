/// The size a frame gives its content, and where the content sits in it.
public struct FrameLayout: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment = .center

    /// Whether the frame takes all the width, or height, its container offers (`maxWidth: .infinity`).
    public var fillsWidth: Bool { maxWidth == .infinity }
    public var fillsHeight: Bool { maxHeight == .infinity }

    /// Whether the frame says anything of its width, or height: along an axis it leaves free, it
    /// is its content's size.
    public var constrainsWidth: Bool { width != nil || minWidth != nil || maxWidth != nil }
    public var constrainsHeight: Bool { height != nil || minHeight != nil || maxHeight != nil }
}

extension View {
    /// A frame of a fixed size around this view, the view placed in it by `alignment`:
    /// `.frame(width: 44, height: 44)`. An axis left nil is the view's own.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        FrameView(content: self, layout: FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame: at least the minimum, at most the maximum, `.infinity` taking all the room
    /// there is: `.frame(maxWidth: .infinity, alignment: .leading)`.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        FrameView(content: self, layout: FrameLayout(
            width: nil, height: nil,
            minWidth: minWidth ?? idealWidth, maxWidth: maxWidth, minHeight: minHeight ?? idealHeight, maxHeight: maxHeight,
            alignment: alignment
        ))
    }
}

struct FrameView<Content: View>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let layout: FrameLayout

    func update(_ node: PrimitiveNode, previous: Self?) {
        // By the content's type, not its value: a cast of an optional text would see through it
        // while it holds one and not once it is nil, and one node would change its ways.
        if Content.self is any FramedInPlace.Type, let leaf = content as? any FramedInPlace {
            updateInPlace(leaf, node, previous: previous)
            return
        }
        node.updateContainer(content, value: layout, previous: previous?.layout, counted: .layout) {
            $0.frameRendering.makeFrame($1)
        } update: {
            $0.frameRendering.updateFrame($1, $2)
        }
    }

    /// A frame around a text is the text's own element, sized and aligned: a GTK developer gives a
    /// label a size request and an alignment rather than a box around it. The text has no identity
    /// of its own to keep (no state, no lifecycle), so one node serves both.
    private func updateInPlace<Leaf: FramedInPlace>(_ leaf: Leaf, _ node: PrimitiveNode, previous: Self?) {
        let hadElement = node.element != nil
        leaf.update(node, previous: previous?.content as? Leaf)
        guard let element = node.element, !hadElement || previous?.layout != layout else { return }
        node.backend.set(.layout) { $0.frameRendering.frame(inPlace: element, layout) }
    }
}

/// A leaf view whose element can take a frame itself. A primitive with no children, no state a
/// person could lose and no lifecycle of its own, so that the frame's node can be its node.
protocol FramedInPlace: PrimitiveView {}

extension Text: FramedInPlace {}

/// What a backend does to show `.frame`.
@MainActor
public protocol FrameRendering: RenderBackend {
    /// A container that sizes itself as `layout` says and places its content in it.
    func makeFrame(_ layout: FrameLayout) -> any RenderElement
    func updateFrame(_ element: any RenderElement, _ layout: FrameLayout)
    /// Gives a text's own element the frame's size and places the text in it by the frame's
    /// alignment, with no container around it.
    func frame(inPlace element: any RenderElement, _ layout: FrameLayout)
}

extension RenderBackend {
    var frameRendering: any FrameRendering { rendering(self as? any FrameRendering, of: "frame") }
}
