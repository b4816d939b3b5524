/// The label most code writes, a text and a symbol (`Label("Inbox", systemImage: "tray")`), draws
/// its two parts itself, as elements of its own node: neither part has state or a lifecycle, so a
/// node each would only be more to build, compare and release in every row of a list. A label of
/// other views keeps a node for each (`Label.update`).
@MainActor
final class LabelParts {
    private var icon: (element: any RenderElement, shown: ShownImage, image: Image)?
    private var title: ControlTitle?

    static func update(_ node: PrimitiveNode, title: Text, icon: Image) {
        let backend = node.backend
        let parts: LabelParts
        if let kept = node.primitiveState as? LabelParts {
            parts = kept
        } else {
            parts = LabelParts()
            node.primitiveState = parts
            node.setElement(backend.make { $0.labelRendering.makeLabel() }, holdsChildren: false)
        }
        guard let element = node.element else { return }
        let environment = node.context.environment
        let style = environment.labelStyle
        // An icon shown alone is still read by the title, as a screen reader reads SwiftUI's.
        let image = style == .iconOnly ? icon.accessibilityLabel(title.content) : icon
        var changed = parts.updateIcon(style == .titleOnly ? nil : image, in: element, environment: environment, backend: backend)
        changed = parts.updateTitle(style == .iconOnly ? nil : title, in: element, environment: environment, backend: backend) || changed
        if changed { backend.didChangeChildren(of: element) }
    }

    /// Shows `image` first in the label, or no icon; whether the label's elements changed.
    private func updateIcon(_ image: Image?, in label: any RenderElement, environment: EnvironmentValues, backend: CountedBackend) -> Bool {
        guard let image else {
            guard let icon else { return false }
            backend.remove(icon.element, from: label)
            self.icon = nil
            return true
        }
        let shown = ShownImage(image: image, environment: environment)
        if let icon {
            guard icon.shown != shown else { return false }
            if icon.image.source != image.source { image.reportIfMissing() }
            backend.set(.style) { $0.imageRendering.updateImage(icon.element, shown) }
            self.icon = (icon.element, shown, image)
            return false
        }
        image.reportIfMissing()
        let element = backend.make { $0.imageRendering.makeImage(shown) }
        backend.insert(element, into: label, at: 0)
        icon = (element, shown, image)
        return true
    }

    /// Shows `text` after the icon, or no title; whether the label's elements changed.
    private func updateTitle(_ text: Text?, in label: any RenderElement, environment: EnvironmentValues, backend: CountedBackend) -> Bool {
        guard let text else {
            guard let title else { return false }
            backend.remove(title.element, from: label)
            self.title = nil
            return true
        }
        let look = text.look(in: environment)
        if let title {
            text.apply(to: title.element, from: title.text, look: look, shownLook: title.look, backend: backend)
            self.title = ControlTitle(element: title.element, text: text, look: look)
            return false
        }
        let element = text.makeElement(backend, look: look)
        backend.insert(element, into: label, at: icon == nil ? 0 : 1)
        title = ControlTitle(element: element, text: text, look: look)
        return true
    }
}
