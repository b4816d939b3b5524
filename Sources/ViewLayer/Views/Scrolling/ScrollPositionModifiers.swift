extension View {
    /// Binds the id of the view a scroll view inside is at (iOS 17): setting it scrolls there,
    /// aligned at `anchor` (nil: by the least that shows the view whole), and as the scroll view
    /// scrolls, by a person or a script's `scroll:`, it becomes the id of the first view of the
    /// layout marked `.scrollTargetLayout()` on screen (Apple: "the identity of the leading-most
    /// / top-most view"). Without a scroll target layout it is not written back.
    ///
    ///     @State private var scrolledID: Item.ID?
    ///
    ///     ScrollView {
    ///         LazyVStack {
    ///             ForEach(items) { ItemView($0) }
    ///         }
    ///         .scrollTargetLayout()
    ///     }
    ///     .scrollPosition(id: $scrolledID)
    ///
    /// A row of a lazy stack that is not built yet is found by its `ForEach` element's id: moving
    /// there builds and places the rows it reaches (rule 17).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let request = { (value: ID?) -> ScrollRequest? in
            value.flatMap { scrollTargetID($0) }.map { .view($0, anchor: anchor) }
        }
        return ScrollPositionView(content: self, request: { request(id.currentValue) }, write: { scrolledTo in
            // The first target's id, if it is of the binding's type; none leaves the binding.
            guard let value = scrolledTo?.base as? ID else { return request(id.currentValue) }
            id.wrappedValue = value
            return request(value)
        })
    }

    /// Binds where a scroll view inside is (iOS 18): setting `position` (`scrollTo(id:anchor:)`,
    /// `scrollTo(edge:)`) scrolls there, and as a person or a script scrolls it is written with
    /// the first target's id on screen and `isPositionedByUser` true. `anchor` aligns a view
    /// scrolled to when the position names none.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        ScrollPositionView(content: self, request: {
            Self.request(of: position.currentValue, anchor: anchor)
        }, write: { scrolledTo in
            var value = position.currentValue
            value.positionedByUser(at: scrolledTo)
            position.wrappedValue = value
            return Self.request(of: value, anchor: anchor)
        })
    }

    private static func request(of position: ScrollPosition, anchor: UnitPoint?) -> ScrollRequest? {
        guard case .view(let id, let own)? = position.request else { return position.request }
        return .view(id, anchor: own ?? anchor)
    }
}
