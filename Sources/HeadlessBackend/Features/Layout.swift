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

/// `ZStack` and view backgrounds and overlays: an element whose children are layers.
extension HeadlessBackend: LayerRendering {
    public func makeLayers(alignment: Alignment) -> any RenderElement {
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
