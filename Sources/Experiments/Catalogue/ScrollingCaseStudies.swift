import ViewLayer

// The scrolling case studies: forty monitor cards in a scrolled column, with items added at
// either end.

/// Forty items to start with, and `Prepend` and `Append`, each adding an item with the next number.
struct ItemsControls: View {
    @Binding var items: [Int]
    var body: some View {
        HStack {
            Button("Prepend") { items.insert(nextNumber, at: 0) }
            Button("Append") { items.append(nextNumber) }
        }
    }

    private var nextNumber: Int { (items.max() ?? 0) + 1 }
}

struct ScrollVStackStudy: View {
    @State private var items = Array(1...40)
    var body: some View {
        VStack {
            ItemsControls(items: $items)
            ScrollView {
                VStack {
                    ForEach(items, id: \.self) { LifecycleMonitor(title: "Item \($0)") }
                }
            }
        }
    }
}

struct LazyVStackStudy: View {
    @State private var items = Array(1...40)
    var body: some View {
        VStack {
            ItemsControls(items: $items)
            ScrollView {
                LazyVStack {
                    ForEach(items, id: \.self) { LifecycleMonitor(title: "Item \($0)") }
                }
            }
        }
    }
}

struct LazyVGridStudy: View {
    @State private var items = Array(1...40)
    private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
    var body: some View {
        VStack {
            ItemsControls(items: $items)
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(items, id: \.self) { LifecycleMonitor(title: "Item \($0)") }
                }
            }
        }
    }
}

struct ListStudy: View {
    @State private var items = Array(1...40)
    var body: some View {
        VStack {
            ItemsControls(items: $items)
            List {
                ForEach(items, id: \.self) { LifecycleMonitor(title: "Item \($0)") }
            }
        }
    }
}

struct TabViewStudy: View {
    // Handed to the tab view and never read here, as `TabView(selection:)` is usually written.
    @State private var tab = 1
    var body: some View {
        VStack {
            Button("Show Tab 3") { tab = 3 }
            TabView(selection: $tab) {
                LifecycleMonitor(title: "Tab 1").tabItem { Text("Tab 1") }.tag(1)
                LifecycleMonitor(title: "Tab 2").tabItem { Text("Tab 2") }.tag(2)
                LifecycleMonitor(title: "Tab 3").tabItem { Text("Tab 3") }.tag(3)
                LifecycleMonitor(title: "Tab 4").tabItem { Text("Tab 4") }.tag(4)
            }
        }
    }
}

extension Experiment {
    static let lazyVGrid = Experiment(
        id: "lazy-vgrid", title: "LazyVGrid: whole rows of cells as they come near", seed: nil, stageWidth: 900,
        root: { AnyView(LazyVGridStudy()) }
    )
    static let list = Experiment(
        id: "list", title: "List: lazy rows in a list", seed: nil,
        root: { AnyView(ListStudy()) }
    )
    static let tabView = Experiment(
        id: "tab-view", title: "TabView: a tab is built when first shown", seed: nil,
        root: { AnyView(TabViewStudy()) }
    )
    static let lazyVStack = Experiment(
        id: "lazy-vstack", title: "LazyVStack: rows built as they come near", seed: nil,
        root: { AnyView(LazyVStackStudy()) }
    )
    static let scrollVStack = Experiment(
        id: "scroll-vstack", title: "ScrollView with a VStack: every row at once", seed: nil,
        root: { AnyView(ScrollVStackStudy()) }
    )
}
