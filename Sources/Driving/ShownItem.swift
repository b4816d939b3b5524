/// Something a person can see: a text, a button, a navigation link, a toggle or a text field.
public struct ShownItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case text
        case button
        case link
        case toggle(isOn: Bool)
        /// A text field holding `text`; its label is its title, shown in it while it is empty.
        case textField(text: String)
        /// A `Label`: its title is the item's label, shown with its icon's name when traced.
        case label(icon: String?)
        /// An image alone; its label is its accessibility label or symbol name.
        case image
        /// A progress view, at a fraction from 0 to 1, or nil while unknown.
        case progress(fraction: Double?)
        /// A section's header.
        case sectionHeader
        /// A slider or a stepper, showing its value as the view formats it.
        case value(formatted: String)
        /// A picker, showing the label of its chosen option (empty when none is).
        case picker(option: String)
        /// An alert's or a confirmation dialog's title, before its message and buttons.
        case alertTitle
        /// A menu, whose items a script picks with `select:`.
        case menu
    }

    public var kind: Kind
    /// The text, or the control's label.
    public var label: String
    /// Whether a control is disabled (`.disabled(true)`): shown, greyed, and deaf to taps.
    public var isDisabled = false
    /// Whether `line` names a label's icon too, as `show` does with `--trace`.
    public var showsDetail = false
    /// Whether a person's pointer reaches it: false under `.allowsHitTesting(false)`, where it is
    /// shown as ever but no action finds it.
    public var isHitTestable = true

    public init(kind: Kind, label: String, isDisabled: Bool = false) {
        self.kind = kind
        self.label = label
        self.isDisabled = isDisabled
    }

    /// How `show` prints it: `| TEXT`, `| [LABEL]`, `| [x] LABEL`, `| LABEL: [TEXT]`,
    /// `| (image: NAME)`, a label's title (with `(image: NAME)` after it when traced), and
    /// ` (disabled)` after a disabled control.
    public var line: String {
        let line = switch kind {
        case .text: "| \(label)"
        case .button, .link: "| [\(label)]"
        case .toggle(let isOn): "| [\(isOn ? "x" : " ")] \(label)"
        case .textField(let text): "| \(label): [\(text)]"
        case .image: "| (image: \(label))"
        case .label(let icon?) where label.isEmpty: "| (image: \(icon))"
        case .label(let icon?) where showsDetail: "| \(label) (image: \(icon))"
        case .label: "| \(label)"
        case .progress(let fraction?): "| \(label.isEmpty ? "" : label + ": ")\(Int((fraction * 100).rounded()))%"
        case .progress(nil): "| \(label.isEmpty ? "" : label + ": ")…"
        case .sectionHeader: "| ## \(label)"
        case .value(let formatted): "| \(label.isEmpty ? "" : label + ": ")<\(formatted)>"
        case .picker(let option): "| [\(label.isEmpty ? "" : label + ": ")\(option)]"
        case .alertTitle: "| ! \(label)"
        case .menu: "| [\(label) ▾]"
        }
        return isDisabled ? line + " (disabled)" : line
    }

    /// This item, naming a label's icon when `detailed`.
    public func detailed(_ detailed: Bool) -> ShownItem {
        var item = self
        item.showsDetail = detailed
        return item
    }
}

extension ShownItem.Kind {
    /// Buttons and navigation links, which `tap` activates.
    public var isTappable: Bool { self == .button || self == .link }

    public var isToggle: Bool {
        if case .toggle = self { return true }
        return false
    }

    /// Controls, which take the keyboard's focus: `focus` gives it.
    public var isFocusable: Bool {
        switch self {
        case .button, .link, .toggle, .textField, .picker, .value, .menu: true
        case .text, .label, .image, .progress, .sectionHeader, .alertTitle: false
        }
    }

    /// Pickers, which `select` chooses in.
    public var isPicker: Bool {
        if case .picker = self { return true }
        return false
    }

    /// Pickers and menus, which `select` chooses in.
    public var isChoosable: Bool { isPicker || self == .menu }

    /// Sliders and steppers, which `set` sets.
    public var isValueControl: Bool {
        if case .value = self { return true }
        return false
    }

    /// Text fields, which `type` types into.
    public var isTextField: Bool {
        if case .textField = self { return true }
        return false
    }
}
