/// Sets an environment value made from the environment where the modifier is, such as the paint a
/// `.foregroundStyle(.tint)` resolves to: compared once made, so a re-run body that sets the
/// same style hands its views the same context, and they do not update.
struct ResolvingEnvironmentWriter<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let resolve: (EnvironmentValues) -> Value

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(ResolvedValueState<Value>())
        let value = resolve(node.childContext.environment)
        let isSameValue = state.value == value
        state.value = value
        let context = state.cache.context(from: node.childContext, isReusable: isSameValue) {
            node.childContext(setting: keyPath, to: value)
        }
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

final class ResolvedValueState<Value> {
    var value: Value?
    var cache = DerivedContextCache()
}

extension View {
    /// Sets the environment value at `keyPath` to what `resolve` makes of the environment here.
    func environment<Value: Equatable>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, resolvedBy resolve: @escaping (EnvironmentValues) -> Value) -> some View {
        ResolvingEnvironmentWriter(content: self, keyPath: keyPath, resolve: resolve)
    }
}
