import ViewLayer

/// `Section` and `ProgressView`: containers whose roles `show` reads, and a progress view's
/// fraction.
extension HeadlessBackend: SectionRendering, ProgressRendering {
    public func makeSection() -> any RenderElement {
        make(.section)
    }

    public func makeSectionHeader() -> any RenderElement {
        make(.sectionHeader)
    }

    public func makeProgress(fraction: Double?) -> any RenderElement {
        let element = make(.progress)
        element.progressFraction = fraction
        return element
    }

    public func setFraction(_ element: any RenderElement, _ fraction: Double?) {
        headless(element).progressFraction = fraction
    }
}

/// `.help(_:)`: an element that records its tooltip.
extension HeadlessBackend: HelpRendering {
    public func makeHelp(_ text: String) -> any RenderElement {
        let element = make(.help)
        element.text = text
        return element
    }

    public func setHelp(_ element: any RenderElement, _ text: String) {
        headless(element).text = text
    }
}
