extension View {
    /// Shows `destination` for each value of type `D` on the enclosing navigation stack's path:
    /// a value a `NavigationLink(value:)` appends, or one the path binding holds.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationModifier<Self, D>(content: self) { value in (value.base as? D).map { destination($0) } }
    }
}

struct NavigationDestinationModifier<Content: View, Value: Hashable>: View, PrimitiveView {
    let content: Content
    let destination: @MainActor (AnyHashable) -> (any View)?

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(content))
        guard let navigation = node.context[NavigationStackInput.self] else {
            RuntimeWarnings.report("navigationDestination(for: \(shortTypeName(Value.self)).self) is used outside a NavigationStack; it will be ignored.", site: node.identityPath)
            return
        }
        navigation.register(Value.self, destination)
    }
}
