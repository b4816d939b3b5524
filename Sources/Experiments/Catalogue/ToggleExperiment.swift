import ViewLayer

// Seed 003 (Apple's ObservedObject documentation): an observed object bound to a toggle, and the
// same with an @Observable model passed as @Bindable. Each body says when it runs.

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}

struct MyView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        let _ = print("MyView body")
        Text(model.name)
        MySubView(model: model)
    }
}

struct MySubView: View {
    @ObservedObject var model: DataModel

    var body: some View {
        print("===") // 点击Toggle，body就会重新被调用
        return Toggle("Enabled", isOn: $model.isEnabled)
    }
}

@Observable
class ObservableDataModel {
    var name = "Some Name"
    var isEnabled = false
}

struct MyObservableView: View {
    @State private var model = ObservableDataModel()

    var body: some View {
        let _ = print("MyObservableView body")
        Text(model.name)
        MyObservableSubView(model: model)
    }
}

struct MyObservableSubView: View {
    @Bindable var model: ObservableDataModel

    var body: some View {
        print("===")
        return Toggle("Enabled", isOn: $model.isEnabled)
    }
}

struct ToggleTest: View {
    var body: some View {
        VStack {
            Text("ObservableObject")
            MyView()
                .padding()
            Text("@Observable")
            MyObservableView()
                .padding()
        }
    }
}

extension Experiment {
    static let toggle = Experiment(
        id: "toggle",
        title: "Toggles: ObservableObject vs @Observable",
        seed: "003_f7f2b4face839849.txt",
        root: { AnyView(ToggleTest()) }
    )
}
