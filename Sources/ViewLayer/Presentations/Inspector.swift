extension View {
    /// Shows `content` in an inspector pane beside this view while `isPresented` is true.
    ///
    /// Unlike a sheet, the inspector's content is built with the view, before it is first shown,
    /// and keeps its identity and state while it is hidden (rule 18). Hiding it makes it
    /// disappear and showing it makes it appear again, so its `.task` restarts on each show.
    /// `\.dismiss` in the content hides it.
    public func inspector<Content: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder content: () -> Content
    ) -> some View {
        InspectorPresenter(content: self, isPresented: isPresented, inspector: content())
    }
}

struct InspectorPresenter<Content: View, InspectorContent: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let inspector: InspectorContent

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(InspectorState())
        let isPresented = isPresented
        state.hide = { isPresented.wrappedValue = false }
        // The content and the pane are one element each, the two an inspector holds.
        node.updateContainer(TupleView(SplitPane(content: content), InspectorPane(content: inspector, state: state))) {
            $0.inspectorRendering.makeInspector()
        }

        let presented = node.track { isPresented.currentValue }
        if presented != state.isPresented, let element = node.element {
            state.isPresented = presented
            node.backend.set(.layout) { $0.inspectorRendering.setInspector(element, presented: presented) }
        }
    }
}

/// Whether an inspector is shown, and how its content hides it.
private final class InspectorState {
    var isPresented = false
    var hide: (@MainActor () -> Void)?
    var contexts = DerivedContextCache()
}

/// The inspector's pane: a column of its content, whose `\.dismiss` hides the inspector.
private struct InspectorPane<Content: View>: View, PrimitiveView {
    let content: Content
    let state: InspectorState

    func update(_ node: PrimitiveNode, previous: Self?) {
        let context = state.contexts.context(from: node.childContext) { [state] context in
            context.environment.setPresentation(state) { [weak state] in state?.hide?() }
        }
        node.updateContainer(content, context: context) { $0.makeStack(axis: .vertical, spacing: nil) }
    }
}
