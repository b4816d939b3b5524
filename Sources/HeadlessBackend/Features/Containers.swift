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

    public func makeSectionRows(boxed: Bool) -> any RenderElement {
        make(.sectionRows)
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

/// `.navigationTitle(_:)`: an element that records the title it gives its page.
extension HeadlessBackend: NavigationTitleRendering {
    public func makeTitled(_ title: String, isSubtitle: Bool) -> any RenderElement {
        let element = make(isSubtitle ? .navigationSubtitle : .navigationTitle)
        element.text = title
        return element
    }

    public func setTitle(_ element: any RenderElement, _ title: String) {
        headless(element).text = title
    }
}

/// `.toolbar`: the host, the toolbar and its items as containers, the toolbar first as it is at
/// the top of the window, and its leading items before the others, as the header bar shows them.
extension HeadlessBackend: ToolbarRendering {
    public func makeToolbarHost() -> any RenderElement { make(.toolbarHost) }

    public func makeToolbar() -> any RenderElement {
        let toolbar = make(.toolbar)
        toolbar.choosesShownChildren = { toolbar in
            toolbar.children.filter(\.isLeadingToolbarItem) + toolbar.children.filter { !$0.isLeadingToolbarItem }
        }
        return toolbar
    }

    public func makeToolbarItem(placement: ToolbarItemPlacement) -> any RenderElement {
        let item = make(.toolbarItem)
        item.isLeadingToolbarItem = placement.isLeading
        return item
    }
}

extension HeadlessBackend: ControlGroupRendering {
    public func makeControlGroup() -> any RenderElement {
        makeStack(axis: .horizontal, spacing: 0)
    }
}

/// `.accessibilityLabel`: an element whose text is the name it gives the first item inside.
extension HeadlessBackend: AccessibilityLabelRendering {
    public func makeAccessibilityLabel(_ label: String) -> any RenderElement {
        let element = make(.accessibilityLabel)
        element.text = label
        return element
    }

    public func setAccessibilityLabel(_ element: any RenderElement, _ label: String) {
        headless(element).text = label
    }
}
