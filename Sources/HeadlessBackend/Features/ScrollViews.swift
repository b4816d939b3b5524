import Driving
import ViewLayer

/// Scroll views: an element whose rows are on screen `viewportRows` at a time, from its first
/// row shown, which `scroll(_:)` moves as a person scrolling would. Rows off screen stay mapped,
/// as in a scrolled GTK window: only what `show` lists and what actions reach is clipped.
/// A lazy stack inside holds only the rows near the viewport, and counts the others.
extension HeadlessBackend: ScrollRendering {
    public func makeScrollView(axis: Axis) -> any RenderElement {
        let element = make(.scrollView)
        element.axis = axis
        element.viewportRows = viewportRows
        return element
    }

    /// A list: a scroll view and a lazy stack in one.
    public func makeList() -> any RenderElement {
        let element = make(.list)
        element.viewportRows = viewportRows
        return element
    }

    public func observeScrolling(of scrollView: any RenderElement, _ handler: @escaping @MainActor (Int) -> Void) {
        headless(scrollView).scrollHandlers.append(handler)
    }

    public func scroll(_ scrollView: any RenderElement, toFirstRow row: Int) {
        let element = headless(scrollView)
        guard element.firstRow != row else { return }
        element.firstRow = row
        for handler in element.scrollHandlers { handler(row) }
    }

    /// Rows are `rowLength` points long here, with no layout to measure them by.
    public func firstRow(atOffset offset: Double, in scrollView: any RenderElement) -> Int {
        max(0, Int((offset / rowLength).rounded()))
    }

    public func makeLazyStack(axis: Axis, spacing: Double?, columns: Int?) -> any RenderElement {
        let element = make(.lazyStack)
        element.axis = axis
        element.spacing = spacing
        element.columns = columns ?? 1
        return element
    }

    public func updateLazyStack(_ lazyStack: any RenderElement, spacing: Double?, columns: Int?) {
        let element = headless(lazyStack)
        element.spacing = spacing
        element.columns = columns ?? 1
    }

    public func setUnplacedRows(of lazyStack: any RenderElement, before: Int, after: Int) {
        headless(lazyStack).unplacedRows = (before, after)
    }

    /// Every grid is `gridWidth` points wide, so that its adaptive columns are as many in
    /// every run, as its viewport's rows are.
    public func observeWidth(of lazyStack: any RenderElement, _ handler: @escaping @MainActor (Double) -> Void) {
        handler(gridWidth)
    }

    public func scroll(_ step: ScrollStep) throws(DriveError) {
        try scroll(step, within: nil)
    }

    /// Scrolls the innermost scroll view on screen, in the front window or among a view's
    /// `elements` only (see `actionable(within:)`).
    package func scroll(_ step: ScrollStep, within elements: [any RenderElement]?) throws(DriveError) {
        let onScreen = Set(actionableContainers(within: elements).map(ObjectIdentifier.init))
        guard let scrollView = frontWindow.lastShown(where: { $0.isScrollable && onScreen.contains(ObjectIdentifier($0)) }) else {
            throw .nothingToScroll
        }
        guard let first = scrollView.firstRow(after: step) else { return }
        self.scroll(scrollView, toFirstRow: first)
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


