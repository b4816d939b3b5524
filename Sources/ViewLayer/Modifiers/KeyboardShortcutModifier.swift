/// A key a keyboard shortcut is made with: a character, or one of the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
}

/// The modifier keys held with a shortcut's key. On GNOME, Command is Ctrl, as Linux apps take
/// Apple's Command shortcuts.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let function = EventModifiers(rawValue: 64)
    public static let all = EventModifiers(rawValue: 127)
}

/// A key with its modifiers, or one of the standard ones: Return for the default action, Escape
/// for cancelling.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Lets a person use the control in this view (a button) with a key, from anywhere in its
    /// window: `Button("Save") { save() }.keyboardShortcut("s")`.
    ///
    /// GTK adds an accelerator to the control's window, Command as Ctrl; `.defaultAction` makes
    /// the button the window's default, which Return activates.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        KeyboardShortcutView(content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        KeyboardShortcutView(content: self, shortcut: shortcut)
    }

    /// No shortcut: `.keyboardShortcut(nil)`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        KeyboardShortcutView(content: self, shortcut: shortcut)
    }
}

struct KeyboardShortcutView<Content: View>: View, PrimitiveView {
    let content: Content
    let shortcut: KeyboardShortcut?

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(content))
        guard previous == nil || previous?.shortcut != shortcut, let element = node.firstChildElement else { return }
        let shortcut = shortcut
        node.backend.uncounted { $0.keyboardShortcutRendering.setKeyboardShortcut(shortcut, of: element) }
    }
}

/// What a backend does to let a person use a control with a key.
@MainActor
public protocol KeyboardShortcutRendering: RenderBackend {
    /// Makes `shortcut` (nil: none) use `element`, a control, from anywhere in its window.
    func setKeyboardShortcut(_ shortcut: KeyboardShortcut?, of element: any RenderElement)
}

extension RenderBackend {
    var keyboardShortcutRendering: any KeyboardShortcutRendering { rendering(self as? any KeyboardShortcutRendering, of: "keyboardShortcut") }
}
