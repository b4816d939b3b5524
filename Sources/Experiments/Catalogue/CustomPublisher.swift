import ViewLayer

// Seed 000: objectWillChange without @Published. The notes' two MyModels publish by hand; a third
// model publishes nothing, and its view only learns of a change when something else redraws it.

class MyModel: ObservableObject {
    private var didChange = PassthroughSubject<Void, Never>()

    var value: Int = 0 {
        didSet {
            print("MyModel value: \(value)")
            didChange.send()
        }
    }

    var objectWillChange: AnyPublisher<Void, Never> {
        didChange.eraseToAnyPublisher()
    }
}

class MyModel2: ObservableObject {
    var objectWillChange = PassthroughSubject<Void, Never>()

    private var _value: Int = 0 {
        didSet {
            print("MyModel2 value: \(_value)")
            objectWillChange.send()
        }
    }

    var value: Int {
        get { _value }
        set { _value = newValue }
    }
}

class SilentModel: ObservableObject {
    var value: Int = 0 {
        didSet {
            print("SilentModel value: \(value)")
        }
    }
}

struct MyModelView: View {
    @StateObject var model = MyModel()
    var body: some View {
        VStack {
            Text("Computed objectWillChange")
            Text("value: \(model.value)")
            Button("+1") { model.value += 1 }
        }
    }
}

struct MyModel2View: View {
    @StateObject var model = MyModel2()
    var body: some View {
        VStack {
            Text("Stored objectWillChange")
            Text("value: \(model.value)")
            Button("+1") { model.value += 1 }
        }
    }
}

struct SilentModelView: View {
    @StateObject var model = SilentModel()
    @State private var redraws = 0
    var body: some View {
        VStack {
            Text("No publisher")
            Text("value: \(model.value)")
            Button("+1") { model.value += 1 }
            // Shown, so read by the body: tapping Redraw re-runs it.
            Text("redraws: \(redraws)")
            Button("Redraw") { redraws += 1 }
        }
    }
}

struct CustomPublisherTest: View {
    var body: some View {
        VStack {
            MyModelView()
                .padding()
            MyModel2View()
                .padding()
            SilentModelView()
                .padding()
        }
    }
}

extension Experiment {
    static let customPublisher = Experiment(
        id: "custom-publisher",
        title: "objectWillChange without @Published",
        seed: "000_31010def93ffe528.txt",
        root: { AnyView(CustomPublisherTest()) }
    )
}
