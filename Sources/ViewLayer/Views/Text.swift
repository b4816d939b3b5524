/// A line of read-only text.
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    var own = OwnTextLook()
    /// The looks of the texts concatenated into this one (`Text("Sub") + Text("total").bold()`),
    /// each over its length in UTF-8 bytes; nil for a text of one look, its own.
    var parts: [TextPart]?

    public init(_ content: String) {
        self.content = content
    }

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let backend = node.backend
        let look = look(in: node.context.environment)
        let applied = node.primitiveState as? AppliedTextLook
        guard let element = node.element else {
            node.setElement(makeElement(backend, look: look), holdsChildren: false)
            if look != .plain { node.primitiveState = AppliedTextLook(look) }
            return
        }
        apply(to: element, from: previous, look: look, shownLook: applied?.look ?? .plain, backend: backend)
        // Most texts are plain and stay so: they keep nothing.
        if let applied { applied.look = look } else if look != .plain { node.primitiveState = AppliedTextLook(look) }
    }

    /// How the text is drawn in `environment`: its own look over the environment's, and each
    /// concatenated part's.
    func look(in environment: EnvironmentValues) -> TextLook {
        var look = own.look(in: environment)
        if let parts {
            look.runs = parts.map { TextLook.Run(utf8Count: $0.utf8Count, look: $0.own.look(in: environment)) }
        }
        return look
    }

    func makeElement(_ backend: CountedBackend, look: TextLook) -> any RenderElement {
        let element = backend.make { $0.makeText(content) }
        if look != .plain { backend.set(.style) { $0.setTextLook(element, look) } }
        return element
    }

    /// Brings `element`, which shows `previous` in `shownLook`, in line with this text in `look`.
    func apply(to element: any RenderElement, from previous: Text?, look: TextLook, shownLook: TextLook, backend: CountedBackend) {
        if let previous, previous.content != content { backend.set(.text) { $0.updateText(element, to: content) } }
        if look != shownLook { backend.set(.style) { $0.setTextLook(element, look) } }
    }
}

/// The look a text's element was last given, kept only once it is not plain.
final class AppliedTextLook {
    var look: TextLook

    init(_ look: TextLook) {
        self.look = look
    }
}

/// One of the texts a concatenation was made of: its length and its own look.
struct TextPart: Hashable, Sendable {
    let utf8Count: Int
    let own: OwnTextLook
}
