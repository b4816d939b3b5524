/// Dismisses the presentation that shows the view reading it: the sheet it is in, or the page
/// it is on, which is popped. Read it with `@Environment(\.dismiss)` and call it.
///
/// Outside any presentation it does nothing, as in SwiftUI.
public struct DismissAction {
    /// The presentation it dismisses, for comparing actions: two actions are the same when they
    /// dismiss the same presentation.
    let presentation: ObjectIdentifier?
    let dismiss: @MainActor () -> Void

    @MainActor public func callAsFunction() { dismiss() }
}

extension DismissAction: Equatable {
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.presentation == rhs.presentation
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(presentation: nil, dismiss: {}) }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Dismisses the sheet or page that shows this view.
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Whether the view is in a presented sheet or a pushed page.
    public var isPresented: Bool { self[IsPresentedKey.self] }

    /// Makes `dismiss` and `isPresented` refer to the presentation `owner` manages, whose page
    /// starts outside any form.
    mutating func setPresentation(_ owner: AnyObject, dismiss: @escaping @MainActor () -> Void) {
        self[DismissKey.self] = DismissAction(presentation: ObjectIdentifier(owner), dismiss: dismiss)
        self[IsPresentedKey.self] = true
        // A pushed or presented page is not the content of a form its link sits in: its
        // sections are grouped only in a form of its own.
        isInForm = false
    }
}
