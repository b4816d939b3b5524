/// What a view or an element in a scroll view is, to the counting of the scroll view's rows.
package enum ScrollRowKind: Sendable {
    /// A stack: as a scroll view's content, each of its children makes rows.
    case stack
    /// A lazy stack or grid: it makes its own rows, built or not.
    case lazyRows
    /// Padding or opacity: the rows are counted through it, as if its content were in its place.
    case lookedThrough
    /// Anything else: one row.
    case other
}

/// Which views make a scroll view's rows (rule 17): one rule, applied by the graph to its nodes,
/// to place a lazy container's rows, and by `Driving` to a backend's elements, to scroll them and
/// list those on screen, so that the two never disagree on where a lazy container's rows are.
///
/// The rows are those of the scroll view's content, padding and opacity looked through: when it is
/// a stack, each of its children makes rows, a lazy container all its rows and anything else one;
/// otherwise the content makes them, the same way. A lazy container deeper down is not among
/// them. How many rows a lazy container has is the graph's to say (`LazyRows`), which it tells
/// the backend as the rows it placed and those it keeps room for. This is the lab's row model
/// (DESIGN.md, rule 17), which counts in rows rather than points so that every renderer scrolls
/// alike; an empty container makes none, as it places nothing.
@MainActor
package struct ScrollRowRule<Item> {
    let kind: @MainActor (Item) -> ScrollRowKind
    let children: @MainActor (Item) -> [Item]

    /// - Parameters:
    ///   - kind: what an item is.
    ///   - children: an item's children that have elements, in order: those placed on screen.
    package init(kind: @escaping @MainActor (Item) -> ScrollRowKind, children: @escaping @MainActor (Item) -> [Item]) {
        self.kind = kind
        self.children = children
    }

    /// The items whose rows make the scroll view's, in order, given its content's items: the
    /// children of the content's stack, or the content itself, seen through padding and opacity.
    /// Content of several views (`ScrollView { Header(); ForEach(items) { … } }`) is stacked along
    /// the axis, each of them making rows. Apple's `ScrollView` documentation only shows a stack
    /// inside; that loose views stack along the axis is what apps written this way rely on, not
    /// something a source we have states.
    package func rowMakers(content: [Item]) -> [Item] {
        guard content.count == 1, let only = content.first else { return content.map(lookedThrough) }
        let inner = lookedThrough(only)
        return kind(inner) == .stack ? children(inner) : [inner]
    }

    /// `item`, or the content of the padding and opacity it is.
    package func lookedThrough(_ item: Item) -> Item {
        var item = item
        while kind(item) == .lookedThrough, let inner = children(item).first { item = inner }
        return item
    }

    /// The lazy container a row maker is, seen through padding and opacity, or nil when it makes
    /// one row.
    package func lazyRows(of maker: Item) -> Item? {
        let inner = lookedThrough(maker)
        return kind(inner) == .lazyRows ? inner : nil
    }
}
