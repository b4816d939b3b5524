/// Tabs: one view at a time, chosen from a bar of tab buttons labelled by each view's
/// `.tabItem { Text(…) }`, and identified by its `.tag(_:)`. A `ForEach` makes a tab of each of
/// its elements, tagged by the element's id unless its view has a tag. A tab without a tag is
/// identified by its position, which no selection value matches.
///
/// Rule 17: a tab's content is built the first time its tab is selected, and kept, with its
/// state, while other tabs are shown; switching tabs makes the old tab's content disappear and
/// the new one's appear. (iOS 18's `TabView` is lazy this way; a graph following iOS 16 or 17
/// builds every tab at the tab view's first show, as those did: `SwiftUIRelease`.)
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose selection is `selection`: the tag of the tab shown.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(TabViewState()) { state in
            let element = node.backend.make { $0.tabViewRendering.makeTabView { [weak state] index in state?.select(index) } }
            node.setElement(element, holdsChildren: true)
        }
        // What a ForEach's closures read while making its tabs is read by the tab view.
        let tabs = node.track { TabEntry.tabs(of: content, keepingRanges: &state.initialRanges, warningAt: node.identityPath) }
        state.tags = tabs.map(\.tag)
        // A tab that went is forgotten: brought back, it is built when it is next shown.
        state.built.formIntersection(state.tags)
        state.choose = selection.map { binding in
            { tag in if let value = tag.base as? SelectionValue { binding.wrappedValue = value } }
        }
        state.node = node.viewNode
        // The bound value as it is now, read as a dependency: a change of it updates the tabs even
        // when the binding's owner never reads it (the usual `TabView(selection: $tab)`), whose
        // body does not re-run to hand over a binding with the new value.
        let chosen = selection.map { binding in AnyHashable(node.track { binding.currentValue }) } ?? state.selected
        let selected = tabs.firstIndex { $0.tag == chosen } ?? 0
        if let tab = tabs.indices.contains(selected) ? tabs[selected] : nil { state.built.insert(tab.tag) }
        // Before iOS 18, every tab was built at the tab view's first show (rule 20); one added
        // later, when it is first selected.
        if !node.release.buildsTabsWhenSelected, !state.hasShown { state.built.formUnion(state.tags) }
        state.hasShown = true
        state.selected = tabs.indices.contains(selected) ? tabs[selected].tag : nil
        let labels = tabs.map(\.label)
        if let element = node.element, state.shown?.labels != labels || state.shown?.selected != selected {
            node.backend.set(.layout) { $0.tabViewRendering.setTabs(of: element, labels: labels, selected: selected) }
            state.shown = (labels, selected)
        }
        node.updateChildren(tabs.map { tab in
            ChildSpec(key: .explicit(tab.tag), view: TabPage(isBuilt: state.built.contains(tab.tag), content: tab.view))
        }, allowsLeaving: false)
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep which one is shown themselves, the first to start with.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// One tab of a `TabView`: its view, and the label and tag the view carries.
@MainActor
private struct TabEntry {
    let view: any View
    let label: String
    let tag: AnyHashable

    /// A tab without a tag: no value a selection binding holds is equal to it.
    struct PositionTag: Hashable {
        let position: Int
    }

    init(_ view: any View, position: Int, implicitTag: AnyHashable?) {
        self.view = view
        var label: String?
        var tag: AnyHashable?
        // `.tabItem` and `.tag` in either order, around the tab's own view.
        var wrapped: any View = view
        while let tabContent = wrapped as? any TabContentWrapper {
            label = label ?? tabContent.tabLabel
            tag = tag ?? tabContent.tabTag
            wrapped = tabContent.wrappedView
        }
        self.label = label ?? "Tab \(position + 1)"
        self.tag = tag ?? implicitTag ?? AnyHashable(PositionTag(position: position))
    }

    /// The tabs of a `TabView`'s content: each view of it, and each element of a `ForEach` in
    /// it; a `ForEach(_:content:)` keeps the range it was first given, kept in `initialRanges` by
    /// its place in the content (rule 16). A tag a tab before has taken is reported, and the later
    /// tab is identified by its position.
    static func tabs(of content: any View, keepingRanges initialRanges: inout [Int: Range<Int>], warningAt site: String) -> [TabEntry] {
        var tabs: [TabEntry] = []
        var tags = Set<AnyHashable>()
        func add(_ view: any View, implicitTag: AnyHashable?) {
            var tab = TabEntry(view, position: tabs.count, implicitTag: implicitTag)
            if !tags.insert(tab.tag).inserted {
                RuntimeWarnings.report("TabView: the tag \(tab.tag.base) is used by more than one tab; the tab \(tab.label.quotedForMessage()) cannot be selected by it", site: site, kind: "TabView tag")
                tab = TabEntry(view, position: tabs.count, implicitTag: AnyHashable(PositionTag(position: tabs.count)))
            }
            tabs.append(tab)
        }
        // A `TabSection`'s tabs stand among the others, in order.
        let specs = ChildSpec.content(content).flatMap { spec in
            (spec.view as? any TabSectionContent).map { ChildSpec.content($0.sectionContent) } ?? [spec]
        }
        for (place, spec) in specs.enumerated() {
            if let elements = spec.view as? any ElementViews {
                let (views, range) = elements.elementViews(initialRange: initialRanges[place], warningAt: site)
                initialRanges[place] = range
                for (id, view) in views { add(view, implicitTag: id) }
            } else {
                add(spec.view, implicitTag: nil)
            }
        }
        return tabs
    }
}

