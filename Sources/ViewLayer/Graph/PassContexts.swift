/// The contexts environment modifiers made in this pass, shared by every view that makes the same
/// one from the same context: a thousand rows under `.font(.callout)` then hold one context
/// rather than a thousand copies of the environment, each made, compared and released apiece.
///
/// Forgotten at the end of the pass, so that it keeps no one's environment, and the objects in
/// it, alive any longer than the views that hold it. A view keeps the context it was given in its
/// own `DerivedContextCache` from one pass to the next.
@MainActor
struct PassContexts {
    private struct Key: Hashable {
        let base: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    private struct Made {
        /// Held, so that no other context takes its identity while the entry is kept.
        let base: NodeContext
        let value: Any
        let context: NodeContext
    }

    private var made: [Key: Made] = [:]

    /// `base` with the environment's `keyPath` set to `value`: the context made so in this pass
    /// from the very same `base`, if one was.
    mutating func context<Value>(from base: NodeContext, setting keyPath: WritableKeyPath<EnvironmentValues, Value>, to value: Value) -> NodeContext {
        let key = Key(base: base.identity, keyPath: keyPath)
        if let entry = made[key], let earlier = entry.value as? Value, TypeLayout.areSameEnvironmentValues(earlier, value) {
            return entry.context
        }
        var context = base
        context.environment[keyPath: keyPath] = value
        made[key] = Made(base: base, value: value, context: context)
        return context
    }

    mutating func forget() {
        if !made.isEmpty { made.removeAll(keepingCapacity: true) }
    }
}
