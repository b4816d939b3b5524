import Foundation

extension ViewNode {
    // MARK: Install and update

    /// Binds the view's state (rule 2: after `init`, before the first `body`) and evaluates it.
    func install() {
        graph.statistics.liveNodes += 1
        if isComposite { graph.emit(.install, self) }
        evaluate(shown: .nothing)
    }

    /// Takes a new view value from the parent. Does nothing when the value makes no difference
    /// and nothing the node depends on has changed, unless `force`d: an `EquatableView` whose
    /// `==` found a change.
    func receive(_ newView: any View, context newContext: NodeContext, force: Bool = false) {
        // A removed node's value is gone (see `uninstall`); nothing may compare against it.
        guard !isRemoved else { return }
        let contextChanged = !newContext.isSame(as: context)
        let viewChanged = force || !isSameView(newView)
        guard isDirty || contextChanged || viewChanged else { return }
        // Keep the previous value alive until the update is over, as its objects may be in use.
        let previous = view
        if viewChanged { view = newView }
        context = newContext
        if let userView, !isDirty, !viewChanged, !userView.isAffected(by: newContext.environment) {
            // Only the environment changed, and nothing here reads what changed: pass it on.
            linkProperties()
            for child in children { child.receive(child.view, context: childContext) }
        } else {
            evaluate(shown: .value(previous))
        }
        withExtendedLifetime(previous) {}
    }

    /// Whether receiving `newView` would change nothing: the node is not invalidated and the value
    /// is the one it has. Lets a list's unchanged rows be skipped without boxing their views.
    func isUnchanged<V: View>(by newView: V, context newContext: NodeContext) -> Bool {
        guard !isDirty, !isRemoved, ObjectIdentifier(V.self) == viewType, newContext.isSame(as: context) else { return false }
        return hasValue(newView)
    }

    func isSameView(_ newView: any View) -> Bool {
        guard ObjectIdentifier(type(of: newView)) == viewType else { return false }
        return hasValue(newView)
    }

    /// Whether `newView`, of the node's type, is the value the node has. Both are of the node's
    /// type, so their storage compares directly, with no cast.
    func hasValue<New: View>(_ newView: New) -> Bool {
        func compare<Old: View>(_ old: Old) -> Bool {
            withRawPointers(old, newView) { layout.isSame($0, $1) }
        }
        return compare(view)
    }

    func linkProperties() {
        userView?.missingEnvironmentObject = nil
        func link<V: View>(_ view: V) {
            var copy = view
            withUnsafeMutablePointer(to: &copy) { layout.link(UnsafeMutableRawPointer($0), in: self) }
            self.view = copy
        }
        link(view)
    }

    /// What a primitive's element was last brought in line with.
    enum Shown {
        /// Nothing yet: the node is being installed.
        case nothing
        /// The value the node had before the one it just received.
        case value(any View)
        /// The current value: the node was invalidated, its value is unchanged.
        case current
    }

    /// Re-evaluates the view: its body for a user view, its element and children for a primitive.
    func evaluate(shown: Shown = .current) {
        isDirty = false
        generation &+= 1
        dependencies.forgetReads(by: self)
        if isComposite {
            // Binds storage on install, re-attaches it to a new struct, and runs every
            // `update()` before the body (rule 8).
            linkProperties()
            let body: any View
            if let missing = userView?.missingEnvironmentObject {
                body = Text(missing)
            } else {
                graph.emit(.body, self)
                body = track { Self.body(of: view) }
            }
            userView?.latestBody = body
            updateChildren(ChildSpec.content(body))
        } else if let update = layout.primitiveUpdate {
            switch shown {
            case .nothing: update(view, self, nil)
            case .value(let previous): update(view, self, previous)
            case .current: update(view, self, view)
            }
        }
    }

    static func body<V: View>(of view: V) -> any View { view.body }

    /// Forgets a pending invalidation the graph gave up on.
    func discardInvalidation() { isDirty = false }

    /// Marks the node to be re-evaluated in the next update pass.
    func invalidate() {
        guard !isRemoved else { return }
        graph.willInvalidate()
        guard !isDirty else { return }
        isDirty = true
        graph.scheduleUpdate(of: self)
    }

    /// Marks a node set aside in an earlier transaction's batch dirty again, for that batch's pass.
    func markDirtyAgain() { isDirty = true }
}
