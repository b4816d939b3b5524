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
        SheetPresenter(content: self, isPresented: isPresented, onDismiss: onDismiss, sheetContent: content)
    }
}

struct SheetPresenter<Content: View, SheetContent: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let sheetContent: () -> SheetContent

    func update(_ node: ViewNode, previous: Self?) {
        let state = node.primitiveState as? Presentation ?? Presentation()
        node.primitiveState = state
        state.binding = isPresented
        state.onDismiss = onDismiss
        node.updateChildren(ChildSpec.content(content))

        let presented = node.track { isPresented.currentValue }
        let backend = node.graph.backend
        if presented, let sheet = state.sheet {
            sheet.node.receive(node.track(sheetContent), context: sheetContext(node, sheet.element, state))
        } else if presented, let presenter = node.context.presenter {
            let element = backend.presentSheet(from: presenter, title: Self.title) { [weak state] in
                state?.requestDismissal()
            }
            let container = HostContainer(element: element, graph: node.graph, source: nil, owner: nil)
            let sheetNode = node.addPortal(node.track(sheetContent), in: container, context: sheetContext(node, element, state))
            state.sheet = (sheetNode, element)
        } else if !presented, state.sheet != nil {
            state.dismiss(node)
            // After the content's onDisappear, as SwiftUI calls it.
            if let onDismiss { node.graph.enqueueFinalAction(onDismiss) }
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
    var binding: Binding<Bool>?
    var onDismiss: (@MainActor () -> Void)?
    var sheet: (node: ViewNode, element: any RenderElement)?
    /// The content's context, kept for as long as the sheet is up.
    var contexts = DerivedContextCache()

    /// What closing the sheet's window and `\.dismiss` do: set the binding back, which the next
    /// update turns into the dismissal.
    func requestDismissal() {
        binding?.wrappedValue = false
    }

    func dismiss(_ node: ViewNode) {
        guard let sheet else { return }
        self.sheet = nil
        contexts.reset()
        node.removePortal(sheet.node)
        node.graph.backend.dismissSheet(sheet.element)
    }

    func nodeWillBeRemoved(_ node: ViewNode) { dismiss(node) }
}
