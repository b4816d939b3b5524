/// Lays out its content in a column, aligned across by `alignment`.
public struct VStack<Content: View>: View, PrimitiveView, RowStack {
    let spacing: Double?
    let alignment: HorizontalAlignment?
    let content: Content

    public init(alignment: HorizontalAlignment? = nil, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        // `previous?.spacing`, not `previous.map(\.spacing)`: a key path written in generic code is
        // made anew at every call, which costs the runtime a demangling.
        node.updateStack(content, axis: .vertical, spacing: spacing, previous: previous?.spacing)
        node.updateStackAlignment(alignment.map { Alignment(horizontal: $0, vertical: .center) }, previous: previous.map { $0.alignment.map { Alignment(horizontal: $0, vertical: .center) } })
    }
}

/// Lays out its content in a row, aligned across by `alignment`.
public struct HStack<Content: View>: View, PrimitiveView, RowStack {
    let spacing: Double?
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateStack(content, axis: .horizontal, spacing: spacing, previous: previous?.spacing)
        node.updateStackAlignment(alignment.map { Alignment(horizontal: .center, vertical: $0) }, previous: previous.map { $0.alignment.map { Alignment(horizontal: .center, vertical: $0) } })
    }
}

extension PrimitiveNode {
    /// The update of a `VStack` or `HStack`: its element made along `axis` on install, its
    /// spacing set when it changed, its content its children.
    func updateStack(_ content: any View, axis: Axis, spacing: Double?, previous: Double??) {
        updateContainer(content, value: spacing, previous: previous, counted: .layout) {
            $0.makeStack(axis: axis, spacing: $1)
        } update: {
            $0.updateStack($1, spacing: $2)
        }
    }
}

/// A scrolling list of rows, lazy as a `LazyVStack` in a `ScrollView` is (rule 17): the rows of
/// a `ForEach` in it are built as they come within the viewport and a margin, and kept with their
/// state while their data is there. `scroll:` steps move through it, and `show` lists the rows
/// on screen.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    /// Brings the list's selection in line with the binding it was given, if any.
    var selection: (@MainActor (ListSelection) -> Void)?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        // A list is its own scroll view: its rows follow its own scrolling.
        node.updateLazyRows(content, selection: selection) { backend in
            let element = backend.make { $0.scrollRendering.makeList() }
            let position = ScrollRowOffset()
            position.list = node.viewNode
            backend.uncounted { $0.scrollRendering.observeScrolling(of: element) { [weak position] row in position?.moved(to: row) } }
            position.start(with: node.context[DefaultScrollAnchorInput.self], on: node)
            return LazyRows(element: element, position: position, container: node.viewNode)
        }
        // A `.scrollPosition` binding around is the list's, as a scroll view's.
        (node.primitiveState as? LazyContainerState)?.rows.position?.follow(node.context[ScrollPositionLinkInput.self])
    }
}

extension List {
    /// A row for each element of `data`, identified by `id`.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of `data`, identified by its `id`.
    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each number in `data`.
    @inlinable
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension PrimitiveNode {
    /// The update of a primitive that is an element holding its content: makes the element on
    /// install, passes `value` (spacing, padding) on to it when it differs from the `previous` one
    /// the element has (counted as a change of `kind`), then reconciles the content inside it.
    func updateContainer<Value: Equatable>(
        _ content: any View,
        value: Value,
        previous: Value?,
        counted kind: CountedBackend.PropertyKind,
        make: (any RenderBackend, Value) -> any RenderElement,
        update: (any RenderBackend, any RenderElement, Value) -> Void
    ) {
        if let element {
            if let previous, previous != value { backend.set(kind) { update($0, element, value) } }
        } else {
            setElement(backend.make { make($0, value) }, holdsChildren: true)
        }
        updateChildren(ChildSpec.content(content))
    }

    /// The update of a primitive whose element holds its content and has nothing to set once
    /// made: a split view and its panes, an inspector and its pane.
    func updateContainer(_ content: any View, context: NodeContext? = nil, make: (any RenderBackend) -> any RenderElement) {
        if element == nil { setElement(backend.make(make), holdsChildren: true) }
        updateChildren(ChildSpec.content(content), context: context)
    }
}
