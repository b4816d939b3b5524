import Foundation

/// Alerts and confirmation dialogs: a title, a message, and buttons that each dismiss the
/// presentation after their action runs (Apple's `alert(_:isPresented:actions:message:)`: "All
/// actions in an alert dismiss the alert after the action runs"). Presentations like a sheet
/// (rule 18): the buttons and message are built when presented and released when dismissed, and
/// the presenter stays shown. An alert with no buttons gets an OK button (Apple's documentation:
/// "If no actions are present, the system includes a standard 'OK' action").
///
///     .alert("Delete note?", isPresented: $isConfirming) {
///         Button("Delete", role: .destructive) { delete() }
///         Button("Cancel", role: .cancel) {}
///     } message: {
///         Text("This cannot be undone.")
///     }
///
/// GTK draws a dialog over the window, modal to it; `show` prints `| ! TITLE`, the message and
/// the buttons, which a script taps by their labels; `dismiss` closes it as Escape does. Closing
/// it so is its cancel button, when it has one: that button's action runs, then the alert is
/// dismissed (Apple's `confirmationDialog(_:isPresented:titleVisibility:actions:)`: "If you
/// provide a button with a role of cancel, that button takes the place of the default dismiss
/// action"; on the Mac, Escape is a cancel button's `cancelAction` shortcut).
extension View {
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(.alert(titleKey.key), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(.alert(String(title)), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(.alert(title.content), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(.alert(titleKey.key), isPresented: isPresented, actions: actions(), message: message())
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(.alert(String(title)), isPresented: isPresented, actions: actions(), message: message())
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(.alert(title.content), isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert for `data`, shown while `isPresented` is true and `data` is not nil.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(.alert(titleKey.key), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(.alert(String(title)), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(.alert(titleKey.key), isPresented: isPresented, data: data, actions: actions, message: { _ in EmptyView() })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(.alert(String(title)), isPresented: isPresented, data: data, actions: actions, message: { _ in EmptyView() })
    }

    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(.alert(title.content), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(.alert(title.content), isPresented: isPresented, data: data, actions: actions, message: { _ in EmptyView() })
    }

    /// An alert for an error, titled by its `errorDescription` (Apple's
    /// `alert(isPresented:error:actions:message:)`: "The system passes the contents of the error's
    /// `errorDescription` as the title of the alert"), shown while `isPresented` is true and
    /// there is an error; the actions and message are made for it.
    ///
    ///     .alert(isPresented: $showAlert, error: error) { _ in
    ///         Button("OK") {}
    ///     } message: { error in
    ///         Text(error.recoverySuggestion ?? "Try again later.")
    ///     }
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        presentingAlert(.alert(Self.title(of: error)), isPresented: isPresented, data: error, actions: actions, message: message)
    }

    /// The same with no message.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return presentingAlert(
            .alert(Self.title(of: error)), isPresented: isPresented, data: error, actions: { _ in actions }, message: { _ in EmptyView() }
        )
    }

    private static func title<E: LocalizedError>(of error: E?) -> String {
        error.map { $0.errorDescription ?? $0.localizedDescription } ?? ""
    }

    /// The alert of iOS 13, still common: `Alert(title:message:dismissButton:)`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentingAlert(.alert(alert.title.content), isPresented: isPresented, actions: alert.buttonsView, message: alert.messageView)
    }

    /// The same for an item, shown while `item` is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return presentingAlert(
            .alert(alert?.title.content ?? ""), isPresented: isPresented, actions: alert?.buttonsView ?? AlertButtons(buttons: []),
            message: alert?.messageView ?? Text("")
        )
    }

    /// A set of actions for a person to choose from, with an optional title and message: a dialog
    /// as an alert is, on GTK.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(.dialog(titleKey.key, titleVisibility), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(.dialog(String(title), titleVisibility), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(.dialog(titleKey.key, titleVisibility), isPresented: isPresented, actions: actions(), message: message())
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(.dialog(String(title), titleVisibility), isPresented: isPresented, actions: actions(), message: message())
    }

    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(.dialog(titleKey.key, titleVisibility), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// A dialog for `data` with no message: Apple's `ConfirmFileImport` example.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(.dialog(titleKey.key, titleVisibility), isPresented: isPresented, data: data, actions: actions, message: { _ in EmptyView() })
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(.dialog(String(title), titleVisibility), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(.dialog(String(title), titleVisibility), isPresented: isPresented, data: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Dialogs titled by a `Text`.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(.dialog(title.content, titleVisibility), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(.dialog(title.content, titleVisibility), isPresented: isPresented, actions: actions(), message: message())
    }

    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(.dialog(title.content, titleVisibility), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(.dialog(title.content, titleVisibility), isPresented: isPresented, data: data, actions: actions, message: { _ in EmptyView() })
    }
}

extension View {
    func presentingAlert<A: View, M: View>(_ kind: AlertKind, isPresented: Binding<Bool>, actions: A, message: M) -> some View {
        modal(.alert(kind.shownTitle), isPresented: isPresented, onDismiss: nil) {
            AlertContent(actions: actions, message: message)
        }
    }

    func presentingAlert<A: View, M: View, T>(
        _ kind: AlertKind, isPresented: Binding<Bool>, data: T?, actions: (T) -> A, message: (T) -> M
    ) -> some View {
        // Made now, for the data as it is: shown only while there is data.
        let content = data.map { AlertContent(actions: actions($0), message: message($0)) }
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return modal(.alert(kind.shownTitle), isPresented: shown, onDismiss: nil) { content }
    }
}

/// An alert's or a confirmation dialog's title, as asked for.
enum AlertKind {
    case alert(String)
    case dialog(String, Visibility)

    /// A confirmation dialog shows its title only when asked to: how the layer reads iOS's
    /// `.automatic` title visibility, which no source pins down.
    var shownTitle: String {
        switch self {
        case .alert(let title): title
        case .dialog(let title, let visibility): visibility == .visible ? title : ""
        }
    }
}

/// What an alert presents: its message, then its buttons, each of which dismisses it after its
/// action; an OK button when it has none.
struct AlertContent<Actions: View, Message: View>: View, PrimitiveView {
    let actions: Actions
    let message: Message

    func update(_ node: PrimitiveNode, previous: Self?) {
        let buttons: any View = Actions.self == EmptyView.self ? AnyView(Button("OK") {}) : AnyView(actions)
        node.updateChildren(ChildSpec.content(message) + [ChildSpec(key: .explicit("actions"), view: AlertActions(content: buttons))])
    }
}

/// An alert's buttons, in a row of their own; each dismisses the alert after its action.
struct AlertActions: View, PrimitiveView {
    let content: any View

    func update(_ node: PrimitiveNode, previous: Self?) {
        if node.element == nil {
            node.setElement(node.backend.make { $0.alertRendering.makeAlertActions() }, holdsChildren: true)
        }
        var context = node.childContext
        let dismiss = node.context.environment.dismiss
        context[ActionDismissalInput.self] = { dismiss() }
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

/// What a button runs after its own action: an alert's dismissal.
enum ActionDismissalInput: NodeInputKey {
    typealias Value = @MainActor () -> Void
}

/// An alert's button with the cancel role, which a person's dismissal of the alert (Escape, the
/// dialog's close, `dismiss`) presses. Held weakly: a cancel button the alert no longer shows
/// presses nothing.
@MainActor
final class AlertCancellation {
    weak var button: ActionState?
}

/// Where an alert's cancel button makes itself known: its presentation's `AlertCancellation`.
enum AlertCancellationInput: NodeInputKey {
    typealias Value = AlertCancellation
}

/// What a backend does to show an alert's buttons.
@MainActor
public protocol AlertRendering: RenderBackend {
    /// The row of an alert's buttons: the elements inserted into it, at the dialog's foot.
    func makeAlertActions() -> any RenderElement
}

extension RenderBackend {
    var alertRendering: any AlertRendering { rendering(self as? any AlertRendering, of: "an alert") }
}

/// The alert of iOS 13: a title, a message, and one or two buttons.
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`: its label, its role, and its action.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    var buttonsView: AlertButtons { AlertButtons(buttons: buttons) }
    var messageView: Text { message ?? Text("") }
}

/// An `Alert`'s buttons as views: an OK button when it has none.
struct AlertButtons: View, PrimitiveView {
    let buttons: [Alert.Button]

    func update(_ node: PrimitiveNode, previous: Self?) {
        guard !buttons.isEmpty else {
            node.updateChildren([ChildSpec(key: .single, view: ViewLayer.Button("OK") {})])
            return
        }
        node.updateChildren(buttons.enumerated().map { offset, button in
            ChildSpec(key: .index(offset), view: ViewLayer.Button(role: button.role) { button.action?() } label: { button.label })
        })
    }
}
