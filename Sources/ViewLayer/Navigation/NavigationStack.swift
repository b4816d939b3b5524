/// A stack of pages: a root view, and the pages pushed over it by navigation links, or by the
/// values of its path.
///
/// Pushing a page does not remove the root: the root's state stays alive underneath and is shown
/// again when the page is popped. Popping a page removes that page's identity and releases its state.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    let path: NavigationPathBinding?

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose pages above the root are the values of `path`, each shown by the
    /// `navigationDestination(for:destination:)` for its type. Appending a value pushes a page;
    /// removing values pops theirs and releases them. Links with values and the back button
    /// change `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathBinding(get: { path.currentValue.elements }, set: { path.wrappedValue = NavigationPath(elements: $0) })
    }

    /// A stack whose pages above the root are the values of `path`, a collection of one type.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathBinding(get: { path.currentValue.map { AnyHashable($0) } }, set: { values in
            path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element })
        })
    }

    func update(_ node: PrimitiveNode, previous: Self?) { updateNavigationHost(node, root: root, path: path) }
}

/// The older name of a navigation stack; pages are pushed with `NavigationLink(_:destination:)`.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) { updateNavigationHost(node, root: content, path: nil) }
}

/// A path read and written as values of any type.
struct NavigationPathBinding {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
}

@MainActor
private func updateNavigationHost(_ node: PrimitiveNode, root: any View, path: NavigationPathBinding?) {
    let coordinator = node.keptState(NavigationCoordinator(host: node.viewNode)) { coordinator in
        let element = node.backend.make {
            $0.navigationRendering.makeNavigationStack { [weak coordinator] in coordinator?.goBack() }
        }
        coordinator.stack = element
        node.setElement(element, holdsChildren: true)
    }
    coordinator.pathBinding = path
    var context = node.childContext
    context[NavigationStackInput.self] = coordinator
    // The root registers its destinations as it updates; the pages of the path are built after.
    coordinator.isUpdatingHost = true
    defer { coordinator.isUpdatingHost = false }
    node.updateChildren(ChildSpec.content(root), context: context)
    coordinator.showPages(for: node.track { coordinator.path }, in: node, context: context)
}
