/// What a backend does to show a sheet, a full-screen cover or a popover.
@MainActor
public protocol PresentationRendering: RenderBackend {
    /// Presents an empty modal presentation of `style` over `presenter`: the content of a window,
    /// or of another presentation. `onDismiss` is called when the person closes it (a window's
    /// close button, Escape, a click outside a popover); the graph then calls
    /// `dismissPresentation`. `title` names what it presents, for a window's title.
    func present(_ style: PresentationStyle, from presenter: any RenderElement, title: String, onDismiss: @escaping @MainActor () -> Void) -> any RenderElement
    func dismissPresentation(_ presentation: any RenderElement)
    /// Shows `presentation` again after a person's close was refused
    /// (`.interactiveDismissDisabled()`): a popover has hidden itself by then, a window has not.
    func keepPresented(_ presentation: any RenderElement)
}

extension RenderBackend {
    var presentationRendering: any PresentationRendering { rendering(self as? any PresentationRendering, of: "a presentation") }
}

/// How a modal presentation shows its content over its presenter (rule 18).
public enum PresentationStyle {
    /// A dialog over the presenter's window; the presenter stays shown under it.
    case sheet
    /// A window covering the presenter's window. The presenter is hidden while it is up: what it
    /// shows stops being shown, and is shown again on dismissal.
    case fullScreenCover
    /// A bubble pointing at `anchor`, the view that presents it, closed by a click outside it.
    case popover(anchor: any RenderElement)
    /// A dialog with `title` (empty for none) over the presenter's window, modal to it, its
    /// content a message and a row of buttons (`AlertRendering`).
    case alert(title: String)
}
