extension View {
    /// Runs `action` with `key`'s value in this view whenever it changes, after the update that
    /// changed it, once its bodies have run; and after the first update, when the views inside
    /// set a value other than the default. A common use is to learn a size the content measured:
    ///
    ///     content
    ///         .background { GeometryReader { Color.clear.preference(key: SizeKey.self, value: $0.size) } }
    ///         .onPreferenceChange(SizeKey.self) { size = $0 }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void) -> some View where K.Value: Equatable {
        PreferenceChangeView<Self, K>(content: self, action: action)
    }

    /// Draws the views `transform` makes from `key`'s value in this view over it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        let box = PreferenceValueBox<K>()
        return PreferenceValueView<Self, K>(content: self, box: box)
            .overlay(alignment: alignment) { PreferenceValueContent(box: box, transform: transform) }
    }

    /// Draws the views `transform` makes from `key`'s value in this view behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        let box = PreferenceValueBox<K>()
        return PreferenceValueView<Self, K>(content: self, box: box)
            .background(alignment: alignment) { PreferenceValueContent(box: box, transform: transform) }
    }
}

/// How a value set below reaches the views that read it.
///
/// A value is folded when it is read: the sources below a reader, in the order their views are
/// written, each giving its value (a `.preference` hides the values set inside it), and subtrees
/// that set none giving nothing. A source whose node is updated or removed tells the readers on
/// its way to the root, and each folds again once after the pass's bodies. The layer's choice,
/// where SwiftUI leaves it open: a reorder of the views that set values, with no update of them,
/// is not noticed.
@MainActor
enum PreferenceReading {
    /// The value the views below `node` set for `key`, or nil where none sets one.
    static func value<K: PreferenceKey>(of key: K.Type, below node: ViewNode) -> K.Value? {
        var folded: K.Value?
        for child in node.children where !child.isRemoved {
            guard let next = value(of: key, at: child) else { continue }
            if var value = folded {
                K.reduce(value: &value, nextValue: { next })
                folded = value
            } else {
                folded = next
            }
        }
        return folded
    }

    /// The value `node` gives its ancestors for `key`, or nil where nothing in it sets one.
    static func value<K: PreferenceKey>(of key: K.Type, at node: ViewNode) -> K.Value? {
        if let source = node.primitiveState as? PreferenceSource<K> { return source.value(below: node) }
        return value(of: key, below: node)
    }

    /// Tells the readers of `key` above `node` to fold their value again after the pass.
    static func preferenceMayHaveChanged<K: PreferenceKey>(_ key: K.Type, above node: ViewNode) {
        // A presentation's or a pushed page's values stay in it: the walk ends at its root.
        var ancestor = node.isPortalRoot ? nil : node.parent
        while let current = ancestor {
            if let reader = current.primitiveState as? PreferenceReader, reader.key == ObjectIdentifier(key) {
                reader.scheduleCheck(of: current)
            }
            ancestor = current.isPortalRoot ? nil : current.parent
        }
    }
}

/// A node that reads a preference: a class, not a protocol, so that a source's walk up asks
/// each ancestor with a compare rather than a lookup in the runtime's conformance cache.
@MainActor
class PreferenceReader {
    let key: ObjectIdentifier
    private var isCheckScheduled = false

    init(key: ObjectIdentifier) {
        self.key = key
    }

    /// Folds the value again once the pass's bodies have run: once, however many sources below
    /// changed.
    func scheduleCheck(of node: ViewNode) {
        guard !isCheckScheduled else { return }
        isCheckScheduled = true
        node.graph.enqueueChangeAction(of: node) { [self] in
            isCheckScheduled = false
            guard !node.isRemoved else { return }
            check(node)
        }
    }

    func check(_ node: ViewNode) {}
}

struct PreferenceChangeView<Content: View, Key: PreferenceKey>: View, PrimitiveView where Key.Value: Equatable {
    let content: Content
    let action: @MainActor (Key.Value) -> Void

