extension View {
    /// Animates the changes of this view's content with `animation` whenever `value` changes:
    /// a view its content removes then keeps its identity and state until its removal transition
    /// has run (rule 19), as under `withAnimation`.
    ///
    ///     VStack {
    ///         if isShown { Panel().transition(.opacity) }
    ///     }
    ///     .animation(.easeInOut, value: isShown)
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        AnimationModifierView(content: self, animation: animation, value: value)
    }

    /// The animation of SwiftUI's first releases, deprecated in iOS 15 and still in old code (and
    /// in Apple's "Composing SwiftUI gestures"): every change that reaches the view runs in
    /// `animation`'s transaction, whatever changed; `.animation(nil)` runs them without one. The
    /// layer applies it as each update of the view passes this modifier, the first (its
    /// appearance) excepted, as `animation(_:value:)` does with a value that always changes; a
    /// transaction that disables animations keeps its own. Apple applies it "to all child views
    /// within this view"; here a change that a view inside makes to its own state, which does not
    /// pass the modifier, is not animated by it: the layer's narrower reading.
    ///
    ///     Circle()
    ///         .offset(x: dragOffset)
    ///         .animation(nil)
    public func animation(_ animation: Animation?) -> some View {
        AnyChangeAnimationView(content: self, animation: animation)
    }
}

struct AnyChangeAnimationView<Content: View>: View, PrimitiveView {
    let content: Content
    let animation: Animation?

    func update(_ node: PrimitiveNode, previous: Self?) {
        let specs = ChildSpec.content(content)
        guard previous != nil, !node.transaction.disablesAnimations else {
            node.updateChildren(specs)
            return
        }
        node.withAnimation(animation) { node.updateChildren(specs) }
    }
}

struct AnimationModifierView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let animation: Animation?
    let value: Value

    func update(_ node: PrimitiveNode, previous: Self?) {
        let specs = ChildSpec.content(content)
        // A transaction that disables animations keeps its own: Apple documents this for
        // `animation(_:)`; that `animation(_:value:)` does the same is inferred.
        guard let previous, previous.value != value, !node.transaction.disablesAnimations else {
            node.updateChildren(specs)
            return
        }
        node.withAnimation(animation) { node.updateChildren(specs) }
    }
}
