/// A binding to each element of a bound collection, as `ForEach($items) { $item in … }` hands
/// them over: editing a row's field writes the collection's element in place.
public struct IndexedBindings<Base: MutableCollection & RandomAccessCollection>: RandomAccessCollection where Base.Index: Hashable {
    @usableFromInline let base: Binding<Base>
    /// The collection as the view was made with it: its indices are the rows.
    @usableFromInline let values: Base

    @usableFromInline init(base: Binding<Base>, values: Base) {
        self.base = base
        self.values = values
    }

    public var startIndex: Base.Index { values.startIndex }
    public var endIndex: Base.Index { values.endIndex }
    public func index(after i: Base.Index) -> Base.Index { values.index(after: i) }
    public func index(before i: Base.Index) -> Base.Index { values.index(before: i) }
    public func index(_ i: Base.Index, offsetBy distance: Int) -> Base.Index { values.index(i, offsetBy: distance) }
    public func distance(from start: Base.Index, to end: Base.Index) -> Int { values.distance(from: start, to: end) }

    /// A binding to the element at `position`, through the collection's own binding, so that the
    /// graph tracks it as it tracks the collection.
    public subscript(position: Base.Index) -> Binding<Base.Element> {
        base[dynamicMember: \Base.[position]]
    }
}

extension ForEach {
    /// A view for each element of a bound collection, handed a binding to its element.
    ///
    ///     ForEach($todos) { $todo in
    ///         Toggle(todo.title, isOn: $todo.isDone)
    ///     }
    @inlinable
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == IndexedBindings<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(IndexedBindings(base: data, values: data.wrappedValue), identifiedBy: { $0.wrappedValue.id }, content: content)
    }

    /// The same, each element identified by `id`.
    @inlinable
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == IndexedBindings<C>, C.Index: Hashable {
        self.init(IndexedBindings(base: data, values: data.wrappedValue), identifiedBy: { $0.wrappedValue[keyPath: id] }, content: content)
    }
}

extension List {
    /// A row for each element of a bound collection, handed a binding to its element, as
    /// Scrumdinger's list of scrums is written:
    ///
    ///     List($scrums) { $scrum in
    ///         NavigationLink(destination: DetailView(scrum: $scrum)) { CardView(scrum: scrum) }
    ///     }
    @inlinable
    public init<C, RowContent: View>(_ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<IndexedBindings<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// The same, each element identified by `id`.
    @inlinable
    public init<C, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<C>, ID, RowContent>, C.Index: Hashable {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}
