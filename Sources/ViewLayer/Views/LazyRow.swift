/// A view placed in a lazy container directly, other than a `ForEach`'s rows (a header, a
/// `Group`'s views, an `if`'s): a row of the container, built as a `ForEach`'s rows are, only once
/// it comes within reach of the viewport (rule 17). SwiftUI flattens a `Group` into the rows of
/// the container around it, so that `List { Group { … } Group { … } }` builds its rows lazily.
///
/// The views whose children are placed where they are (`placesChildrenInItsPlace`) wrap each
/// child in one when that place is a lazy container's; the row engine builds it when within reach.
struct LazyRow<Content: View>: View, PrimitiveView {
    let content: Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(LazyRowState())
        if !state.isBuilt {
            // Without a scroll view around, every row is built (rule 17), at once.
            guard let rows = node.context[LazyPlacementInput.self], rows.position != nil else {
                state.isBuilt = true
                return update(node, previous: previous)
            }
            // Deleted, too far out, with its state.
            if !node.children.isEmpty { node.updateChildren([]) }
            // Where the row goes among the container's is known once the round's bodies have run.
            rows.arrangeLater()
            return
        }
        node.updateChildren([ChildSpec(key: .single, view: content)])
    }
}

/// A view whose children are placed where it is placed itself, as they are: in a lazy
/// container, they are rows of the container, not a row of their own.
@MainActor
protocol PlacesChildrenInItsPlace {}

extension Group: PlacesChildrenInItsPlace {}
extension TupleView: PlacesChildrenInItsPlace {}
extension _ConditionalContent: PlacesChildrenInItsPlace {}
extension Optional: PlacesChildrenInItsPlace where Wrapped: View {}
extension ForEach: PlacesChildrenInItsPlace {}
extension EmptyView: PlacesChildrenInItsPlace {}
extension LazyRow: PlacesChildrenInItsPlace {}
extension Section: PlacesChildrenInItsPlace {}

extension PrimitiveNode {
    /// Whether the node's children would be placed in a lazy container directly, as its rows.
    var isPlacedInLazyContainer: Bool {
        guard let rows = childContext[LazyPlacementInput.self] else { return false }
        return rows.element === (viewNode.childContainer ?? viewNode.container).element
    }

    /// Makes the node's children those `specs` describe, for a view whose children are placed
    /// where it is (a `Group`, an `if`, a lazy container's content): placed in a lazy container
    /// directly, each child that is not itself such a view becomes a `LazyRow`, built only when
    /// near the viewport.
    func updatePlacedChildren(_ specs: [ChildSpec], context: NodeContext? = nil) {
        let context = context ?? childContext
        guard let rows = context[LazyPlacementInput.self],
              rows.element === (viewNode.childContainer ?? viewNode.container).element
        else { return updateChildren(specs, context: context) }
        updateChildren(specs.map { spec in
            if spec.view is any PlacesChildrenInItsPlace { return spec }
            return ChildSpec(key: spec.key, view: spec.view.inLazyRow())
        }, context: context)
    }
}

extension View {
    /// This view as a row of a lazy container, opened so that the row's type is this view's.
    fileprivate func inLazyRow() -> any View { LazyRow(content: self) }
}

/// A view whose number of views varies with its value: an `if`, with or without `else`, an
/// optional, a `ForEach`, an `AnyView`. (An `if`/`else` of one view a branch does not vary in
/// SwiftUI, which counts views by type; here it is taken to, which keeps such a row longer.)
@MainActor
protocol VaryingViewCount {}

extension _ConditionalContent: VaryingViewCount {}
extension Optional: VaryingViewCount where Wrapped: View {}
extension ForEach: VaryingViewCount {}
extension AnyView: VaryingViewCount {}

extension ViewNode {
    /// Whether this row's views vary in number: a view of varying count stands at its top, above
    /// its first element. Apple's lazy stacks address such a row by index and keep it alive
    /// longer, state included (WWDC26 session 321, "Subview loading"); the row engine keeps it
    /// while its data is there.
    var placesVaryingViews: Bool {
        if view is any VaryingViewCount { return true }
        guard element == nil else { return false }
        return children.contains { $0.placesVaryingViews }
    }
}
