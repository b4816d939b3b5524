import HeadlessBackend
import ViewLayer

/// One view of the tree under test, found by its type: what it shows, its controls, its state,
/// and the views inside it. Tap the `+1` of this row only, read this row's `@State`.
@MainActor
public struct ViewScope {
    let view: InspectedView
    let host: ViewHost

    /// The view's identity: keys and type names from the root.
    public var path: String { view.path }

    /// What the view shows, as `show` prints it.
    public var shown: [String] { host.backend.shownItems(within: view.elements).map(\.line) }

    /// The texts the view shows.
    public var texts: [String] { host.backend.shownItems(within: view.elements).texts }

    /// Taps a button or link of this view only, and lets what it caused finish.
    public func tap(_ label: String, _ occurrence: Int = 1) async throws {
        try host.act { try host.backend.tap(label, occurrence: occurrence, within: view.elements) }
        await host.settle()
    }

    /// The `occurrence`-th (from 1) view of `type` at or inside this one, or nil.
    public func find<V: View>(_ type: V.Type, _ occurrence: Int = 1) -> ViewScope? {
        let found = view.views(ofType: type)
        return found.count >= occurrence && occurrence >= 1 ? ViewScope(view: found[occurrence - 1], host: host) : nil
    }

    /// The value of this view's `@State` named `name` (private ones too), or the object of its
    /// `@StateObject` of that name, as it is now; nil when there is none, or not of type `T`.
    public func state<T>(_ name: String, as type: T.Type = T.self) -> T? {
        view.stateValue(named: name) as? T
    }
}

extension ViewHost {
    /// The `occurrence`-th (from 1) view of `type` in the tree, pages and sheets included, in the
    /// tree's order; nil when there is none.
    public func find<V: View>(_ type: V.Type, _ occurrence: Int = 1) -> ViewScope? {
        // The root's scope finds among the views at or below it: the whole tree.
        graph.inspectedRoot.flatMap { ViewScope(view: $0, host: self).find(type, occurrence) }
    }

    /// The value of the `@State` (or `@StateObject`'s object) named `name` of the first view of
    /// `type`; nil when there is none.
    public func state<V: View, T>(of type: V.Type, _ name: String, as valueType: T.Type = T.self) -> T? {
        find(type)?.state(name, as: valueType)
    }

    /// The innermost view that shows `text`, in the first place it is shown: its scope.
    public func find(text: String) -> ViewScope? {
        guard let root = graph.inspectedRoot else { return nil }
        var match: InspectedView?
        // Every user view, outermost first: a match inside the one found so far is closer to the text.
        for view in root.allViews() where backend.shownItems(within: view.elements).contains(where: { $0.kind == .text && $0.label == text }) {
            if let found = match, !view.path.hasPrefix(found.path + "/") { continue }
            match = view
        }
        return match.map { ViewScope(view: $0, host: self) }
    }
}
