/// A line of read-only text.
public struct Text: View, PrimitiveView, Equatable {
    var content: String
    var own = OwnTextLook()
    /// The looks of the texts concatenated into this one (`Text("Sub") + Text("total").bold()`),
    /// each over its length in UTF-8 bytes; nil for a text of one look, its own.
    var parts: [TextPart]?
    /// A date shown as the graph's clock moves on (`Text(date, style: .timer)`); nil for a text
    /// that says what it was made with. A reference, so that the many texts that are not pay a
    /// word for it.
    var liveDate: LiveDate?

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
        if let liveDate { return liveDate.update(self, node, previous: previous) }
        let backend = node.backend
        let look = look(in: node.context.environment)
        var applied = node.primitiveState as? AppliedTextLook
        guard let element = node.element else {
            node.setElement(makeElement(backend, look: look), holdsChildren: false)
            if look != .plain { node.primitiveState = AppliedTextLook(look) }
            return
        }
        var previous = previous
        // A text that counted a date shows what it counted last, and keeps no tick.
        if let live = applied as? LiveDateState {
            previous = live.shown
            node.primitiveState = AppliedTextLook(live.look)
            applied = node.primitiveState as? AppliedTextLook
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
class AppliedTextLook {
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
