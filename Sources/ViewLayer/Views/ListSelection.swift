/// The rows a `List` with a selection has chosen, as a person chooses them: one at a time for a
/// binding to an optional value, several for a binding to a set.
///
///     List(selection: $selectedFolder) {
///         ForEach(folders) { folder in
///             Label(folder.name, systemImage: "folder").tag(folder.id)
///         }
///     }
///
/// A row is chosen by its `.tag(_:)`, and a `ForEach`'s row whose view is not tagged by its
/// element's id, as SwiftUI tags them. A person's click on a row chooses it (a click on a chosen
/// row of a multiple selection leaves it), and GTK draws the chosen rows selected, as a
/// `GtkListBox` selects its rows. A chosen row is a button to a script: `tap:LABEL` chooses it.
/// A tag deeper in a row's own view is not seen: the row is chosen by its id.
@MainActor
final class ListSelection {
    /// The chosen values, read as the binding holds them now.
    var chosen: () -> Set<AnyHashable> = { [] }
    /// Chooses a row's value as a person's click does.
    var choose: (AnyHashable) -> Void = { _ in }

    func update<Value: Hashable>(_ binding: Binding<Value?>) {
        chosen = { binding.currentValue.map { [AnyHashable($0)] } ?? [] }
        choose = { value in
            guard let value = value.base as? Value else { return }
            binding.wrappedValue = value
        }
    }

    func update<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        chosen = { Set(binding.currentValue.map { AnyHashable($0) }) }
        choose = { value in
            guard let value = value.base as? Value else { return }
            var values = binding.wrappedValue
            if values.remove(value) == nil { values.insert(value) }
            binding.wrappedValue = values
        }
    }
}

extension List {
    /// A list whose rows a person chooses one at a time, each by its `.tag(_:)`.
    public init<Value: Hashable>(selection: Binding<Value?>, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.selection = { $0.update(selection) }
    }

    /// A list whose rows a person chooses several of, each by its `.tag(_:)`.
    public init<Value: Hashable>(selection: Binding<Set<Value>>, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.selection = { $0.update(selection) }
    }

    /// A row for each element of `data`, chosen one at a time by its id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Data.Element.ID?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, TagView<RowContent, Data.Element.ID>>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data) { TagView(content: rowContent($0), tag: $0.id) } }
    }

    /// A row for each element of `data`, chosen several at a time by their ids.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<Data.Element.ID>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, TagView<RowContent, Data.Element.ID>>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data) { TagView(content: rowContent($0), tag: $0.id) } }
    }

    /// A row for each element of `data`, identified and chosen by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, TagView<RowContent, ID>> {
        self.init(selection: selection) { ForEach(data, id: id) { TagView(content: rowContent($0), tag: $0[keyPath: id]) } }
    }

    /// A row for each element of `data`, identified by `id` and chosen several at a time by it.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<ID>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, TagView<RowContent, ID>> {
        self.init(selection: selection) { ForEach(data, id: id) { TagView(content: rowContent($0), tag: $0[keyPath: id]) } }
    }
}

/// A tagged row of a list with a selection: a flat button over the row that chooses it, shown
/// selected while chosen.
struct SelectableRow<Content: View>: View, PrimitiveView {
    let content: Content
    let isChosen: Bool
    let choose: @MainActor () -> Void

    func update(_ node: PrimitiveNode, previous: Self?) {
        let choose = choose
        // The row's swipe actions (and a context menu around them) stay beside the button that
        // chooses the row, not inside it, so that each is still a button a person presses.
        let chooser = { (row: any View) -> AnyView in
            AnyView(Button(action: choose) { RowChooserLabel(row: AnyView(erasing: row)) }.buttonStyle(.plain))
        }
        let row: any View = (content as? any RowActionsWrapper)?.wrapping(chooser) ?? chooser(content)
        node.updateChildren(ChildSpec.content(AnyView(erasing: row)))
        // The button's element, below the style's modifier: the first button down the tree.
        let button = Self.firstButton(below: node.viewNode)
        guard (previous?.isChosen ?? false) != isChosen, let element = button?.element else { return }
        let isChosen = isChosen
        node.backend.set(.style) { $0.listSelectionRendering.setRowChosen(element, isChosen) }
    }