/// Which tab is shown, which tabs were ever shown (and so are built), and how to choose another.
@MainActor
private final class TabViewState {
    var selected: AnyHashable?
    var built: Set<AnyHashable> = []
    /// Whether the tab view has been shown, its first tabs built.
    var hasShown = false
    var tags: [AnyHashable] = []
    /// The range each `ForEach(_:content:)` of the content was first given, by its place.
    var initialRanges: [Int: Range<Int>] = [:]
    var shown: (labels: [String], selected: Int)?
    /// Writes the selection binding, when there is one.
    var choose: ((AnyHashable) -> Void)?
    weak var node: ViewNode?

    /// A tab button was pressed.
    func select(_ index: Int) {
        guard tags.indices.contains(index) else { return }
        if let choose {
            choose(tags[index])
        } else if selected != tags[index] {
            selected = tags[index]
            node?.invalidate()
        }
    }
}

/// A tab's page: always there (the backend shows one page at a time), holding the tab's content
/// once the tab has been selected.
private struct TabPage: View, PrimitiveView {
    let isBuilt: Bool
    let content: any View

    func update(_ node: PrimitiveNode, previous: TabPage?) {
        if node.element == nil { node.setElement(node.backend.make { $0.makeStack(axis: .vertical, spacing: nil) }, holdsChildren: true) }
        node.updateChildren(isBuilt ? [ChildSpec(key: .single, view: content)] : [])
    }
}

/// `.tabItem` and `.tag`, which a `TabView` reads and which show their content as it is elsewhere.
@MainActor
protocol TabContentWrapper {
    var tabLabel: String? { get }
    var tabTag: AnyHashable? { get }
    var wrappedView: any View { get }
}

extension View {
    /// The label of this view's tab in a `TabView`: a `Text`.
    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
        TabItemView(content: self, label: label())
    }

    /// The value that identifies this view among a `TabView`'s tabs (its selection).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TagView(content: self, tag: tag)
    }
}

struct TabItemView<Content: View, Label: View>: View, PrimitiveView, TabContentWrapper {
    let content: Content
    let label: Label

    var tabLabel: String? { Self.title(of: label) }
    var tabTag: AnyHashable? { nil }

    /// The title a tab's label gives it: a `Text`'s, a `Label`'s title (`.tabItem { Label("Home",
    /// systemImage: "house") }`, as Apple's `tabItem(_:)` example writes it), or the first of
    /// those among several views (`.tabItem { Image(systemName: "house"); Text("Home") }`, as
    /// iOS 13 code writes it).
    static func title(of view: any View) -> String? {
        if let text = view as? Text { return text.content }
        if let label = view as? any TitledLabel { return label.titleText }
        let parts = ChildSpec.content(view)
        guard parts.count > 1 || (parts.first.map { type(of: $0.view) != type(of: view) } ?? false) else { return nil }
        return parts.lazy.compactMap { title(of: $0.view) }.first
    }
    var wrappedView: any View { content }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren([ChildSpec(key: .single, view: content)])
    }
}

/// A view with its `.tag(_:)`: the value that chooses its tab, or its row of a list with a
/// selection.
public struct TagView<Content: View, Tag: Hashable>: View, PrimitiveView, TabContentWrapper, TaggedView {
    let content: Content
    let tag: Tag

    var tabLabel: String? { nil }
    var tabTag: AnyHashable? { AnyHashable(tag) }
    var wrappedView: any View { content }

    func update(_ node: PrimitiveNode, previous: Self?) {
        // An option of a picker is chosen by its tag, of its declared type.
        if node.viewNode.isPlacedInPicker {
            node.updateChildren([ChildSpec(key: .single, view: PickerOption(content: content, tag: AnyHashable(tag), tagType: Tag.self))])
            return
        }
        // A row of a list with a selection is chosen by its tag: a view placed in the list itself,
        // not one inside a row.
        if let selection = node.context.environment.listSelection, node.viewNode.isPlacedInSelectableList {
            let tag = AnyHashable(tag)
            let isChosen = node.track { selection.chosen().contains(tag) }
            node.updateChildren([ChildSpec(key: .single, view: SelectableRow(content: content, isChosen: isChosen) { selection.choose(tag) })])
            return
        }
        node.updateChildren([ChildSpec(key: .single, view: content)])
    }
}

/// A view whose tag a `ForEach` in a list with a selection keeps, rather than tagging it with
/// the element's id.
protocol TaggedView {}

/// A `Label` whose title is a text, which names a tab.
@MainActor
protocol TitledLabel {
    var titleText: String? { get }
}

extension Label: TitledLabel {
    var titleText: String? { (title as? Text)?.content }
}
