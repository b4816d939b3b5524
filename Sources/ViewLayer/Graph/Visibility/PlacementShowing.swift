/// Views that draw nothing (`EmptyView`, and so `Group {}` and `AnyView(EmptyView())`) are shown
/// where they are placed: while the element their elements would go into is on screen.
///
/// SwiftUI runs `EmptyView().onAppear` (OpenSwiftUI's `AppearanceActionModifierCompatibilityTests`,
/// which run against Apple's SwiftUI, count one appear of `AnyView(EmptyView()).onAppear`). The
/// graph learns that a view is shown from its elements; such a view has none, so it counts as one
/// shown element whenever its placement does, and its appear and disappear callbacks follow from
/// that count like everyone else's.
///
/// One showing handler per placement element, whatever number of such views it holds, as a
/// backend cannot take a handler back: a view removed is dropped from its placement's list, and a
/// placement whose element is gone is forgotten when the next view is placed.
@MainActor
final class PlacementShowing {
    @MainActor
    private final class Placement {
        weak var element: (any RenderElement)?
        var isShown = false
        var views: [NodeHandle] = []

        init(element: any RenderElement) { self.element = element }

        func showingChanged(_ isShown: Bool) {
            guard isShown != self.isShown else { return }
            self.isShown = isShown
            views.removeAll { $0.node?.isRemoved ?? true }
            for handle in views { handle.node?.addToShownCounts(isShown ? 1 : -1) }
        }
    }

    private var placements: [ObjectIdentifier: Placement] = [:]
    /// The number of placements when they were last swept for gone elements.
    private var sweptCount = 0

    /// Counts `node`, which has no element and never will, as shown while its placement is.
    func show(_ node: ViewNode) {
        let element = node.container.element
        let key = ObjectIdentifier(element)
        let placement: Placement
        if let kept = placements[key], kept.element === element {
            placement = kept
        } else {
            placement = Placement(element: element)
            placements[key] = placement
            sweepGoneElements()
            node.graph.backend.uncounted {
                $0.observeShowing(of: element) { [weak placement] isShown in placement?.showingChanged(isShown) }
            }
        }
        placement.views.removeAll { $0.node?.isRemoved ?? true }
        placement.views.append(node.madeHandle)
        if placement.isShown { node.addToShownCounts(1) }
    }

    /// Forgets placements whose element was let go of, each time their number has doubled.
    private func sweepGoneElements() {
        guard placements.count > 2 * sweptCount else { return }
        placements = placements.filter { $0.value.element != nil }
        sweptCount = placements.count
    }
}
