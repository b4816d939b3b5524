/// A stack of pages: a root view, and the pages its navigation links push over it.
///
/// Pushing a page does not remove the root: the root's state stays alive underneath and is shown
/// again when the page is popped. Popping a page removes that page's identity and releases its state.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    func update(_ node: ViewNode, previous: Self?) { updateNavigationHost(node, root: root) }
}

/// The older name of a navigation stack; pages are pushed with `NavigationLink(_:destination:)`.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func update(_ node: ViewNode, previous: Self?) { updateNavigationHost(node, root: content) }
}

@MainActor
private func updateNavigationHost(_ node: ViewNode, root: any View) {
    let coordinator: NavigationCoordinator
    if let existing = node.primitiveState as? NavigationCoordinator {
        coordinator = existing
    } else {
        coordinator = NavigationCoordinator()
        node.primitiveState = coordinator
        let element = node.graph.backend.makeNavigationStack { [weak coordinator] in coordinator?.goBack() }
        coordinator.stack = element
        node.setElement(element, holdsChildren: true)
    }
    var context = node.childContext
    context.navigation = coordinator
    node.updateChildren(ChildSpec.content(root), context: context)
}

/// The pages pushed onto one navigation stack, each owned by the link that pushed it.
@MainActor
final class NavigationCoordinator {
    fileprivate(set) var stack: (any RenderElement)?
    private var pushed: [LinkState] = []

    func didPush(_ link: LinkState) { pushed.append(link) }

    func didPop(_ link: LinkState) { pushed.removeAll { $0 === link } }

    /// The back button: the link of the top page lets go of it.
    func goBack() { pushed.last?.deactivate() }
}

/// A control that pushes its destination onto the enclosing navigation stack.
///
/// The destination view is built with the link, every time the link's parent body runs, as
/// SwiftUI's `NavigationLink(_:destination:)` does; its identity is installed only when the page
/// is pushed, and removed when the page is popped.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let destination: Destination

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    func update(_ node: ViewNode, previous: Self?) {
        let backend = node.graph.backend
        let state: LinkState
        if let existing = node.primitiveState as? LinkState {
            state = existing
        } else {
            state = LinkState(node: node)
            node.primitiveState = state
            node.setElement(backend.makeNavigationLink { [weak state] in state?.activate() }, holdsChildren: true)
        }
        state.coordinator = node.context.navigation
        node.updateChildren(ChildSpec.content(label))

        let wantsPage = state.isActive && state.coordinator?.stack != nil
        if wantsPage, let page = state.page {
            page.node.receive(destination, context: state.pageContext(from: node.childContext))
        } else if wantsPage, let coordinator = state.coordinator, let stack = coordinator.stack {
            let element = backend.pushPage(onto: stack)
            let container = HostContainer(element: element, graph: node.graph, source: nil, owner: nil)
            let pageNode = node.addPortal(destination, in: container, context: state.pageContext(from: node.childContext))
            state.page = (pageNode, element)
            coordinator.didPush(state)
        } else if !wantsPage {
            state.popPage()
        }
    }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

/// Whether a link's page is pushed, and the page.
@MainActor
final class LinkState: NodeLifecycleObserver {
    private weak var node: ViewNode?
    weak var coordinator: NavigationCoordinator?
    var isActive = false
    var page: (node: ViewNode, element: any RenderElement)?

    init(node: ViewNode) { self.node = node }

    func activate() {
        guard !isActive else { return }
        guard coordinator != nil else {
            RuntimeWarnings.report("A NavigationLink is presenting a value, but there is no matching navigation destination visible from the location of the link. The link cannot be activated.", site: node?.identityPath ?? "NavigationLink")
            return
        }
        isActive = true
        node?.invalidate()
    }

    func deactivate() {
        guard isActive else { return }
        isActive = false
        node?.invalidate()
    }

    /// The page's context: the link's, with `\.dismiss` popping the page as the back button
    /// does. Kept while the link's context is the same, so that the page sees the same context
    /// and its unchanged views are not compared again.
    func pageContext(from base: NodeContext) -> NodeContext {
        pageContexts.context(from: base) { page in
            page.environment.setPresentation(self) { [weak self] in self?.deactivate() }
        }
    }

    private var pageContexts = DerivedContextCache()

    func popPage() {
        guard let page, let node else { return }
        self.page = nil
        node.removePortal(page.node)
        if let stack = coordinator?.stack { node.graph.backend.popPage(page.element, from: stack) }
        coordinator?.didPop(self)
    }

    func nodeWillBeRemoved(_ node: ViewNode) {
        isActive = false
        popPage()
    }
}

/// A sidebar beside a detail. Both are shown; the detail is one view whose input changes with the
/// sidebar's selection, so its identity, and its state, stay while its input changes.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }

    func update(_ node: ViewNode, previous: Self?) {
        node.updateContainer(TupleView(SplitPane(content: sidebar), SplitPane(content: detail)), value: true, previous: true) { backend, _ in
            backend.makeSplitView()
        } update: { _, _, _ in }
    }
}

/// One side of a split view: a column of its content.
struct SplitPane<Content: View>: View, PrimitiveView {
    let content: Content

    func update(_ node: ViewNode, previous: Self?) {
        node.updateContainer(content, value: true, previous: true) { backend, _ in
            backend.makeStack(axis: .vertical, spacing: nil)
        } update: { _, _, _ in }
    }
}
