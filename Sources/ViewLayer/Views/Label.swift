/// A title with an icon beside it, as in a list, a menu or a toolbar.
///
///     Label("Inbox", systemImage: "tray")
///     Label { Text("Ada").bold() } icon: { Circle().fill(.blue) }
///
/// `.labelStyle(.iconOnly)` and `.titleOnly` show one of the two; `show` prints the title.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        // Whether a custom style draws the label never changes for a node, as for a button.
        if let style = node.context.environment.customLabelStyle {
            if node.element == nil {
                node.setElement(node.backend.make { $0.labelRendering.makeLabel() }, holdsChildren: true)
            }
            node.updateStyledLabel(style, title: title, icon: icon)
            return
        }
        if Title.self == Text.self, Icon.self == Image.self, let title = title as? Text, let icon = icon as? Image {
            LabelParts.update(node, title: title, icon: icon)
            return
        }
        if node.element == nil {
            node.setElement(node.backend.make { $0.labelRendering.makeLabel() }, holdsChildren: true)
        }
        // The parts the style shows, icon first. A change of style makes the parts again: a
        // `LabelStyle`'s `makeBody(configuration:)` is a view of the style's own type (Apple's
        // documentation of `LabelStyle`), so another style is another view; whether SwiftUI keeps
        // the parts' identities across it, no source says. A label of both parts, the common
        // one, is two nodes, where an `if` around each would add two more.
        switch node.context.environment.labelStyle {
        case .titleOnly:
            node.updateChildren(ChildSpec.content(title))
        case .iconOnly:
            // An icon shown alone is still read by the title, as a screen reader reads SwiftUI's.
            if let image = icon as? Image, let title = title as? Text {
                node.updateChildren(ChildSpec.content(image.accessibilityLabel(title.content)))
            } else {
                node.updateChildren(ChildSpec.content(icon))
            }
        default:
            node.updateChildren(ChildSpec.content(TupleView(icon, title)))
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init { Text(title) } icon: { Image(systemName: name) }
    }

    /// A title with an image from the app's bundle.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init { Text(title) } icon: { Image(name) }
    }
}

/// What a backend does to show `Label`.
@MainActor
public protocol LabelRendering: RenderBackend {
    /// A row holding the label's icon and title, in that order.
    func makeLabel() -> any RenderElement
}

extension RenderBackend {
    var labelRendering: any LabelRendering { rendering(self as? any LabelRendering, of: "Label") }
}
