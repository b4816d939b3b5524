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
}
