extension Array where Element: AnyObject {
    /// The position of `element` itself, compared by identity, for this package's backends,
    /// which keep their children in arrays.
    ///
    /// A loop rather than `firstIndex(where:)`: a main-actor closure handed to the standard
    /// library gets a dynamic executor check at every element, which a list of a thousand rows
    /// pays at every move and removal.
    @inlinable
    package func firstIndex(ofIdentical element: Element) -> Int? {
        for index in indices where self[index] === element { return index }
        return nil
    }

    /// The position of `element` itself, looked for from the end: the view layer removes a
    /// container's children last first, so that each is found at once and leaves without the
    /// others moving up.
    @inlinable
    package func lastIndex(ofIdentical element: Element) -> Int? {
        for index in indices.reversed() where self[index] === element { return index }
        return nil
    }
}

extension Array where Element == any RenderElement {
    /// The position of `element` itself, compared by identity. Apart from the one above because
    /// an existential, even of a class-bound protocol, is not a class type to a constraint.
    func firstIndex(ofIdentical element: any RenderElement) -> Int? {
        for index in indices where self[index] === element { return index }
        return nil
    }
}
