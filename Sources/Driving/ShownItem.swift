/// Something a person can see: a text, a button, a navigation link, a toggle or a text field.
public struct ShownItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case text
        case button
        case link
        case toggle(isOn: Bool)
        /// A text field holding `text`; its label is its title, shown in it while it is empty.
        case textField(text: String)
    }

    public var kind: Kind
    /// The text, or the control's label.
    public var label: String

    public init(kind: Kind, label: String) {
        self.kind = kind
        self.label = label
    }

    /// How `show` prints it: `| TEXT`, `| [LABEL]`, `| [x] LABEL`, `| LABEL: [TEXT]`.
    public var line: String {
        switch kind {
        case .text: "| \(label)"
        case .button, .link: "| [\(label)]"
        case .toggle(let isOn): "| [\(isOn ? "x" : " ")] \(label)"
        case .textField(let text): "| \(label): [\(text)]"
        }
    }
}

extension ShownItem.Kind {
    /// Buttons and navigation links, which `tap` activates.
    public var isTappable: Bool { self == .button || self == .link }

    public var isToggle: Bool {
        if case .toggle = self { return true }
        return false
    }

    /// Text fields, which `type` types into.
    public var isTextField: Bool {
        if case .textField = self { return true }
        return false
    }
}
