extension View {
    /// Provides `object` to this view and its descendants, where `@EnvironmentObject` finds it by type.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        EnvironmentObjectWriter(content: self, object: object)
    }
}

struct EnvironmentObjectWriter<Content: View, Object: ObservableObject>: View, PrimitiveView {
    let content: Content
    let object: Object

    func update(_ node: ViewNode, previous: Self?) {
        var context = node.childContext
        context.environment.setObject(object, for: Object.self)
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}
