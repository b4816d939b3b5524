/// The pages pushed onto one navigation stack: those of its path's values, which the stack owns,
/// and those of destination links, each owned by its link. The top one is what the back button
/// pops.
@MainActor
final class NavigationCoordinator: RemovalObserver {
    var stack: (any RenderElement)?
    private weak var host: ViewNode?
    /// The path the stack was given; without one, the stack keeps its own.
    var pathBinding: NavigationPathBinding?
    private var ownPath: [AnyHashable] = []
    /// Set while the stack updates its root, after which it shows its path's pages anyway.
    var isUpdatingHost = false
    /// How each type of value is shown, as the `navigationDestination`s in the stack say.
    private var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> (any View)?] = [:]
    private var valuePages: [ValuePage] = []
    /// The pages in the order they were pushed: value pages and links.
    private var pushOrder: [AnyObject] = []

    init(host: ViewNode) { self.host = host }

    /// The stack is going: its pages go with it, and what they hold (their contexts hold this
    /// coordinator) is let go.
    func nodeWillBeRemoved(_ node: ViewNode) {
        valuePages.removeAll()
        pushOrder.removeAll()
        destinations.removeAll()
    }

    /// The values whose pages are above the root, bottom first.
    var path: [AnyHashable] { pathBinding?.get() ?? ownPath }

    func setPath(_ values: [AnyHashable]) {
        if let pathBinding {
            pathBinding.set(values)
        } else {
            ownPath = values
            host?.invalidate()
        }
    }

    // MARK: Destination links

    func didPush(_ link: LinkState) { pushOrder.append(link) }

    func didPop(_ link: LinkState) { pushOrder.removeAll { $0 === link } }

    /// The back button: the top page is popped, whichever kind it is.
    func goBack() {
        switch pushOrder.last {
        case let link as LinkState: link.deactivate()
        case is ValuePage: setPath(Array(path.dropLast()))
        default: break
        }
    }

    // MARK: Values

    /// What a `navigationDestination(for:)` in the stack says about values of `type`.
    func register<Value: Hashable>(_ type: Value.Type, _ destination: @escaping @MainActor (AnyHashable) -> (any View)?) {
        let isNew = destinations[ObjectIdentifier(type)] == nil
        destinations[ObjectIdentifier(type)] = destination
        // Pages waiting for this destination, or showing an older one, are shown anew.
        if !isUpdatingHost, isNew ? path.count > valuePages.count : valuePages.contains(where: { $0.value.base is Value }) {
            host?.invalidate()
        }
    }

    /// Whether a page can be shown for `value`.
    func hasDestination(for value: AnyHashable) -> Bool {
        destinations[ObjectIdentifier(type(of: value.base))] != nil
    }

    /// The page the `navigationDestination` for `value`'s type shows for it, if there is one.
    private func destination(for value: AnyHashable) -> (any View)? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }

    /// Pushes a page for `value`, as a link with a value does.
    func append(_ value: AnyHashable) { setPath(path + [value]) }

    /// Makes the pages above the root those of `values`: pages whose values differ from the
    /// path's from the bottom up are popped and released, top first, then the path's other
    /// values are pushed, bottom first, and the pages kept are given their destinations again.
    func showPages(for values: [AnyHashable], in host: PrimitiveNode, context: NodeContext) {
        var kept = 0
        while kept < valuePages.count, kept < values.count, valuePages[kept].value == values[kept] { kept += 1 }
        while valuePages.count > kept { pop(valuePages.removeLast(), from: host) }
        for page in valuePages {
            if let view = destination(for: page.value) { page.node?.receive(view, context: page.context(from: context)) }
        }
        guard let stack else { return }
        for level in valuePages.count..<values.count {
            let value = values[level]
            guard let view = destination(for: value) else {
                RuntimeWarnings.report("A navigation path holds a value of type “\(shortTypeName(type(of: value.base)))”, but there is no matching navigationDestination declaration visible from the NavigationStack. Its page cannot be shown.", site: host.identityPath)
                break
            }
            let page = ValuePage(value: value, level: level, element: host.backend.make { $0.navigationRendering.pushPage(onto: stack) }, coordinator: self)
            page.node = host.addPortal(view, in: page.element, context: page.context(from: context))
            valuePages.append(page)
            pushOrder.append(page)
        }
    }

    private func pop(_ page: ValuePage, from host: PrimitiveNode) {
        pushOrder.removeAll { $0 === page }
        if let node = page.node { host.removePortal(node) }
        if let stack { host.backend.uncounted { $0.navigationRendering.popPage(page.element, from: stack) } }
    }
}

/// The page of one value of a navigation path.
@MainActor
final class ValuePage {
    let value: AnyHashable
    /// Its place above the root, from 0.
    let level: Int
    /// The page's element on the stack.
    let element: any RenderElement
    private weak var coordinator: NavigationCoordinator?
    /// Its root, a portal of the stack's node, made once the page's context can be.
    weak var node: ViewNode?
    private var contexts = DerivedContextCache()

    init(value: AnyHashable, level: Int, element: any RenderElement, coordinator: NavigationCoordinator) {
        self.value = value
        self.level = level
        self.element = element
        self.coordinator = coordinator
    }

    /// The stack's context, with `\.dismiss` popping this page and those above it.
    func context(from base: NodeContext) -> NodeContext {
        contexts.context(from: base) { page in
            page.environment.setPresentation(self) { [weak self] in
                guard let self, let coordinator = self.coordinator else { return }
                coordinator.setPath(Array(coordinator.path.prefix(self.level)))
            }
        }
    }
}

/// The navigation stack that links and `navigationDestination`s below a `NavigationStack` push
/// onto. Held weakly: the stack's node owns its coordinator, which holds its pages, whose
/// contexts hold this.
enum NavigationStackInput: NodeInputKey {
    typealias Value = NavigationCoordinator
    static var isHeldWeakly: Bool { true }
}
