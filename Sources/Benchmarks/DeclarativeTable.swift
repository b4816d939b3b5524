import ViewLayer

/// The table written with the view layer: a store, and rows that are views of its values.
@MainActor
final class RowStore: ObservableObject {
    @Published var rows: [Row] = []
    @Published var selected: Int?
}

// The tables' views are concrete, as an application's are. A row list generic over its row type
// runs its body and `ForEach`'s closure unspecialized, called through `View`'s witness from the
// layer: headless, on 28 November 2026, that made selecting a row take 0.48 ms rather than 0.17,
// and updating every tenth row 2.2 ms rather than 1.2, Swift's price for generic code and not
// the layer's. The styled table's published run at 0e0584d still had the generic list.

struct RowsView: View {
    @ObservedObject var store: RowStore

    var body: some View {
        // The selection is read once per body, as the benchmark's keyed implementations read it
        // once per render: OpenCombine's `@Published` getter projects a key path, some 2,300
        // instructions on Linux, which would be the store's cost on every row, not the layer's.
        let selected = store.selected
        VStack(spacing: 0) {
            ForEach(store.rows) { row in
                RowView(row: row, isSelected: row.id == selected, store: store)
            }
        }
    }
}

/// The same rows in a lazy stack in a scroll view: only the rows near the viewport are built (rule 17).
struct LazyRowsView: View {
    @ObservedObject var store: RowStore

    var body: some View {
        let selected = store.selected
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(store.rows) { row in
                    RowView(row: row, isSelected: row.id == selected, store: store)
                }
            }
        }
    }
}

struct RowView: View {
    let row: Row
    let isSelected: Bool
    let store: RowStore

    var body: some View {
        HStack {
            Text("\(row.id)").bold(isSelected)
            Button(row.label) { store.selected = row.id }
            Button("x") { store.rows.removeAll { $0.id == row.id } }
        }
    }
}

/// Drives `RowsView` on any backend; each operation changes the store and runs the update pass.
@MainActor
final class DeclarativeTable: RowTable {
    let store = RowStore()
    let graph: ViewGraph

    /// Which of the view layer's tables: the rows in a `VStack`, in a `LazyVStack` in a
    /// `ScrollView`, or styled.
    enum Layout {
        case eager, lazy, styled
    }

    init(backend: any RenderBackend, in container: any RenderElement, layout: Layout = .eager) {
        graph = ViewGraph(backend: backend)
        switch layout {
        case .eager: graph.mount(RowsView(store: store), in: container)
        case .lazy: graph.mount(LazyRowsView(store: store), in: container)
        case .styled: graph.mount(StyledRowsView(store: store), in: container)
        }
    }

    func create(_ rows: [Row]) { store.rows = rows; graph.flush() }
    func replace(with rows: [Row]) { store.rows = rows; graph.flush() }

    /// One change to the store, as in the benchmark's keyed implementations: writing each row
    /// through `@Published` would copy the whole array a hundred times, since its getter hands
    /// out a copy of the array the store keeps.
    func updateEvery10th() {
        var rows = store.rows
        for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
        store.rows = rows
        graph.flush()
    }

    func select(_ id: Int) { store.selected = id; graph.flush() }
    func swap(_ first: Int, _ second: Int) { store.rows.swapAt(first, second); graph.flush() }
    func remove(at index: Int) { store.rows.remove(at: index); graph.flush() }
    func append(_ rows: [Row]) { store.rows += rows; graph.flush() }
    func clear() { store.rows = []; graph.flush() }
    var rowIDs: [Int] { store.rows.map(\.id) }

    func tearDown() { graph.unmount() }
}
