/// The name a screen reader says for a view, in place of what it shows: Scrumdinger's icon-only
/// buttons are named so.
///
///     Button(action: { isPresentingNewScrumView = true }) {
///         Image(systemName: "plus")
///     }
///     .accessibilityLabel("New Scrum")
///
/// The label goes to the view's first element. A control (a button, link, toggle, menu, picker,
/// field or value control) and a view with a gesture are named by it: `show` prints it as the
/// control's label, `tap:`, `drag:` and the other actions find the view by it, and GTK gives it
/// to the widget's accessible object (`atk_object_set_name`), which a screen reader says. Texts
/// and labels keep showing their own texts, as a sighted reader sees them; an image's own
/// `accessibilityLabel(_:)` names it in `show`.
extension View {
    @_disfavoredOverload
    public func accessibilityLabel(_ label: String) -> some View {
        AccessibilityLabelView(content: self, label: label)
    }

    @_disfavoredOverload
    public func accessibilityLabel(_ label: Text) -> some View {
        AccessibilityLabelView(content: self, label: label.content)
    }
}

struct AccessibilityLabelView<Content: View>: View, PrimitiveView {
    let content: Content
    let label: String

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(content))
        guard let element = node.firstChildElement else { return }
        let state = node.keptState(AccessibilityLabelState())
        guard state.element !== element || state.label != label else { return }
        state.element = element
        state.label = label
        let label = label
        node.backend.set(.style) { $0.accessibilityRendering.setAccessibilityLabel(element, label) }
    }
}

/// What an accessibility label last named: which element, and by what.
@MainActor
final class AccessibilityLabelState {
    weak var element: (any RenderElement)?
    var label: String?
}

/// What a backend does to name an element for a screen reader.
@MainActor
public protocol AccessibilityRendering: RenderBackend {
    func setAccessibilityLabel(_ element: any RenderElement, _ label: String)
}

extension RenderBackend {
    var accessibilityRendering: any AccessibilityRendering { rendering(self as? any AccessibilityRendering, of: "accessibilityLabel") }
}
