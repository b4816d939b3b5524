import ViewLayer

// The identity case studies: the same monitor card under if/else, switch, .id and .opacity.

struct IfElseStudy: View {
    @State private var flag = true
    var body: some View {
        VStack {
            Button("Toggle branch") { flag.toggle() }
            if flag {
                LifecycleMonitor(title: "A")
            } else {
                LifecycleMonitor(title: "B")
            }
        }
    }
}

struct SwitchStudy: View {
    @State private var selection = 1
    var body: some View {
        VStack {
            HStack {
                Button("Case 1") { selection = 1 }
                Button("Case 2") { selection = 2 }
                Button("Case 3") { selection = 3 }
            }
            switch selection {
            case 1: LifecycleMonitor(title: "Case 1")
            case 2: LifecycleMonitor(title: "Case 2")
            default: LifecycleMonitor(title: "Case 3")
            }
        }
    }
}

struct IDStudy: View {
    @State private var viewID = 0
    var body: some View {
        VStack {
            Button("Increment view ID") { viewID += 1 }
            LifecycleMonitor(title: "Monitor").id(viewID)
        }
    }
}

struct OpacityStudy: View {
    @State private var hidden = false
    var body: some View {
        VStack {
            HStack {
                Button("Hide") { hidden = true }
                Button("Show") { hidden = false }
            }
            LifecycleMonitor(title: "Monitor").opacity(hidden ? 0 : 1)
        }
    }
}

extension Experiment {
    static let ifElse = Experiment(
        id: "if-else", title: "if/else: two branches, two identities", seed: nil,
        root: { AnyView(IfElseStudy()) }
    )
    static let switchCases = Experiment(
        id: "switch", title: "switch: one identity per case", seed: nil,
        root: { AnyView(SwitchStudy()) }
    )
    static let explicitID = Experiment(
        id: "id", title: ".id(_:): a new id is a new view", seed: nil,
        root: { AnyView(IDStudy()) }
    )
    static let opacity = Experiment(
        id: "opacity", title: ".opacity(0): hidden, not removed", seed: nil,
        root: { AnyView(OpacityStudy()) }
    )
}
