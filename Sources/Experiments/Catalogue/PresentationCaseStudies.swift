import ViewLayer

/// Rule 18's case studies: what a presentation builds, keeps and releases.

/// An item a sheet is presented for.
struct SheetItem: Identifiable {
    let id: Int
}

struct SheetItemStudy: View {
    @State private var item: SheetItem?
    var body: some View {
        VStack {
            LifecycleMonitor(title: "Presenter")
            Button("Show Item 1") { item = SheetItem(id: 1) }
            Button("Show Item 2") { item = SheetItem(id: 2) }
        }
        .sheet(item: $item) { item in
            SheetItemContent(item: item, replace: { self.item = SheetItem(id: $0) })
        }
    }
}

/// `sheet-item`'s study with a full-screen cover: Sobol's case-study texts (iOS 26) say that
/// replacing the item keeps the content's identity, where a sheet builds new content.
struct CoverItemStudy: View {
    @State private var item: SheetItem?
    var body: some View {
        VStack {
            Button("Show Item 1") { item = SheetItem(id: 1) }
        }
        .fullScreenCover(item: $item) { item in
            SheetItemContent(item: item, replace: { self.item = SheetItem(id: $0) })
        }
    }
}

/// A presented item's card, and the button that swaps the item while it is presented.
struct SheetItemContent: View {
    let item: SheetItem
    let replace: @MainActor (Int) -> Void
    var body: some View {
        VStack {
            LifecycleMonitor(title: "Item \(item.id)")
            let other = item.id == 1 ? 2 : 1
            Button("Replace with Item \(other)") { replace(other) }
        }
    }
}

extension Experiment {
    static let sheetItem = Experiment(
        id: "sheet-item", title: "sheet(item:): the item is the content's identity", seed: nil,
        root: { AnyView(SheetItemStudy()) }
    )
    static let coverItem = Experiment(
        id: "cover-item", title: "fullScreenCover(item:): another item keeps the content", seed: nil,
        root: { AnyView(CoverItemStudy()) }
    )
}

struct CoverStudy: View {
    @State private var isPresented = false
    var body: some View {
        VStack {
            LifecycleMonitor(title: "Presenter")
            Button("Show cover") { isPresented = true }
        }
        .fullScreenCover(isPresented: $isPresented) { CoverContent() }
    }
}

/// A cover's content, which closes it with `\.dismiss`, as a cover has no close button of its own
/// on iOS.
struct CoverContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            LifecycleMonitor(title: "Content")
            Button("Close cover") { dismiss() }
        }
    }
}

struct PopoverStudy: View {
    @State private var isPresented = false
    var body: some View {
        VStack {
            LifecycleMonitor(title: "Presenter")
            Button("Show popover") { isPresented = true }
                .popover(isPresented: $isPresented) { LifecycleMonitor(title: "Content") }
        }
    }
}

struct InspectorStudy: View {
    @State private var isPresented = false
    var body: some View {
        VStack {
            LifecycleMonitor(title: "Presenter")
            Button("Toggle inspector") { isPresented.toggle() }
        }
        .inspector(isPresented: $isPresented) { LifecycleMonitor(title: "Content") }
    }
}

struct NavigationPathStudy: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                LifecycleMonitor(title: "Presenter")
                NavigationLink("Push level 1", value: 1)
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { level in
                PathLevel(level: level, popToRoot: { path.removeAll() })
            }
        }
    }
}

/// One level of the path: its card, a link one level deeper, and a way back to the root.
struct PathLevel: View {
    let level: Int
    let popToRoot: @MainActor () -> Void
    var body: some View {
        VStack {
            LifecycleMonitor(title: "Level \(level)")
            NavigationLink("Push level \(level + 1)", value: level + 1)
            Button("Pop to root") { popToRoot() }
        }
        .navigationTitle("Level \(level)")
    }
}

extension Experiment {
    static let cover = Experiment(
        id: "cover", title: "fullScreenCover: the presenter is hidden under it", seed: nil,
        root: { AnyView(CoverStudy()) }
    )

    static let popover = Experiment(
        id: "popover", title: "popover: fresh content each time it opens", seed: nil,
        root: { AnyView(PopoverStudy()) }
    )

    static let inspector = Experiment(
        id: "inspector", title: "inspector: built with its presenter, kept while hidden", seed: nil, stageWidth: 760,
        root: { AnyView(InspectorStudy()) }
    )

    static let navigationPath = Experiment(
        id: "navigation-path", title: "NavigationStack(path:): each value is a page", seed: nil,
        root: { AnyView(NavigationPathStudy()) }
    )
}
