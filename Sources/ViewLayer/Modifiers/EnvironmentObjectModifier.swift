extension View {
    /// Provides `object` to this view and its descendants, where `@EnvironmentObject` finds it by type.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        EnvironmentObjectWriter(content: self, object: object)
    }
}

struct EnvironmentObjectWriter<Content: View, Object: ObservableObject>: View, PrimitiveView {
    let content: Content
    let object: Object

    func update(_ node: PrimitiveNode, previous: Self?) {
        // The same object again leaves the environment as it was: the children get the very
        // context they had, and those whose values are unchanged run no body.
        let state = node.keptState(EnvironmentWriterState<AnyObject>())
        let isSameObject = state.value === object
        state.value = object
        let context = state.cache.context(from: node.childContext, isReusable: isSameObject) {
            $0.environment.setObject(object, for: Object.self)
        }
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}
