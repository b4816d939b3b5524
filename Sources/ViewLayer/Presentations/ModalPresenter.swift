/// How a modal presenter shows its content, as `sheet`, `fullScreenCover` and `popover` ask.
enum ModalKind {
    case sheet, fullScreenCover, popover
    /// An alert or a confirmation dialog, with its title.
    case alert(String)

    /// Whether another item keeps the presented content's identity and state, the content
    /// disappearing and appearing again with its task restarted: iOS 26's full-screen cover and
    /// popover do (Ryan Sobol's case-study texts), its sheet builds new content. No source says
    /// what earlier releases did, so every release does it (rule 20).
    var keepsContentForAnotherItem: Bool {
        switch self {
        case .fullScreenCover, .popover: true
        case .sheet, .alert: false
        }
    }

    /// What a presentation's window is titled when its content is a block of views.
    var title: String {
        switch self {
        case .sheet: "Sheet"
        case .fullScreenCover: "Full-Screen Cover"
        case .popover: "Popover"
        case .alert(let title): title
        }
    }
}

extension View {
    /// A modal presentation of `content` while `isPresented` is true.
    func modal<PresentedContent: View>(
        _ kind: ModalKind,
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)?,
        content: @escaping () -> PresentedContent
    ) -> ModalPresenter<Self, PresentedContent> {
        ModalPresenter(kind: kind, content: self, presented: {
            isPresented.currentValue ? (AnyHashable(true), content) : nil
        }, setBack: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// A modal presentation of `content` for `item` while it is not nil, whose identity is the
    /// item's id.
    func modal<Item: Identifiable, PresentedContent: View>(
        _ kind: ModalKind,
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)?,
        content: @escaping (Item) -> PresentedContent
    ) -> ModalPresenter<Self, PresentedContent> {
        ModalPresenter(kind: kind, content: self, presented: {
            item.currentValue.map { current in (AnyHashable(current.id), { content(current) }) }
        }, setBack: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }
}

/// A view that presents content modally over it: a sheet, a full-screen cover or a popover.
///
/// The content builds a tree of its own when it is presented, torn down when it is dismissed
/// (rule 18). Its identity is what `presented` says: another identity dismisses the old content,
/// which disappears and is released, before fresh content is presented; but a full-screen cover
/// or a popover keeps its content for another item (`keepsContentForAnotherItem`).
struct ModalPresenter<Content: View, PresentedContent: View>: View, PrimitiveView {
    let kind: ModalKind
    let content: Content
    /// What is presented now: the content's identity, and how to make it; nil when nothing is.
    /// Read while updating, so that a change of it updates the presenter.
    let presented: @MainActor () -> (id: AnyHashable, content: () -> PresentedContent)?
    /// Sets the binding back, as closing the presentation and `\.dismiss` do.
    let setBack: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(Presentation())
        state.setBack = setBack
        state.onDismiss = onDismiss
        node.updateChildren(ChildSpec.content(content))

        let current = node.track(presented)
        // Dismissed, or another item: a sheet's content goes, a cover's or a popover's is kept.
        let isChanged = state.shown != nil && current?.id != state.presentedID
        let keepsContent = isChanged && current != nil && kind.keepsContentForAnotherItem
        if isChanged, !keepsContent {
            state.dismiss(node)
            // After the content's onDisappear, as SwiftUI calls it.
            if let onDismiss { node.atEndOfPass(onDismiss) }
            // Another item: its content is built once the old content is released (rule 18).
            if current != nil { node.atEndOfPass { [weak viewNode = node.viewNode] in viewNode?.invalidate() } }
        } else if let current, let shown = state.shown {
            shown.node.receive(node.track(current.content), context: contentContext(node, shown.element, state))
            if keepsContent {
                state.presentedID = current.id
                node.showAgain(shown.node)
            }
        } else if let current, let presenter = node.context[PresenterInput.self] {
            let style = style(node, presenter: presenter)
            let element = node.backend.make {
                $0.presentationRendering.present(style, from: presenter, title: title) { [weak state] in state?.personAskedToDismiss() }
            }
            let contentNode = node.addPortal(node.track(current.content), in: element, context: contentContext(node, element, state))
            state.shown = (contentNode, element)
            state.presentedID = current.id
        }
    }

    /// A popover points at the first element of the view it is attached to, or at the presenter's
    /// content when that view shows none.
    private func style(_ node: PrimitiveNode, presenter: any RenderElement) -> PresentationStyle {
        switch kind {
        case .alert(let title): return .alert(title: title)
        case .sheet: return .sheet
        case .fullScreenCover: return .fullScreenCover
        case .popover:
            return .popover(anchor: node.firstChildElement ?? presenter)
        }
    }

    /// What the presentation's window is titled: the view it presents, when the content is one
    /// view of the user's; the kind of presentation for a block of views.
    private var title: String {
        if case .alert(let title) = kind { return title }
        return PresentedContent.self is any PrimitiveView.Type ? kind.title : shortTypeName(PresentedContent.self)
    }

    /// The content's context: presentations it makes go over this one, it has no navigation
    /// stack of its own, and `\.dismiss` dismisses it.
    private func contentContext(_ node: PrimitiveNode, _ presented: any RenderElement, _ presentation: Presentation) -> NodeContext {
        presentation.contexts.context(from: node.childContext) { context in
            context[PresenterInput.self] = presented
            context[NavigationStackInput.self] = nil
            context[AlertCancellationInput.self] = presentation.cancellation
            context.environment.setPresentation(presentation) { [weak presentation] in
                presentation?.requestDismissal()
            }
        }
    }
}

/// A presentation being shown, and what dismissing it needs.
private final class Presentation: RemovalObserver {
    var setBack: (@MainActor () -> Void)?
    /// The identity of the content presented: the item's id for `sheet(item:)`.
    var presentedID: AnyHashable?
    var onDismiss: (@MainActor () -> Void)?
    var shown: (node: ViewNode, element: any RenderElement)?
    /// The content's context, kept for as long as the presentation is up.
    var contexts = DerivedContextCache()
    /// An alert's cancel button, which a person's dismissal presses.
    let cancellation = AlertCancellation()

    /// What closing the presentation and `\.dismiss` do: set the binding back, which the next
    /// update turns into the dismissal.
    func requestDismissal() {
        setBack?()
    }

    /// A person closed the presentation: dismissed unless its content says
    /// `.interactiveDismissDisabled()`, which `\.dismiss` does not heed (Apple's documentation:
    /// "prevents interactive dismissal"). An alert with a cancel button is dismissed by that
    /// button, its action first.
    func personAskedToDismiss() {
        if let shown, PreferenceReading.value(of: InteractiveDismissDisabledKey.self, at: shown.node) == true {
            let element = shown.element
            PrimitiveNode(shown.node).backend.uncounted { $0.presentationRendering.keepPresented(element) }
            return
        }
        if let cancel = cancellation.button, cancel.isEnabled {
            cancel.action()
            return
        }
        requestDismissal()
    }

    func dismiss(_ node: PrimitiveNode) {
        guard let shown else { return }
        self.shown = nil
        presentedID = nil
        contexts.reset()
        node.removePortal(shown.node)
        node.backend.uncounted { $0.presentationRendering.dismissPresentation(shown.element) }
    }

    func nodeWillBeRemoved(_ node: ViewNode) { dismiss(PrimitiveNode(node)) }
}

/// The element that sheets, covers and popovers below are presented from: the window, or the
/// presentation they are in.
enum PresenterInput: NodeInputKey {
    typealias Value = any RenderElement
}
