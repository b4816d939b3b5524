import ViewLayer

// Seed 004 (onevcat's notes on @State): six ways of handing a value to a child. The inits and the
// onAppear say what they do, so the log shows which assignments take effect.

struct StateInitTest: View {
    @State private var value = 99
    var body: some View {
        VStack {
            Text("Number: \(value)")
            Button("Parent +1") { value += 1 }
            // The lab's addition: what the rows below are.
            Text("Each child shows its number; \"N:\" is DetailViewN, N from the notes")
            DetailView(number: value)
            DetailView0(number: value)
            DetailView1(number: value)
            DetailView2(number: value)
            DetailView4(number: value)
            DetailView5(number: $value)
        }
    }
}

struct DetailView: View {
    let number: Int
    var body: some View {
        Text("Number: \(number)")
    }
}

struct DetailView0: View {
    @State var number: Int
    var body: some View {
        HStack {
            Text("0: \(number)")
            Button("+") { number += 1 }
        }
    }
}

struct DetailView1: View {
    @State private var number: Int?

    init(number: Int) {
        self.number = number + 1
        print("DetailView1.init: self.number = \(number + 1)")
    }

    var body: some View {
        HStack {
            Text("1: \(number ?? 0)")
            Button("+") { number = (number ?? 0) + 1 }
        }
    }
}

struct DetailView2: View {
    @State private var number: Int

    init(number: Int) {
        _number = State(initialValue: number + 1)
        print("DetailView2.init: _number = State(initialValue: \(number + 1))")
    }

    var body: some View {
        HStack {
            Text("2: \(number)")
            Button("+") { number += 1 }
        }
    }
}

struct DetailView4: View {
    @State private var number: Int = 0
    private var tempNumber: Int

    init(number: Int) {
        self.tempNumber = number + 1
    }

    var body: some View {
        HStack {
            Text("4: \(number)")
            Button("+") { number += 1 }
        }.onAppear {
            number = tempNumber
            print("DetailView4.onAppear: number = \(tempNumber)")
        }
    }
}

struct DetailView5: View {
    @Binding var number: Int
    var body: some View {
        HStack {
            Text("5: \(number)")
            Button("+") { number += 1 }
        }
    }
}

extension Experiment {
    static let stateInit = Experiment(
        id: "state-init",
        title: "Initialising @State from a parent",
        seed: "004_b5a6aa8142cb1f19.txt",
        root: { AnyView(StateInitTest()) }
    )
}
