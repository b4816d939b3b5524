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

/// Thirty rows written out, in two `Group`s, the last behind an `if`: SwiftUI flattens the groups
/// into the list's rows, built as they come near like a `ForEach`'s.
struct StaticListStudy: View {
    @State private var showsLastRow = false
    var body: some View {
        VStack {
            Button(showsLastRow ? "Hide row 30" : "Show row 30") { showsLastRow.toggle() }
            List {
                Group {
                    LifecycleMonitor(title: "Row 1")
                    LifecycleMonitor(title: "Row 2")
                    LifecycleMonitor(title: "Row 3")
                    LifecycleMonitor(title: "Row 4")
                    LifecycleMonitor(title: "Row 5")
                    LifecycleMonitor(title: "Row 6")
                    LifecycleMonitor(title: "Row 7")
                    LifecycleMonitor(title: "Row 8")
                    LifecycleMonitor(title: "Row 9")
                    LifecycleMonitor(title: "Row 10")
                    LifecycleMonitor(title: "Row 11")
                    LifecycleMonitor(title: "Row 12")
                    LifecycleMonitor(title: "Row 13")
                    LifecycleMonitor(title: "Row 14")
                    LifecycleMonitor(title: "Row 15")
                }
                Group {
                    LifecycleMonitor(title: "Row 16")
                    LifecycleMonitor(title: "Row 17")
                    LifecycleMonitor(title: "Row 18")
                    LifecycleMonitor(title: "Row 19")
                    LifecycleMonitor(title: "Row 20")
                    LifecycleMonitor(title: "Row 21")
                    LifecycleMonitor(title: "Row 22")
                    LifecycleMonitor(title: "Row 23")
                    LifecycleMonitor(title: "Row 24")
                    LifecycleMonitor(title: "Row 25")
                    LifecycleMonitor(title: "Row 26")
                    LifecycleMonitor(title: "Row 27")
                    LifecycleMonitor(title: "Row 28")
                    LifecycleMonitor(title: "Row 29")
                    if showsLastRow { LifecycleMonitor(title: "Row 30") }
                }
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
    static let staticList = Experiment(
        id: "static-list", title: "Static List: a Group's rows built as they come near", seed: nil,
        root: { AnyView(StaticListStudy()) }
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
