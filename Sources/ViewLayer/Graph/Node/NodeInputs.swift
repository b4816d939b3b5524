/// The key of a value a view hands down to every view below it through their context, as
/// OpenSwiftUI's view inputs (`ViewInputBoolFlag`, `IsInLazyContainer`) are: the view that sets
/// it, and the views that read it, name the key; nothing between them knows of it.
///
/// ```swift
/// enum ScrollRowOffsetInput: NodeInputKey {
///     typealias Value = ScrollRowOffset
/// }
/// // A scroll view, for its content:
/// context[ScrollRowOffsetInput.self] = position
/// // A lazy stack inside it:
/// let position = node.context[ScrollRowOffsetInput.self]
/// ```
///
/// Values are objects (or class-bound existentials), compared by identity: a child whose context
/// holds the same objects as before is given the same context.
protocol NodeInputKey {
    associatedtype Value
    /// Whether contexts hold the value weakly, as they do one the node that set it owns, which
    /// itself holds the contexts of the nodes below it.
    static var isHeldWeakly: Bool { get }
}

extension NodeInputKey {
    static var isHeldWeakly: Bool { false }
}

/// A context's inputs, by key: a few at most, so a short list rather than a dictionary.
struct NodeInputs {
    private struct Entry {
        let key: ObjectIdentifier
        var strong: AnyObject?
        weak var weak: AnyObject?

        var object: AnyObject? { strong ?? weak }
    }

    private var entries: [Entry] = []

    subscript<Key: NodeInputKey>(key: Key.Type) -> Key.Value? {
        get {
            let id = ObjectIdentifier(key)
            for entry in entries where entry.key == id { return entry.object as? Key.Value }
            return nil
        }
        set {
            let id = ObjectIdentifier(key)
            entries.removeAll { $0.key == id }
            guard let newValue else { return }
            let object = newValue as AnyObject
            entries.append(Key.isHeldWeakly ? Entry(key: id, strong: nil, weak: object) : Entry(key: id, strong: object, weak: nil))
        }
    }

    /// Whether both hold the same objects under the same keys. An input held weakly whose object
    /// went counts as not set.
    func isSame(as other: NodeInputs) -> Bool {
        var count = 0
        for entry in entries {
            guard let object = entry.object else { continue }
            count += 1
            guard other.entries.contains(where: { $0.key == entry.key && $0.object === object }) else { return false }
        }
        var otherCount = 0
        for entry in other.entries where entry.object != nil { otherCount += 1 }
        return count == otherCount
    }
}