    /// The first node with an element below `node` whose view is the choosing button's, found
    /// through the wrappers that have none (the style, `AnyView`) and the row's actions.
    private static func firstButton(below node: ViewNode) -> ViewNode? {
        for child in node.children {
            if child.element != nil, child.view is any RowChoosingButton { return child }
            if let found = firstButton(below: child) { return found }
        }
        return nil
    }
}

/// The button that chooses a row of a selectable list, told apart by its label from the row's
/// own buttons and its swipe actions (a leading one comes before it).
protocol RowChoosingButton {}

extension Button: RowChoosingButton where Label == RowChooserLabel {}

/// The label of the button that chooses a row: the row, as wide as the list.
struct RowChooserLabel: View {
    let row: AnyView

    var body: some View {
        // The row's own tags (a picker's options) are not the list's.
        row.frame(maxWidth: .infinity, alignment: .leading).environment(\.listSelection, nil)
    }
}

/// A row modifier whose controls a selectable list keeps out of the button that chooses the row:
/// `.swipeActions` and `.contextMenu` around it.
@MainActor
protocol RowActionsWrapper {
    /// The same modifier around `wrap` applied to the row it modifies (or to the row inside the
    /// next such modifier).
    func wrapping(_ wrap: (any View) -> AnyView) -> AnyView
}

extension SwipeActionsRow: RowActionsWrapper {
    func wrapping(_ wrap: (any View) -> AnyView) -> AnyView {
        let inner = (row as? any RowActionsWrapper)?.wrapping(wrap) ?? wrap(row)
        return AnyView(SwipeActionsRow<AnyView, Actions>(row: inner, actions: actions, edge: edge))
    }
}

/// A row's own `.tag(_:)` inside the one `List(_:selection:)` gives it: the modifiers it holds are
/// looked through.
extension TagView: RowActionsWrapper {
    func wrapping(_ wrap: (any View) -> AnyView) -> AnyView {
        guard let wrapper = content as? any RowActionsWrapper else { return wrap(self) }
        return AnyView(TagView<AnyView, Tag>(content: wrapper.wrapping(wrap), tag: tag))
    }
}

extension ContextMenuView: RowActionsWrapper {
    func wrapping(_ wrap: (any View) -> AnyView) -> AnyView {
        let inner = (content as? any RowActionsWrapper)?.wrapping(wrap) ?? wrap(content)
        return AnyView(ContextMenuView<AnyView, MenuItems>(content: inner, items: items))
    }
}

extension EnvironmentValues {
    /// The selection of the list the views are rows of, if it has one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

private struct ListSelectionKey: EnvironmentKey {
    static let defaultValue: ListSelection? = nil
}

/// What a backend does to show a list's chosen rows.
@MainActor
public protocol ListSelectionRendering: RenderBackend {
    /// Shows the row that `element` (a row's button) is the content of as chosen or not.
    func setRowChosen(_ element: any RenderElement, _ isChosen: Bool)
}

extension RenderBackend {
    var listSelectionRendering: any ListSelectionRendering { rendering(self as? any ListSelectionRendering, of: "List selection") }
}

extension ViewNode {
    /// Whether this node's views are rows of the lazy list it is in, not views inside a row: a
    /// `ForEach` or a tag inside a row is the row's own. A `ForEach`'s rows are the list's when
    /// the `ForEach` is (their context no longer names the list).
    var isPlacedInSelectableList: Bool {
        if let rows = context[LazyPlacementInput.self] { return rows.element === container.element }
        guard let parent, parent.view is any ElementViews else { return false }
        return parent.isPlacedInSelectableList
    }
}
