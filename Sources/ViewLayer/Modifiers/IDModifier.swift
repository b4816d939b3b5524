extension View {
    /// Gives this view an explicit identity. When `id` changes, the view is a new one: its state
    /// is released and made afresh.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: AnyHashable(id))
    }
}

struct IDView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren([ChildSpec(key: .explicit(id), view: content)])
    }
}
