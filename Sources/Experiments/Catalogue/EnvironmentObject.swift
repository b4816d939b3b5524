import ViewLayer

// Seed 001's RootView: an object injected for a subtree, and a view outside it that forgot.

class Store: ObservableObject {
    @Published var count = 0
    init() {
        print("Store init")
    }
    deinit {
        print("Store deinit")
    }
}

struct RootView: View {
    var body: some View {
        VStack {
            ContentView()
                .environmentObject(Store())
            ForgotInjection()
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var store: Store
    var body: some View {
        VStack {
            Text("count:\(store.count)")
            Button("+1") {
                store.count += 1
            }
        }
    }
}

struct ForgotInjection: View {
    @EnvironmentObject var store: Store
    var body: some View {
        Text("count:\(store.count)")
    }
}

extension Experiment {
    static let environmentObject = Experiment(
        id: "environment-object",
        title: "Environment objects, injected and missing",
        seed: "001_bf52d9121cd2c653.txt",
        root: { AnyView(RootView()) }
    )
}
