/// A context a view makes for its children from its own (an environment value set, a sheet's
/// presenter, a page's `dismiss`), kept while what it was made from stays the same: children
/// then receive the very same context and skip comparing environments.
@MainActor
struct DerivedContextCache {
    private var made: (base: NodeContext, context: NodeContext)?

    /// The context `derive` makes from `base`; the one made before while `base` is the same as
    /// then and `isReusable` holds.
    mutating func context(from base: NodeContext, isReusable: Bool = true, derive: (inout NodeContext) -> Void) -> NodeContext {
        if isReusable, let made, made.base.isSame(as: base) { return made.context }
        var context = base
        derive(&context)
        made = (base, context)
        return context
    }

    /// The context `make` returns for `base`, kept as `context(from:isReusable:derive:)` keeps it.
    mutating func context(from base: NodeContext, isReusable: Bool = true, make: () -> NodeContext) -> NodeContext {
        if isReusable, let made, made.base.isSame(as: base) { return made.context }
        let context = make()
        made = (base, context)
        return context
    }

    /// Forgets the context made, for one made afresh next time.
    mutating func reset() { made = nil }
}
