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

extension View {
    /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true;
    /// popping it, by the back button or `dismiss`, sets the binding back to false. The page's
    /// identity is installed when it is pushed and removed when it is popped, as a destination
    /// link's.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let destination = destination()
        return BoundDestinationModifier(
            content: self, isPresented: { isPresented.currentValue }, setBack: { isPresented.wrappedValue = false }
        ) { destination }
    }

    /// Pushes the page `destination` makes of `item` onto the enclosing navigation stack while
    /// the item is not nil; popping the page sets it back to nil. Another item gives the page
    /// content of a new identity, as another `.id` does (the layer's reading; Apple's
    /// documentation says only that the item's content is passed to the closure).
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        // Read when the modifier updates, never in the body that made it, which would come to
        // depend on the item; the page is made of the item as it is then.
        BoundDestinationModifier(content: self, isPresented: { item.currentValue != nil }, setBack: { item.wrappedValue = nil }) {
            item.currentValue.map { destination($0).id($0) }
        }
    }
}

/// A destination pushed while a binding says so.
struct BoundDestinationModifier<Content: View, Destination: View>: View, PrimitiveView {
    let content: Content
    let isPresented: @MainActor () -> Bool
    let setBack: @MainActor () -> Void
    let destination: @MainActor () -> Destination

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(content))
        let state = node.keptState(LinkState(node: node.viewNode))
        state.coordinator = node.context[NavigationStackInput.self]
        state.setBack = setBack
        let wanted = node.track { isPresented() }
        if wanted, state.coordinator == nil {
            RuntimeWarnings.report("navigationDestination(isPresented:) is used outside a NavigationStack; it will be ignored.", site: "navigationDestination(isPresented:) \(shortTypeName(Destination.self))")
        }
        state.showPage(wanted, of: wanted ? node.track { destination() } : EmptyView(), in: node)
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
