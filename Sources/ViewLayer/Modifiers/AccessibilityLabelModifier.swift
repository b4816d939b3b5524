extension View {
    /// Names this view as a screen reader reads it, in place of the texts or symbol it shows:
    ///
    ///     Button { addItem() } label: { Image(systemName: "plus") }
    ///         .accessibilityLabel("Add item")
    ///
    /// GTK gives the name to the view's widget for the desktop's screen reader (its ATK name).
    /// It names the first item the view shows: a control, an image alone or a view with a
    /// gesture is listed by `show` and found by a script's actions under it (`tap:Add item`);
    /// a text or a `Label` is still shown as a sighted person reads it. That a label on a view of
    /// several items names the first of them is the layer's reading: Apple's documentation does
    /// not say what a label on a container that is not one accessibility element names.
    public func accessibilityLabel(_ label: Text) -> some View {
        AccessibilityLabelView(content: self, label: label.content)
    }

    /// Names this view as a screen reader reads it; see `accessibilityLabel(_:)` with a `Text`.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        AccessibilityLabelView(content: self, label: labelKey.key)
    }

    /// Names this view as a screen reader reads it; see `accessibilityLabel(_:)` with a `Text`.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        AccessibilityLabelView(content: self, label: String(label))
    }
}

/// `.accessibilityLabel`: a container that names the first item inside it.
struct AccessibilityLabelView<Content: View>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let label: String

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content, value: label, previous: previous?.label, counted: .style) {
            $0.accessibilityLabelRendering.makeAccessibilityLabel($1)
        } update: {
            $0.accessibilityLabelRendering.setAccessibilityLabel($1, $2)
        }
    }
}

/// What a backend does for `.accessibilityLabel`: a container that gives its content a name.
@MainActor
public protocol AccessibilityLabelRendering: RenderBackend {
    /// A container whose first item inside is named `label`.
    func makeAccessibilityLabel(_ label: String) -> any RenderElement
    func setAccessibilityLabel(_ element: any RenderElement, _ label: String)
}

extension RenderBackend {
    var accessibilityLabelRendering: any AccessibilityLabelRendering { rendering(self as? any AccessibilityLabelRendering, of: "accessibility label") }
}

/// What a backend does for a control that names its own element for a screen reader: a text
/// field whose prompt is what it shows is named by its title.
@MainActor
public protocol AccessibleNameRendering: RenderBackend {
    func setAccessibleName(_ element: any RenderElement, _ name: String)
}

extension RenderBackend {
    var accessibleNameRendering: any AccessibleNameRendering { rendering(self as? any AccessibleNameRendering, of: "an accessible name") }
}
