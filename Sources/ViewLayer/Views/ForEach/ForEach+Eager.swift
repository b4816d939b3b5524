extension ForEach {
    /// Every element's row is built and updated: the views are compared with the latest ones,
    /// and the rows are matched to the children by key when the elements came, went or moved.
    func updateEagerly(_ node: ViewNode, forEachElement: ((Data.Element) -> Void) -> Void, context: NodeContext) {
        // Copied out of `self` once: this code runs unspecialised, and reaching a field of a
        // generic struct asks the runtime for the struct's metadata each time.
        let id = self.id, content = self.content
        // One walk, tracked: what the id and content closures read is a dependency of the
        // ForEach, and a change re-runs both for every element, as a change of the data does.
        // Views are compared afterwards, untracked, as a child compares what it receives.
        let rows = node.primitiveState as? ForEachRows<Content>
        // The arrays of the update before last, emptied, so that a steady list allocates nothing.
        var keys = rows?.takeSpareKeys() ?? []
        var views = rows?.takeSpareViews() ?? []
        node.track {
            keys.reserveCapacity(data.count)
            views.reserveCapacity(data.count)
            forEachElement { element in
                keys.append(childKey(id(element)))
                views.append(content(element))
            }
        }
        if let rows, rows.context.isSame(as: context),
           rows.isBesideChildren(of: node), rows.keys == keys {
            // The same elements in the same order, the common case of an update: each view is
            // compared with the latest one, kept side by side in `rows`, so that an unchanged
            // row's node is not even visited. Only a changed view is boxed and received; a row
            // invalidated by its own state meanwhile is evaluated later in the same pass.
            let changed = Self.changedPositions(from: rows.views, to: views)
            // The new views replace the latest ones after the walk, as a parent's latest body
            // output is kept: what a rebuilt row struct made lives until the next update, as it
            // does for any other child.
            rows.replace(keys: keys, views: views)
            let children = node.children
            for index in changed { children[index].receive(views[index], context: context) }
            return
        }
        // The latest views are side by side with the children while as many: a child found
        // under its key is compared with the view beside it, as above. Every update stores its
        // views in its children's order; a repeated id, skipped, leaves fewer children than views.
        let latest = rows.flatMap { $0.context.isSame(as: context) && $0.isBesideChildren(of: node) ? $0 : nil }
        updateKeyedChildren(of: node, keys: keys, views: views, latest: latest, context: context)
        let updated = ForEachRows(keys: keys, views: views, context: context)
        updated.initialRange = rows?.initialRange ?? constantRange?.range
        node.primitiveState = updated
    }

    /// The positions at which `new` differs from `old`, which have the same count.
    static func changedPositions(from old: [Content], to new: [Content]) -> [Int] {
        let layout = TypeLayout.of(Content.self)
        var changed: [Int] = []
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard let oldViews = old.baseAddress, let newViews = new.baseAddress else { return }
                for index in 0..<min(old.count, new.count) where !layout.isSame(UnsafeRawPointer(oldViews + index), UnsafeRawPointer(newViews + index)) {
                    changed.append(index)
                }
            }
        }
        return changed
    }

    /// Elements came, went or moved. Each is matched to the child with its key (`KeyedMatcher`).
    /// Only new or changed views are boxed. `latest`, the children's latest views and
    /// keys in their order, lets a child's view be compared with the new one in place, and its
    /// key be read without reading the child.
    func updateKeyedChildren(of node: ViewNode, keys: [ChildKey], views: [Content], latest: ForEachRows<Content>?, context: NodeContext) {
        // Views are compared where they lie, and indices walked rather than zipped sequences:
        // this code runs unspecialised, and each step of a zip of generic arrays asks the
        // runtime for a tuple's metadata.
        views.withUnsafeBytes { new in
            (latest?.views ?? []).withUnsafeBytes { old in
                let latestViews = latest == nil ? nil : old.baseAddress
                // The children's keys, side by side too when the latest views are.
                let childKeys = latest?.keys ?? node.children.map(\.key)
                matchKeyedChildren(of: node, childKeys: childKeys, keys: keys, views: views, newViews: new.baseAddress, latestViews: latestViews, context: context)
            }
        }
    }

    func matchKeyedChildren(of node: ViewNode, childKeys: [ChildKey], keys: [ChildKey], views: [Content], newViews: UnsafeRawPointer?, latestViews: UnsafeRawPointer?, context: NodeContext) {
        let layout = TypeLayout.of(Content.self)
        let stride = MemoryLayout<Content>.stride
        // No copy of the children is held: rearranging them in place needs their array unshared.
        var matcher = KeyedMatcher(current: childKeys)
        var entries: [MatchedChild] = []
        entries.reserveCapacity(keys.count)
        for index in keys.indices {
            let key = keys[index]
            switch matcher.match(key) {
            case .child(let match):
                // Compared with the latest view beside it, the child is not read: one
                // invalidated by its own state meanwhile is evaluated later in the pass.
                let isUnchanged = if let latestViews, let newViews {
                    layout.isSame(latestViews + match * stride, newViews + index * stride)
                } else {
                    node.children[match].isUnchanged(by: views[index], context: context)
                }
                entries.append(isUnchanged ? .kept(match) : .changed(match, views[index]))
            case .new:
                entries.append(.inserted(ChildSpec(key: key, view: views[index])))
            case .repeated:
                reportRepeated(key, at: node)
            }
        }
        // Rows removed under an animation leave when their transition ends, as SwiftUI animates
        // a ForEach's removals (rule 19); meanwhile the latest views stand beside fewer children
        // than there are, and the next update matches by key.
        node.replaceChildrenLettingRemovedLeave(with: entries, keeping: matcher.isMatched)
    }

    /// SwiftUI's words for an id that occurs twice; the element is skipped.
    func reportRepeated(_ key: ChildKey, at node: ViewNode) {
        RuntimeWarnings.report("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(key.idDescription) occurs multiple times within the collection, this will give undefined results!", site: node.identityPath)
    }
}
