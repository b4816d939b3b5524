import Driving
import ViewLayer

/// Presentations: sheets, full-screen covers, popovers, and alerts with their title.
extension HeadlessBackend: PresentationRendering, AlertRendering {
    /// A presentation is a window of its own, over the others. A full-screen cover hides its
    /// presenter until it is dismissed.
    public func present(_ style: PresentationStyle, from presenter: any RenderElement, title: String, onDismiss: @escaping @MainActor () -> Void) -> any RenderElement {
        let presenter = headless(presenter)
        let presentation: HeadlessElement
        switch style {
        case .sheet: presentation = make(.sheet, action: onDismiss)
        case .fullScreenCover: presentation = make(.fullScreenCover, action: onDismiss)
        case .popover(let anchor):
            presentation = make(.popover, action: onDismiss)
            presentation.anchor = headless(anchor)
        case .alert(let title):
            presentation = make(.alert, action: onDismiss)
            presentation.text = title
        }
        presentation.presenter = presenter
        presentations.append(presentation)
        if presentation.role == .fullScreenCover { presenter.setMapped(false) }
        presentation.setMapped(true)
        return presentation
    }

    public func makeAlertActions() -> any RenderElement {
        make(.alertActions)
    }

    /// A refused close changes nothing here: the presentation stayed shown.
    public func keepPresented(_ presentation: any RenderElement) {}

    public func dismissPresentation(_ presentation: any RenderElement) {
        let presentation = headless(presentation)
        presentations.removeAll { $0 === presentation }
        presentation.setMapped(false)
        if presentation.role == .fullScreenCover { presentation.presenter?.setMapped(true) }
    }
}
