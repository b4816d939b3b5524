import ViewLayer

// The notes' NVTest (seed 000): one detail view, many observed objects. Items log their lives so
// that the swap shows in the log.

class NVStore: ObservableObject {
    var item: Item?
    @Published var id = UUID()

    class Item: ObservableObject {
        let id: Int
        init(id: Int) {
            self.id = id
            print("Item \(id) init")
        }
        deinit {
            print("Item \(id) deinit")
        }
    }
}

struct NVTest: View {
    @StateObject var store = NVStore()
    var body: some View {
        NavigationSplitView {
            List(0..<10) { i in
                Button {
                    store.item = .init(id: i)
                    store.id = UUID()
                } label: {
                    Text("\(i)")
                }
            }
        } detail: {
            if let item = store.item {
                NVDetailView(item: item)
            }
        }
    }
}

struct NVDetailView: View {
    @State var id = UUID()
    @ObservedObject var item: NVStore.Item
    var body: some View {
        // The seed's two texts, each after a label that says what it is (the lab's addition).
        VStack {
            Text("@State id (the detail's own):")
            Text("\(id)")
            Text("Observed item:")
            Text("\(item.id)")
        }
    }
}

extension Experiment {
    static let splitView = Experiment(
        id: "split-view",
        title: "Split view: one detail, many observed objects",
        seed: "000_31010def93ffe528.txt",
        root: { AnyView(NVTest()) }
    )
}
