/// Lays out its content in a column.
public struct VStack<Content: View>: View, PrimitiveView {
    let spacing: Double?
    let content: Content

    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: ViewNode) {
        node.updateContainer(content) { $0.makeStack(axis: .vertical, spacing: spacing) }
    }
}

/// Lays out its content in a row.
public struct HStack<Content: View>: View, PrimitiveView {
    let spacing: Double?
    let content: Content

    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: ViewNode) {
        node.updateContainer(content) { $0.makeStack(axis: .horizontal, spacing: spacing) }
    }
}

/// A scrolling list of rows.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func update(_ node: ViewNode) {
        node.updateContainer(content) { $0.makeList() }
    }
}

extension List {
    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each number in `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension ViewNode {
    /// The update of a primitive that is an element holding its content: makes the element
    /// on install, then reconciles the content inside it.
    func updateContainer(_ content: any View, make: (any RenderBackend) -> any RenderElement) {
        if element == nil { setElement(make(graph.backend), holdsChildren: true) }
        updateChildren([ChildSpec(key: .single, view: content)])
    }
}
