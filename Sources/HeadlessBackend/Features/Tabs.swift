import ViewLayer

/// Tab views: a bar of tab buttons (the backend's own, each labelled by a text) over the pages
/// the graph inserts, of which only the selected one is shown, and so mapped.
extension HeadlessBackend: TabViewRendering {
    public func makeTabView(onSelect: @escaping @MainActor (Int) -> Void) -> any RenderElement {
        let element = make(.tabView)
        element.choosesShownChildren = { tabs in
            tabs.tabButtons + (tabs.children.indices.contains(tabs.selectedTab) ? [tabs.children[tabs.selectedTab]] : [])
        }
        element.tabSelected = onSelect
        return element
    }

    public func setTabs(of tabView: any RenderElement, labels: [String], selected: Int) {
        let element = headless(tabView)
        if element.tabButtons.map(\.label) != labels {
            element.tabButtons = labels.enumerated().map { index, label in
                let button = HeadlessElement(.button)
                let text = HeadlessElement(.text)
                text.text = label
                button.insertChild(text, at: 0)
                button.action = { [weak element] in element?.tabSelected?(index) }
                return button
            }
        }
        let hidden = element.shownChildren
        element.selectedTab = selected
        element.shownChildrenChanged(hiding: hidden.filter { old in !element.shownChildren.contains { $0 === old } })
    }
}
