/// The label most code writes, a text and a symbol (`Label("Inbox", systemImage: "tray")`), draws
/// its two parts itself, as elements of its own node: neither part has state or a lifecycle, so a
/// node each would only be more to build, compare and release in every row of a list. A label of
/// other views keeps a node for each (`Label.update`).
@MainActor
final class LabelParts {
    private var icon: Icon?
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
        changed = parts.updateTitle(style == .iconOnly ? nil : title, in: element, node: node) || changed
        if changed { backend.didChangeChildren(of: element) }
    }

    /// Shows `image` first in the label, or no icon; whether the label's elements changed.
    private func updateIcon(_ image: Image?, in label: any RenderElement, environment: EnvironmentValues, backend: CountedBackend) -> Bool {
        guard let image else { return Self.remove(&icon, from: label, backend: backend) }
        let shown = ShownImage(image: image, environment: environment)
        if let icon {
            image.apply(to: icon.element, from: icon.image, shown: shown, shownBefore: icon.shown, backend: backend)
            self.icon = Icon(element: icon.element, shown: shown, image: image)
            return false
        }
        let element = image.makeElement(backend, shown: shown)
        backend.insert(element, into: label, at: 0)
        icon = Icon(element: element, shown: shown, image: image)
        return true
    }

    /// Shows `text` after the icon, or no title; whether the label's elements changed.
    private func updateTitle(_ text: Text?, in label: any RenderElement, node: PrimitiveNode) -> Bool {
        let backend = node.backend
        guard let text else { return Self.remove(&title, from: label, backend: backend) }
        let (shown, tick) = ControlTitle.shown(text, tick: title?.tick, node: node)
        let look = shown.look(in: node.context.environment)
        if let title {
            shown.apply(to: title.element, from: title.text, look: look, shownLook: title.look, backend: backend)
            self.title = ControlTitle(element: title.element, text: shown, look: look, tick: tick)
            return false
        }
        let element = shown.makeElement(backend, look: look)
        backend.insert(element, into: label, at: icon == nil ? 0 : 1)
        title = ControlTitle(element: element, text: shown, look: look, tick: tick)
        return true
    }

    /// Takes a part out of the label, if it shows one; whether it did.
    private static func remove<Part>(_ part: inout Part?, from label: any RenderElement, backend: CountedBackend) -> Bool where Part: LabelPart {
        guard let shown = part else { return false }
        backend.remove(shown.element, from: label)
        part = nil
        return true
    }
}

/// A part a label shows: its element.
protocol LabelPart {
    var element: any RenderElement { get }
}

extension ControlTitle: LabelPart {}

/// The icon a label shows, and as what.
private struct Icon: LabelPart {
    let element: any RenderElement
    let shown: ShownImage
    let image: Image
}
