import ViewLayer

// The stale sheet (rule 15), side by side with its fix. Both buttons do the same thing: set `n`
// to 2 and present a sheet whose content shows `n`. Only the right presenter's body reads `n`.

struct StaleSheetSideBySide: View {
    var body: some View {
        HStack(spacing: 32) {
            StalePresenter()
            FreshPresenter()
        }
    }
}

/// The presenter's body never reads `n`: writing it runs no body, and the content closure is the
/// one made by the last body, holding the struct whose `n` is 1.
struct StalePresenter: View {
    @State private var n = 1
    @State private var showSheet = false

    var body: some View {
        VStack {
            Text("This presenter never reads n")
            Button("Show stale sheet") {
                n = 2
                showSheet = true
            }
            .sheet(isPresented: $showSheet) {
                NumberSheet(kind: "stale", n: n)
            }
        }
    }
}

/// The same, with a body that reads `n`: writing it runs the body again, which makes a new
/// content closure holding `n = 2`.
struct FreshPresenter: View {
    @State private var n = 1
    @State private var showSheet = false

    var body: some View {
        VStack {
            Text("This presenter shows n = \(n)")
            Button("Show fresh sheet") {
                n = 2
                showSheet = true
            }
            .sheet(isPresented: $showSheet) {
                NumberSheet(kind: "fresh", n: n)
            }
        }
    }
}

struct NumberSheet: View {
    let kind: String
    let n: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("n = \(n)")
            Button("Close") { dismiss() }
        }
        .onAppear { print("\(kind) sheet shows n = \(n)") }
        .onDisappear { print("\(kind) sheet closed") }
    }
}

extension Experiment {
    static let staleSheet = Experiment(
        id: "stale-sheet",
        title: "The stale sheet: what a sheet's content sees",
        seed: nil,
        root: { AnyView(StaleSheetSideBySide()) }
    )
}
