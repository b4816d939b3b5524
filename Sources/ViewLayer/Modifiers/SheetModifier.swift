extension View {
    /// Presents `content` in a modal sheet while `isPresented` is true.
    ///
    /// The content closure runs when the sheet is presented and builds a tree of its own, torn
    /// down when the sheet is dismissed. Closing the sheet's window sets `isPresented` to false.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        SheetPresenter(content: self, presented: {
            isPresented.currentValue ? (AnyHashable(true), content) : nil
        }, setBack: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents `content` for `item` in a modal sheet while `item` is not nil.
    ///
    /// The content's identity is the item's id (rule 18): another item dismisses the content of
    /// the old one, which disappears and is released, and then presents fresh content for the
    /// new one. Closing the sheet's window sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        SheetPresenter(content: self, presented: {
            item.currentValue.map { current in (AnyHashable(current.id), { content(current) }) }
        }, setBack: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }
}

struct SheetPresenter<Content: View, SheetContent: View>: View, PrimitiveView {
    let content: Content
    /// What is presented now: the content's identity, and how to make it; nil when nothing is.
    /// Read while updating, so that a change of it updates the presenter.
    let presented: @MainActor () -> (id: AnyHashable, content: () -> SheetContent)?
    /// Sets the binding back, as closing the sheet's window and `\.dismiss` do.
    let setBack: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?

    func update(_ node: ViewNode, previous: Self?) {
        let state = node.primitiveState as? Presentation ?? Presentation()
        node.primitiveState = state
        state.setBack = setBack
        state.onDismiss = onDismiss
        node.updateChildren(ChildSpec.content(content))

        let current = node.track(presented)
        let backend = node.graph.backend
        if state.sheet != nil, current?.id != state.presentedID {
            state.dismiss(node)
            // After the content's onDisappear, as SwiftUI calls it.
            if let onDismiss { node.graph.enqueueFinalAction(onDismiss) }
            // Another item: its content is built once the old content is released (rule 18).
            if current != nil { node.graph.enqueueFinalAction { [weak node] in node?.invalidate() } }
        } else if let current, let sheet = state.sheet {
            sheet.node.receive(node.track(current.content), context: sheetContext(node, sheet.element, state))
        } else if let current, let presenter = node.context.presenter {
            let element = backend.presentSheet(from: presenter, title: Self.title) { [weak state] in
                state?.requestDismissal()
            }
            let container = HostContainer(element: element, graph: node.graph, source: nil, owner: nil)
            let sheetNode = node.addPortal(node.track(current.content), in: container, context: sheetContext(node, element, state))
            state.sheet = (sheetNode, element)
            state.presentedID = current.id
        }
    }

    /// What the sheet's window is titled: the view it presents, when the content is one view of
    /// the user's; "Sheet" for a block of views.
    static var title: String {
        SheetContent.self is any PrimitiveView.Type ? "Sheet" : shortTypeName(SheetContent.self)
    }

    /// The content's context: sheets it presents go over this one, it has no navigation stack
    /// of its own, and `\.dismiss` dismisses it.
    private func sheetContext(_ node: ViewNode, _ sheet: any RenderElement, _ presentation: Presentation) -> NodeContext {
        presentation.contexts.context(from: node.childContext) { context in
            context.presenter = sheet
            context.navigation = nil
            context.environment.setPresentation(presentation) { [weak presentation] in
                presentation?.requestDismissal()
            }
        }
    }
}

/// A sheet being shown, and what dismissing it needs.
private final class Presentation: NodeLifecycleObserver {
    var setBack: (@MainActor () -> Void)?
    /// The identity of the content presented: the item's id for `sheet(item:)`.
    var presentedID: AnyHashable?
    var onDismiss: (@MainActor () -> Void)?
    var sheet: (node: ViewNode, element: any RenderElement)?
    /// The content's context, kept for as long as the sheet is up.
    var contexts = DerivedContextCache()

    /// What closing the sheet's window and `\.dismiss` do: set the binding back, which the next
    /// update turns into the dismissal.
    func requestDismissal() {
        setBack?()
    }

    func dismiss(_ node: ViewNode) {
        guard let sheet else { return }
        self.sheet = nil
        presentedID = nil
        contexts.reset()
        node.removePortal(sheet.node)
        node.graph.backend.dismissSheet(sheet.element)
    }

    func nodeWillBeRemoved(_ node: ViewNode) { dismiss(node) }
}
