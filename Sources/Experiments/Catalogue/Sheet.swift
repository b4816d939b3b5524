import ViewLayer

// The notes' Test3 (seed 001): the same two counters presented in sheets.

struct Test3: View {
    @State private var showStateObjectSheet = false
    @State private var showObservedObjectSheet = false
    var body: some View {
        List {
            Button("Show StateObject Sheet") {
                showStateObjectSheet.toggle()
            }
            .sheet(isPresented: $showStateObjectSheet) {
                CountViewState()
            }
            Button("Show ObservedObject Sheet") {
                showObservedObjectSheet.toggle()
            }
            .sheet(isPresented: $showObservedObjectSheet) {
                CountViewObserved()
            }
        }
    }
}

extension Experiment {
    static let sheet = Experiment(
        id: "sheet",
        title: "Sheets: presenting the counters again",
        seed: "001_bf52d9121cd2c653.txt",
        root: { AnyView(Test3()) }
    )
}
