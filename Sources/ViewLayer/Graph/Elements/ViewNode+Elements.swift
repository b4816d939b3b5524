/// What a node places in its container: its element, or its children's.
extension ViewNode {
    /// Gives this node its element, made once at install. `holdsChildren` says whether the
    /// node's children are placed inside it.
    func setElement(_ element: any RenderElement, holdsChildren: Bool) {
        precondition(self.element == nil, "a node's element is made once")
        self.element = element
        if holdsChildren { childContainer = HostContainer(element: element, graph: graph, source: nil, owner: self) }
        watchShowing(of: element)
    }

    /// Places this node's children inside its element from now on: for an element made to show
    /// its part itself (a control's title) until the view asks for children (a custom style's body).
    func holdChildren() {
        guard childContainer == nil, let element else { return }
        childContainer = HostContainer(element: element, graph: graph, source: nil, owner: self)
    }

    /// Keeps a lazy stack's row, with its state, out of the viewport's reach or back in it.
    func setDetached(_ detached: Bool) {
        guard detached != isDetached else { return }
        isDetached = detached
        container.markDirty()
    }

    /// How many elements this node places when it is placed: a lazy container's rows are counted
    /// in them.
    var elementCount: Int {
        element != nil ? 1 : children.reduce(0) { $0 + $1.elementCount }
    }

    /// Appends the elements this node contributes to its container, in order.
    func collectElements(into list: inout [any RenderElement]) {
        var position = 0
        collectElements(into: &list, at: &position, within: 0..<Int.max)
    }

    /// The first element of this node's children's, in order: what a modifier on a control
    /// (its focus, its shortcut) acts on. The walk stops once it has one.
    var firstChildElement: (any RenderElement)? {
        var list: [any RenderElement] = []
        var position = 0
        for child in children where list.isEmpty { child.collectElements(into: &list, at: &position, within: 0..<1) }
        return list.first
    }

    /// Adds the identities of the elements `collectElements` would add.
    func collectElementIDs(into list: inout [ObjectIdentifier]) {
        guard !isDetached else { return }
        if let elementID {
            list.append(elementID)
        } else {
            children.forEachUnretained { $0.collectElementIDs(into: &list) }
        }
    }

    /// Adds the elements `collectElements` would add at `range` of its list, `position` being
    /// where this node's first would go.
    func collectElements(into list: inout [any RenderElement], at position: inout Int, within range: Range<Int>) {
        // A lazy stack's row out of the viewport's reach is kept, state and all, but not placed.
        guard !isDetached, position < range.upperBound else { return }
        if let element {
            if range.contains(position) { list.append(element) }
            position += 1
        } else {
            children.forEachUnretained { $0.collectElements(into: &list, at: &position, within: range) }
        }
    }
}
