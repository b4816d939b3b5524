/// What a test library may see of a graph: the identities of views of a type, their elements and
/// their `@State` values. Package-wide, not public: the layer's users meet it through
/// `LifecycleTesting`.
@MainActor
package struct InspectedView {
    let node: ViewNode

    /// The view's type name and identity path.
    package var typeName: String { node.typeName }
    package var path: String { node.identityPath }

    /// The topmost elements the view shows, in order.
    package var elements: [any RenderElement] {
        var elements: [any RenderElement] = []
        node.collectElements(into: &elements)
        return elements
    }

    /// The views of `type` at or below this one, pages and sheets included, in the tree's order.
    package func views(ofType type: Any.Type) -> [InspectedView] {
        var found: [InspectedView] = []
        node.forEachInSubtree { if $0.viewType == ObjectIdentifier(type), !$0.isRemoved { found.append(InspectedView(node: $0)) } }
        return found
    }

    /// The user-written views at or below this one, outermost first.
    package func allViews() -> [InspectedView] {
        var found: [InspectedView] = []
        node.forEachInSubtree { if $0.isComposite, !$0.isRemoved { found.append(InspectedView(node: $0)) } }
        return found
    }

    /// The user-written views nearest below this one (pages and sheets it presents included),
    /// in the tree's order: the ones with no user-written view between them and this one.
    package var childViews: [InspectedView] {
        var found: [InspectedView] = []
        func visit(_ node: ViewNode) {
            for child in node.children + node.portals where !child.isRemoved {
                if child.isComposite { found.append(InspectedView(node: child)) } else { visit(child) }
            }
        }
        visit(node)
        return found
    }

    /// The names of the view's `@State`s and `@StateObject`s, in declaration order.
    package var stateNames: [String] {
        guard let slots = node.userView?.propertySlots else { return [] }
        return node.layout.properties.compactMap { property in
            guard case let .builtin(name, _, _, slot) = property, slot < slots.count, slots[slot] is any InspectableStorage else { return nil }
            return name
        }
    }

    /// The value of the view's `@State` (or `@StateObject`'s object) named `name`, as its
    /// storage holds it now; nil when there is none by that name.
    package func stateValue(named name: String) -> Any? {
        guard let slots = node.userView?.propertySlots else { return nil }
        for property in node.layout.properties {
            guard case let .builtin(propertyName, _, _, slot) = property, propertyName == name,
                  slot < slots.count, let storage = slots[slot] as? any InspectableStorage else { continue }
            return storage.inspectedValue
        }
        return nil
    }
}

/// Storage a test can read: a `@State`'s value, a `@StateObject`'s object.
protocol InspectableStorage {
    var inspectedValue: Any { get }
}

extension StateBox: InspectableStorage {
    var inspectedValue: Any { currentValue }
}

extension StateObjectStorage: InspectableStorage {
    var inspectedValue: Any { object }
}

extension ViewGraph {
    /// The root view, for inspection; nil before `mount` and after `unmount`.
    package var inspectedRoot: InspectedView? { root.map(InspectedView.init) }
}
