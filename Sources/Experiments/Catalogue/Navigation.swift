import ViewLayer

// The notes' Test2 (seed 001): the same two counters as navigation destinations, built with the list.

struct Test2: View {
    @State var count = 0
    var body: some View {
        NavigationView {
            List {
                NavigationLink("@StateObject", destination: CountViewState())
                NavigationLink("@ObservedObject", destination: CountViewObserved())
            }
        }
    }
}

extension Experiment {
    static let navigation = Experiment(
        id: "navigation",
        title: "Navigation: pushing and popping the counters",
        seed: "001_bf52d9121cd2c653.txt",
        root: { AnyView(Test2()) }
    )
}
