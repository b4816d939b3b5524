import ViewLayer

/// The reconciliation scenarios, on the headless renderer: how long one update takes.
public enum ReconciliationScenario: String, CaseIterable, Sendable {
    case wide = "update-wide"
    case narrow = "update-narrow"
    case deep = "update-deep"
    case shallow = "update-shallow"

    public var title: String {
        switch self {
        case .wide: "update wide (1,000 siblings, the last changes)"
        case .narrow: "update narrow (1,000 siblings, the first changes)"
        case .deep: "update deep (1,000 levels pass the state down)"
        case .shallow: "update shallow (1,000 levels, none depends on it)"
        }
    }
}

/// Lets the benchmark set a view's state as its button would, without looking the button up.
@MainActor
final class StateHandle<Value> {
    private var binding: Binding<Value>?

    func connect(_ binding: Binding<Value>) { self.binding = binding }

    func set(_ value: Value) { binding?.wrappedValue = value }
}

struct WideView: View {
    let handle: StateHandle<Int>
    @State var value = -1

    var body: some View {
        let _ = handle.connect($value)
        VStack {
            ForEach(0..<1000) { i in
                if i == value {
                    Text("Updated")
                } else {
                    Text("\(i)")
                }
            }
            Button("set") { value = 999 }
        }
    }
}

struct DeepLevel: View {
    let depth: Int
    let text: String

    var body: some View {
        if depth == 0 {
            Text(text)
        } else {
            AnyView(DeepLevel(depth: depth - 1, text: text))
        }
    }
}

struct DeepView: View {
    let handle: StateHandle<String>
    @State var text = "a"

    var body: some View {
        let _ = handle.connect($text)
        DeepLevel(depth: 1000, text: text)
        Button("change") { text += "a" }
    }
}

struct ShallowView: View {
    let handle: StateHandle<String>
    @State var text = "a"

    var body: some View {
        let _ = handle.connect($text)
        Text(text)
        DeepLevel(depth: 1000, text: "constant")
        Button("change") { text += "a" }
    }
}

extension ReconciliationScenario {
    /// Mounts the scenario's view on `graph` and returns the untimed reset and the timed update.
    @MainActor
    func mount(on graph: ViewGraph, in container: any RenderElement) -> (reset: () -> Void, update: () -> Void) {
        switch self {
        case .wide, .narrow:
            let handle = StateHandle<Int>()
            graph.mount(WideView(handle: handle), in: container)
            let target = self == .wide ? 999 : 0
            return ({ handle.set(-1) }, { handle.set(target) })
        case .deep, .shallow:
            let handle = StateHandle<String>()
            if self == .deep {
                graph.mount(DeepView(handle: handle), in: container)
            } else {
                graph.mount(ShallowView(handle: handle), in: container)
            }
            var generation = 0
            return ({}, {
                generation += 1
                handle.set("text \(generation)")
            })
        }
    }
}