    func update(_ node: PrimitiveNode, previous: Self?) {
        let reader = node.keptState(PreferenceChangeReader<Key>())
        reader.action = action
        node.updateChildren(ChildSpec.content(content))
        reader.scheduleCheck(of: node.viewNode)
    }
}

/// The value an `onPreferenceChange` last saw: the default, until the first fold.
private final class PreferenceChangeReader<Key: PreferenceKey>: PreferenceReader where Key.Value: Equatable {
    var action: (@MainActor (Key.Value) -> Void)?
    private var seen = Key.defaultValue

    init() { super.init(key: ObjectIdentifier(Key.self)) }

    override func check(_ node: ViewNode) {
        let value = PreferenceReading.value(of: Key.self, below: node) ?? Key.defaultValue
        guard value != seen else { return }
        seen = value
        action?(value)
    }
}

/// The value an `overlayPreferenceValue` or `backgroundPreferenceValue` shows, and the node that
/// shows it.
@MainActor
final class PreferenceValueBox<Key: PreferenceKey> {
    var value = Key.defaultValue
    weak var shownBy: ViewNode?
    /// How many folds made `value`, and how many the views shown from it were built after.
    var folds = 0
    var foldsShown = 0
}

/// The content whose value the overlay or background shows.
struct PreferenceValueView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let box: PreferenceValueBox<Key>

    func update(_ node: PrimitiveNode, previous: Self?) {
        let reader = node.keptState(PreferenceValueReader<Key>())
        // The modifier makes a box each time the body around it runs: the new one starts with
        // the value folded last, for an overlay, updated after this content, to show.
        if let kept = reader.box, kept !== box {
            // A background made this pass took the new box already, and says it is shown by it.
            if box.shownBy == nil {
                box.value = kept.value
                box.folds = kept.folds
            }
        }
        reader.box = box
        node.updateChildren(ChildSpec.content(content))
        // Folded now, with the content just updated, so that an overlay, updated after it, is
        // built with the content's value rather than the default (a background, updated before
        // it, is built with the value folded last, and again if it changed).
        reader.fold(node.viewNode)
    }
}

/// Hands the overlay the value folded in its content, and updates it: the value need not be
/// Equatable, so every fold does.
private final class PreferenceValueReader<Key: PreferenceKey>: PreferenceReader {
    var box: PreferenceValueBox<Key>?
    /// Whether a source below may have changed since the last fold: the content's own update
    /// folds, and only a source updated after it (a view below with a change of its own, later
    /// in the pass) makes the views shown from the value run again.
    private var isStale = false

    init() { super.init(key: ObjectIdentifier(Key.self)) }

    override func scheduleCheck(of node: ViewNode) {
        isStale = true
        super.scheduleCheck(of: node)
    }

    func fold(_ node: ViewNode) {
        isStale = false
        guard let box else { return }
        box.value = PreferenceReading.value(of: Key.self, below: node) ?? Key.defaultValue
        box.folds += 1
        // A background is built before its content, from the value folded before: it is built
        // again from this one.
        if let shown = box.shownBy, box.foldsShown != box.folds { shown.invalidate() }
    }

    override func check(_ node: ViewNode) {
        guard isStale else { return }
        fold(node)
    }
}

/// The views made from the value.
struct PreferenceValueContent<Key: PreferenceKey, Content: View>: View, PrimitiveView {
    let box: PreferenceValueBox<Key>
    let transform: (Key.Value) -> Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        // A background is updated before its content: it carries the value over itself.
        let kept = node.keptState(KeptBox<Key>())
        // An overlay's new box holds this pass's fold already; a background's, built first,
        // starts from the last one.
        if let previous = kept.box, previous !== box, box.folds == 0 {
            box.value = previous.value
            box.folds = previous.folds
        }
        kept.box = box
        box.shownBy = node.viewNode
        box.foldsShown = box.folds
        // A background is updated before its content has ever been folded: it is made once the
        // content's value is known, the fold running it again, and never from the default.
        guard box.folds > 0 else { return }
        node.updateChildren(ChildSpec.content(transform(box.value)))
    }
}

@MainActor
private final class KeptBox<Key: PreferenceKey> {
    var box: PreferenceValueBox<Key>?
}
