/// What a button does, beyond its label: a destructive button is drawn as dangerous
/// (GNOME's `destructive-action`), a cancel button as the way out.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let confirm = ButtonRole(name: "confirm")
    public static let close = ButtonRole(name: "close")
}

extension Button {
    /// A button with a role: `Button("Delete", role: .destructive) { … }`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == ViewLayer.Label<Text, Image> {
    /// A button labelled with a title and a symbol: `Button("Add", systemImage: "plus") { … }`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ViewLayer.Label(title, systemImage: systemImage) }
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ViewLayer.Label(title, systemImage: systemImage) }
    }
}
