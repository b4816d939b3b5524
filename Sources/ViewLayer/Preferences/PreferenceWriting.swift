extension View {
    /// Sets `key`'s value for this view: the value its ancestors see for it, whatever the views
    /// inside it set (iOS 17 shows a parent's `.preference` hiding its children's).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceSourceView<Self, K>(content: self, contribution: .value(value))
    }

    /// Changes `key`'s value as it leaves this view: `callback` gets the value of the views
    /// inside it, or the default when none sets one.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceSourceView<Self, K>(content: self, contribution: .transform(callback))
    }
}

/// A `.preference` or `.transformPreference`: its node keeps what it gives its ancestors, and
/// tells the readers above it when that may have changed.
struct PreferenceSourceView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let contribution: PreferenceSource<Key>.Contribution

    func update(_ node: PrimitiveNode, previous: Self?) {
        let source = node.keptState(PreferenceSource<Key>(contribution))
        source.contribution = contribution
        node.updateChildren(ChildSpec.content(content))
        // Every update, as a value need not be Equatable: the readers compare what they fold.
        PreferenceReading.preferenceMayHaveChanged(Key.self, above: node.viewNode)
    }
}

/// What a node gives its ancestors for `Key`.
@MainActor
final class PreferenceSource<Key: PreferenceKey>: RemovalObserver {
    enum Contribution {
        case value(Key.Value)
        case transform((inout Key.Value) -> Void)
    }

    var contribution: Contribution

    init(_ contribution: Contribution) {
        self.contribution = contribution
    }

    /// The value the node gives, from the value of its content when it transforms it.
    func value(below node: ViewNode) -> Key.Value {
        switch contribution {
        case .value(let value):
            return value
        case .transform(let transform):
            var value = PreferenceReading.value(of: Key.self, below: node) ?? Key.defaultValue
            transform(&value)
            return value
        }
    }

    func nodeWillBeRemoved(_ node: ViewNode) {
        PreferenceReading.preferenceMayHaveChanged(Key.self, above: node)
    }
}
