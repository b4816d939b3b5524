/// A `ForEach`'s rows found by their elements' ids before they are built, so that
/// `ScrollViewProxy.scrollTo` and a `.scrollPosition` binding reach a lazy stack's or list's row
/// that is not built yet (`ScrollTargets.swift`). Elements of a repeated id count once, as the
/// rows engine counts them.
extension ForEach: IdentifiedItems {
    func offset(of target: AnyHashable) -> Int? {
        var seen = Set<AnyHashable>()
        var found: Int?
        forEachElement { element in
            guard found == nil else { return }
            let id = AnyHashable(self.id(element))
            guard seen.insert(id).inserted else { return }
            if id == target { found = seen.count - 1 }
        }
        return found
    }

    func id(at offset: Int) -> AnyHashable? {
        var seen = Set<AnyHashable>()
        var found: AnyHashable?
        forEachElement { element in
            guard found == nil else { return }
            let id = AnyHashable(self.id(element))
            guard seen.insert(id).inserted else { return }
            if seen.count - 1 == offset { found = id }
        }
        return found
    }
}
