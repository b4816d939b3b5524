import Foundation

/// A control that opens a URL, through the environment's `openURL`:
///
///     Link("Swift.org", destination: URL(string: "https://swift.org")!)
///
/// Drawn as a borderless button in the accent colour, as GNOME draws a link in a dialog; a script
/// taps it by its label. `openURL` opens it with the desktop's handler in a window, and headless
/// records it (`HeadlessBackend.openedURLs`); `.environment(\.openURL, OpenURLAction { … })`
/// handles it yourself.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button { openURL(destination) } label: { label }
            .buttonStyle(.borderless)
            .foregroundStyle(.tint)
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Opens a URL: the environment's `openURL`, which `Link` calls, and code may too.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded, systemAction(URL?)
        }

        let outcome: Outcome

        public static let handled = Result(outcome: .handled)
        public static let discarded = Result(outcome: .discarded)
        public static let systemAction = Result(outcome: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .systemAction(url)) }
    }

    let handler: @MainActor (URL) -> Result
    /// How the system opens a URL, where the graph is mounted: the backend's.
    let system: @MainActor (URL) -> Void

    /// An action that hands each URL to `handler`, which may give it back to the system.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
        system = { _ in }
    }

    init(handler: @escaping @MainActor (URL) -> Result, system: @escaping @MainActor (URL) -> Void) {
        self.handler = handler
        self.system = system
    }

    @MainActor public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url`, then tells `completion` whether it was accepted, as Apple's
    /// `callAsFunction(_:completion:)` does: `false` when a handler discarded it, `true` when a
    /// handler handled it or the system opened it (the layer hands it to the desktop, whose
    /// answer does not come back).
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    /// Hands `url` to the handler, and to the system when the handler says so: whether it was
    /// accepted.
    @MainActor private func open(_ url: URL) -> Bool {
        switch handler(url).outcome {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let other):
            system(other ?? url)
            return true
        }
    }
}

extension EnvironmentValues {
    /// Opens a URL: with the system's handler unless a view above set its own.
    public var openURL: OpenURLAction {
        get {
            let system = self[SystemURLOpenerKey.self]
            guard let custom = self[OpenURLKey.self] else { return OpenURLAction(handler: { _ in .systemAction }, system: system) }
            return OpenURLAction(handler: custom.handler, system: system)
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// How the backend the graph is mounted on opens a URL.
    var systemURLOpener: @MainActor (URL) -> Void {
        get { self[SystemURLOpenerKey.self] }
        set { self[SystemURLOpenerKey.self] = newValue }
    }
}

private enum OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction? { nil }
}

private enum SystemURLOpenerKey: EnvironmentKey {
    static var defaultValue: @MainActor (URL) -> Void { { _ in } }
}

/// What a backend does to open a URL as the system does.
@MainActor
public protocol URLOpening: RenderBackend {
    /// Opens `url` with the desktop's handler for it, or records it where there is no desktop.
    func open(_ url: URL)
}
