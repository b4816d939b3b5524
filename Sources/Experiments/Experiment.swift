import ViewLayer

/// One of the lab's experiments: a small SwiftUI-style program from the notes in `seeds/`.
public struct Experiment: Sendable, Identifiable {
    /// What the command line calls it: `refresh`.
    public let id: String
    public let title: String
    /// The file in `seeds/` the program comes from; nil for the case studies written for the lab.
    public let seed: String?
    /// How wide its own window's stage is, in pixels: a grid's asks for room to show each card's
    /// counts on one line, so that its viewport of rows fits the screen's height.
    public let stageWidth: Int
    private let root: @MainActor @Sendable () -> AnyView

    /// Package-wide, so that the package's checks can run a program of their own through a
    /// session, as the lab runs an experiment.
    package init(id: String, title: String, seed: String?, stageWidth: Int = 460, root: @escaping @MainActor @Sendable () -> AnyView) {
        self.id = id
        self.title = title
        self.seed = seed
        self.stageWidth = stageWidth
        self.root = root
    }

    /// Builds the experiment's root view.
    @MainActor public func makeRootView() -> AnyView {
        // A run starts afresh: the monitor cards count their states from 1 again.
        MonitorState.counter.reset()
        return root()
    }

    /// Every experiment, in the order the lab lists them.
    public static let all: [Experiment] = [
        .refresh, .navigation, .sheet, .splitView, .lazyState, .stateInit, .toggle, .environmentObject, .observableEnvironment, .customPublisher, .subscriptions,
        .staleSheet, .ifElse, .switchCases, .explicitID, .ifTransition, .opacity, .scrollVStack, .lazyVStack, .lazyVGrid, .list, .staticList, .tabView,
        .sheetItem, .coverItem, .cover, .popover, .inspector, .navigationPath, .swiftUIGallery, .pickerSwitch, .editList, .timelineView, .scrollTo, .inbox,
    ]

    public static func named(_ id: String) -> Experiment? {
        all.first { $0.id == id }
    }
}
