/// Views computed from a collection, each identified by its element's id, so that an element's
/// view keeps its state when the element moves, and loses it when the element goes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    /// The element's id. A function, made where the ForEach is written: there it is specialised,
    /// `\.id` of an `Identifiable` element becomes a plain property read, and no `KeyPath` is
    /// projected in the graph's unspecialised code.
    @usableFromInline let id: (Data.Element) -> ID
    @usableFromInline let content: (Data.Element) -> Content
    /// Calls its argument with each element of `data`. Made by the inlinable initialisers, so it is
    /// compiled for the concrete `Data` where the ForEach is written: the graph's own code runs
    /// unspecialised, and walking a collection there asks the runtime for metadata at every element.
    @usableFromInline let forEachElement: ((Data.Element) -> Void) -> Void
    /// For `ForEach(_:content:)` over a range: the range, and how to walk another one, so that
    /// the rows of the first range can be kept when a later range's count differs (rule 16).
    @usableFromInline let constantRange: ConstantRange<Data.Element>?

    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    @inlinable
    init(
        _ data: Data,
        identifiedBy id: @escaping (Data.Element) -> ID,
        constantRange: ConstantRange<Data.Element>? = nil,
        content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
        self.constantRange = constantRange
        forEachElement = { body in
            for element in data { body(element) }
        }
    }

    /// Rows placed in a lazy stack directly are built near the viewport only
    /// (`ForEach+Lazy.swift`); others all at once (`ForEach+Eager.swift`).
    func update(_ node: PrimitiveNode, previous: Self?) {
        // Rows a person may delete or move, each in a row that offers the edits.
        if !(Content.self is any EditableRowMarker.Type), let editing = node.context[RowEditingInput.self],
           node.viewNode.parent?.view is any EditableContentMarker {
            let content = content, id = id
            var ids: [AnyHashable] = []
            forEachElement { ids.append(AnyHashable(id($0))) }
            editing.ids = ids
            ForEach<Data, ID, EditableRow<Content>>(data, identifiedBy: id, constantRange: constantRange) {
                EditableRow(content: content($0), id: AnyHashable(id($0)))
            }
            .update(node, previous: nil)
            return
        }
        // In a list with a selection, each row is chosen by its element's id unless the row's
        // view is tagged itself, as SwiftUI tags a `ForEach`'s rows.
        // So in a picker: its options are chosen by their elements' ids.
        // Rows made editable above are the list's to edit, not to choose: tagging them would
        // make them editable again, without end.
        if !(Content.self is any TaggedView.Type), !(Content.self is any EditableRowMarker.Type),
           node.viewNode.isPlacedInPicker || (node.childContext.environment.listSelection != nil && node.viewNode.isPlacedInSelectableList) {
            let content = content, id = id
            ForEach<Data, ID, TagView<Content, ID>>(data, identifiedBy: id, constantRange: constantRange) {
                TagView(content: content($0), tag: id($0))
            }
            .update(node, previous: nil)
            return
        }
        // The row engines match, place and detach the children themselves.
        let node = node.viewNode
        let forEachElement = constantRange.map { rangeKeptFromInstall($0, node: node) } ?? self.forEachElement
        let context = node.childContext
        // The rows of a lazy stack this ForEach's views are placed in directly: built near the viewport only.
        if let lazy = context[LazyPlacementInput.self], lazy.element === node.container.element {
            updateLazily(node, rows: lazy, forEachElement: forEachElement, context: context)
            return
        }
        updateEagerly(node, forEachElement: forEachElement, context: context)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
}

/// A ForEach child's key: integer ids, the common case, compare as integers; others through
/// `AnyHashable`. A free function, so that unspecialised code calling it needs no `ForEach` metadata.
func childKey<ID: Hashable>(_ id: ID) -> ChildKey {
    if ID.self == Int.self { return .number(unsafeBitCast(id, to: Int.self)) }
    return .explicit(AnyHashable(id))
}
