import ViewLayer

/// Scroll views: an element whose rows are on screen `viewportRows` at a time, from its first
/// row shown, which `scroll(_:)` moves as a person scrolling would. Rows off screen stay mapped,
/// as in a scrolled GTK window: only what `show` lists and what actions reach is clipped.
extension HeadlessBackend {
    public func makeScrollView(axis: Axis) -> any RenderElement {
        let element = make(.scrollView)
        element.axis = axis
        element.viewportRows = viewportRows
        return element
    }

    public func scroll(_ step: ScrollStep) throws(DriveError) {
        try scroll(step, within: nil)
    }

    /// Scrolls the innermost scroll view on screen, in the front window or among a view's
    /// `elements` only (see `actionable(within:)`).
    package func scroll(_ step: ScrollStep, within elements: [any RenderElement]?) throws(DriveError) {
        let onScreen = Set(actionableContainers(within: elements).map(ObjectIdentifier.init))
        guard let scrollView = frontWindow.lastShown(where: { $0.role == .scrollView && onScreen.contains(ObjectIdentifier($0)) }) else {
            throw .nothingToScroll
        }
        scrollView.firstRow = step.firstRow(from: scrollView.firstRow, rows: scrollView.scrolledRows.count, viewportRows: scrollView.viewportRows)
    }

    /// Every element on screen in the front window, containers included, or those among `elements`.
    private func actionableContainers(within elements: [any RenderElement]?) -> [HeadlessElement] {
        var found: [HeadlessElement] = []
        func visit(_ element: HeadlessElement) {
            found.append(element)
            element.shownChildElements.forEach(visit)
        }
        if let elements {
            let front = Set(actionableContainers(within: nil).map(ObjectIdentifier.init))
            for element in elements.map(headless) where front.contains(ObjectIdentifier(element)) { visit(element) }
        } else {
            visit(frontWindow)
        }
        return found
    }
}

extension HeadlessElement {
    /// What a scroll view scrolls through: its content's children when the content is a stack,
    /// else the content.
    var scrolledRows: [HeadlessElement] {
        guard let content = children.first else { return [] }
        return content.role == .stack ? content.shownChildren : [content]
    }

    /// A scroll view's rows in its viewport.
    var rowsOnScreen: [HeadlessElement] {
        let rows = scrolledRows
        return Array(rows[rowsInViewport(first: firstRow, rows: rows.count, viewportRows: viewportRows)])
    }
}
