import ViewLayer

// The notes' Test1 (seed 001): a parent whose body re-runs, over a @StateObject counter and an
// @ObservedObject counter that makes its own object.

struct Test1: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("Refresh CounterView count: \(count)")
            Button("Refresh") {
                count += 1
            }

            CountViewState()
                .padding()

            CountViewObserved()
                .padding()
        }
    }
}

extension Experiment {
    static let refresh = Experiment(
        id: "refresh",
        title: "Parent refresh: @StateObject vs @ObservedObject",
        seed: "001_bf52d9121cd2c653.txt",
        root: { AnyView(Test1()) }
    )
}
