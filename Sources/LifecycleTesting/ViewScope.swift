import Driving
import HeadlessBackend
import ViewLayer

/// One view of the tree under test, found by its type or by a text it shows: what it shows, its
/// controls, its state, and the views inside it. Tap the `+1` of this row only, read this row's
/// `@State`. Actions reach what a person could reach: controls of this view that are on screen,
/// not behind a sheet.
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
        try await host.tap(label, occurrence, within: view)
    }

    /// Flips a toggle of this view only, and lets what it caused finish.
    public func toggle(_ label: String, _ occurrence: Int = 1) async throws {
        try await host.toggle(label, occurrence, within: view)
    }

    /// Types into a text field of this view only, one key at a time, each settled.
    public func type(_ text: String, into label: String, _ occurrence: Int = 1) async throws {
        try await host.type(text, into: label, occurrence, within: view)
    }

    /// Chooses an option of a picker of this view only, and lets what it caused finish.
    public func select(_ option: String, in label: String, _ occurrence: Int = 1) async throws {
        try await host.select(option, in: label, occurrence, within: view)
    }

    /// Sets a slider, stepper or number's text field of this view only, and lets what it caused
    /// finish.
    public func set(_ label: String, to value: Double, _ occurrence: Int = 1) async throws {
        try await host.set(label, to: value, occurrence, within: view)
    }

    /// Scrolls the innermost scroll view of this view only, and lets what it caused finish.
    public func scroll(_ step: ScrollStep) async throws {
        try await host.scroll(step, within: view)
    }

    /// The `occurrence`-th (from 1) view of `type` at or inside this one, in the tree's order, or nil.
    /// A control's `Text` label (`Button("Save") {}`'s) is the control's title, not a view of its
    /// own; a framed text (`Text("42").frame(width: 48)`) is one view with its frame; and a
    /// `Label`'s text and symbol are parts of the label: `find(Text.self)` and `find(Image.self)`
    /// reach none of them.
    public func find<V: View>(_ type: V.Type, _ occurrence: Int = 1) -> ViewScope? {
        let found = view.views(ofType: type)
        return found.count >= occurrence && occurrence >= 1 ? ViewScope(view: found[occurrence - 1], host: host) : nil
    }

    /// The innermost view at or inside this one that shows `text`, in the first place it is
    /// shown; nil when none does.
    public func find(text: String) -> ViewScope? {
        var match: InspectedView?
        // Every user view, outermost first: a match inside the one found so far is closer to the text.
        for candidate in view.allViews() where host.backend.shownItems(within: candidate.elements).contains(where: { $0.kind == .text && $0.label == text }) {
            if let found = match, !candidate.path.hasPrefix(found.path + "/") { continue }
            match = candidate
        }
        return match.map { ViewScope(view: $0, host: host) }
    }

    /// The value of this view's `@State` named `name` (private ones too), or the object of its
    /// `@StateObject` of that name, as it is now; nil when there is none, or not of type `T`
    /// (`stateNames` lists the names there are).
    public func state<T>(_ name: String, as type: T.Type = T.self) -> T? {
        view.stateValue(named: name) as? T
    }

    /// The names of this view's `@State`s and `@StateObject`s, as declared, without the `_`.
    public var stateNames: [String] { view.stateNames }
}

extension ViewHost {
    /// The `occurrence`-th (from 1) view of `type` in the tree, pages and sheets included, in the
    /// tree's order; nil when there is none.
    public func find<V: View>(_ type: V.Type, _ occurrence: Int = 1) -> ViewScope? {
        rootScope?.find(type, occurrence)
    }

    /// The innermost view that shows `text`, in the first place it is shown: its scope.
    public func find(text: String) -> ViewScope? {
        rootScope?.find(text: text)
    }

    /// The value of the `@State` (or `@StateObject`'s object) named `name` of the first view of
    /// `type`; nil when there is none.
    public func state<V: View, T>(of type: V.Type, _ name: String, as valueType: T.Type = T.self) -> T? {
        find(type)?.state(name, as: valueType)
    }

    /// The root's scope finds among the views at or below it: the whole tree.
    private var rootScope: ViewScope? {
        graph.inspectedRoot.map { ViewScope(view: $0, host: self) }
    }
}
