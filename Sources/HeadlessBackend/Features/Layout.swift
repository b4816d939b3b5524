import Foundation
import ViewLayer

/// `Spacer`, `Divider`, `.frame` and stack alignment: elements that record what they were asked.
extension HeadlessBackend: SeparatorRendering, FrameRendering, StackAlignmentRendering {
    public func makeSpacer(minLength: Double?) -> any RenderElement {
        make(.spacer)
    }

    public func makeDivider() -> any RenderElement {
        make(.divider)
    }

    public func makeFrame(_ layout: FrameLayout) -> any RenderElement {
        let element = make(.frame)
        element.frame = layout
        return element
    }

    public func updateFrame(_ element: any RenderElement, _ layout: FrameLayout) {
        headless(element).frame = layout
    }

    public func frame(inPlace element: any RenderElement, _ layout: FrameLayout) {
        headless(element).frame = layout
    }

    public func setStackAlignment(_ element: any RenderElement, _ alignment: Alignment) {
        headless(element).alignment = alignment
    }
}

/// Shapes: an element that records what it draws with.
extension HeadlessBackend: ShapeRendering {
    public func makeShape(_ drawing: ShapeDrawing) -> any RenderElement {
        let element = make(.shape)
        element.shapeDrawing = drawing
        return element
    }

    public func updateShape(_ element: any RenderElement, _ drawing: ShapeDrawing) {
        headless(element).shapeDrawing = drawing
    }
}

/// A canvas draws nothing here; its renderer is kept, for a test to run at a size.
extension HeadlessBackend: CanvasRendering {
    public func makeCanvas(_ draw: @escaping @MainActor (CGSize) -> [CanvasOperation]) -> any RenderElement {
        let element = make(.shape)
        element.canvasDrawing = draw
        return element
    }

    public func updateCanvas(_ element: any RenderElement, _ draw: @escaping @MainActor (CGSize) -> [CanvasOperation]) {
        headless(element).canvasDrawing = draw
    }
}

/// `ZStack` and view backgrounds and overlays: an element whose children are layers.
extension HeadlessBackend: LayerRendering {
    public func makeLayers(alignment: Alignment, sizing: LayerSizing) -> any RenderElement {
        let element = make(.layers)
        element.alignment = alignment
        return element
    }

    public func updateLayers(_ element: any RenderElement, alignment: Alignment) {
        headless(element).alignment = alignment
    }
}

/// `Grid` and `GridRow`: containers, read row by row.
extension HeadlessBackend: GridRendering {
    public func makeGrid(_ layout: GridLayout) -> any RenderElement {
        let element = make(.grid)
        element.alignment = layout.alignment
        return element
    }

    public func makeGridRow() -> any RenderElement {
        make(.gridRow)
    }
}

/// `GeometryReader`: a container offered `proposedSize`, until `propose(_:)` offers another.
extension HeadlessBackend: GeometryRendering {
    public func makeGeometryReader(onResize: @escaping @MainActor (CGRect) -> Void) -> any RenderElement {
        let element = make(.geometryReader)
        geometryReaders.removeAll { $0.element == nil }
        geometryReaders.append(GeometryReaderElement(element: element, onResize: onResize))
        return element
    }

    public func frame(ofGeometryReader element: any RenderElement) -> CGRect? {
        CGRect(origin: .zero, size: proposedSize)
    }

    /// Offers every `GeometryReader` `size` from now on, as a window resized to it: each living
    /// reader reports it, and the graph runs its content again on its next turn.
    public func propose(_ size: CGSize) {
        proposedSize = size
        geometryReaders.removeAll { $0.element == nil }
        for reader in geometryReaders { reader.onResize(CGRect(origin: .zero, size: size)) }
    }
}

extension HeadlessBackend: StackAxisRendering {
    public func setStackAxis(_ element: any RenderElement, _ axis: Axis) {
        headless(element).axis = axis
    }
}

extension HeadlessBackend: ListSelectionRendering {
    public func setRowChosen(_ element: any RenderElement, _ isChosen: Bool) {
        headless(element).isChosen = isChosen
    }
}
