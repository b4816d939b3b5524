/// A control that pushes a page onto the enclosing navigation stack: its destination, or the
/// page of its value.
///
/// A destination view is built with the link, every time the link's parent body runs, as
/// SwiftUI's `NavigationLink(_:destination:)` does; its identity is installed only when the page
/// is pushed, and removed when the page is popped. A value is appended to the stack's path, and
/// the stack's `navigationDestination` for its type shows it.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let destination: Destination
    let value: AnyHashable?

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        value = nil
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let backend = node.backend
        let state = node.keptState(LinkState(node: node.viewNode)) { state in
            node.setElement(backend.make { $0.navigationRendering.makeNavigationLink { [weak state] in state?.activate() } },
                            holdsChildren: PrimitiveNode.controlHoldsChildren(labelledBy: Label.self))
        }
        state.coordinator = node.context[NavigationStackInput.self]
        state.value = value
        node.updateLabel(label, of: state)
        node.updateEnablement(&state.isEnabled)
        guard value == nil else { return }
        state.showPage(state.isActive, of: destination, in: node)
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that appends `value` to the enclosing stack's path; nil makes it do nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = EmptyView()
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
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
final class LinkState: RemovalObserver, TitledControlState {
    private weak var node: ViewNode?
    weak var coordinator: NavigationCoordinator?
    /// What a link with a value appends to the path.
    var value: AnyHashable?
    var isActive = false
    var page: (node: ViewNode, element: any RenderElement)?
    var title: ControlTitle?
    /// Whether the link is enabled, as last set (`.disabled`).
    var isEnabled = true

    /// What popping the page of a `navigationDestination(isPresented:)` or `(item:)`, by the
    /// back button or `dismiss`, does: set the binding back.
    var setBack: (@MainActor () -> Void)?

    init(node: ViewNode) { self.node = node }

    /// Pushes the page of `destination` when `wanted` and the link is in a stack, gives the page
    /// the new destination while it stays, and pops it when no longer wanted.
    func showPage(_ wanted: Bool, of destination: any View, in node: PrimitiveNode) {
        let wantsPage = wanted && coordinator?.stack != nil
        if wantsPage, let page {
            page.node.receive(destination, context: pageContext(from: node.childContext))
        } else if wantsPage, let coordinator, let stack = coordinator.stack {
            let element = node.backend.make { $0.navigationRendering.pushPage(onto: stack) }
            let pageNode = node.addPortal(destination, in: element, context: pageContext(from: node.childContext))
            page = (pageNode, element)
            coordinator.didPush(self)
        } else if !wantsPage {
            popPage()
        }
    }

    func activate() {
        guard !isActive else { return }
        guard let coordinator else {
            RuntimeWarnings.report("A NavigationLink is presenting a value, but there is no matching navigation destination visible from the location of the link. The link cannot be activated.", site: node?.identityPath ?? "NavigationLink")
            return
        }
        if let value {
            guard coordinator.hasDestination(for: value) else {
                RuntimeWarnings.report("A NavigationLink is presenting a value of type “\(shortTypeName(type(of: value.base)))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.", site: node?.identityPath ?? "NavigationLink")
                return
            }
            coordinator.append(value)
            return
        }
        isActive = true
        node?.invalidate()
    }

    func deactivate() {
        if let setBack {
            // The binding's owner updates the modifier, which pops the page.
            setBack()
            return
        }
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
        guard let page, let viewNode = node else { return }
        let node = PrimitiveNode(viewNode)
        self.page = nil
        node.removePortal(page.node)
        if let stack = coordinator?.stack { node.backend.uncounted { $0.navigationRendering.popPage(page.element, from: stack) } }
        coordinator?.didPop(self)
    }

    func nodeWillBeRemoved(_ node: ViewNode) {
        isActive = false
        popPage()
    }
}

