import GtkScenarioFacts
import LabRunner
import ViewLayer

/// Lazy rows under a header and around views of their own, or in a grid whose columns change.
struct Scrolled: View {
    let grid: Bool
    @State var columns = 3
    var body: some View {
        Button("two columns") { columns = 2 }
        if grid {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(), count: columns)) {
                    ForEach(0..<60, id: \.self) { Text("cell \($0)") }
                }
            }
        } else {
            ScrollView {
                VStack {
                    Text("Header")
                    LazyVStack {
                        Text("Top")
                        ForEach(0..<30, id: \.self) { Text("row \($0)") }
                    }
                    .padding(4)
                }
            }
        }
    }
}

/// Scrolling shows and builds the same rows in a GTK window as headless.
@MainActor
func checkScrolling(grid: Bool, on stage: Stage) async -> TranscriptFacts {
    await transcripts(of: Scrolled(grid: grid), [
        .show, .scroll(.down), .show, .scroll(.bottom), .show, .tap(label: "two columns", occurrence: 1), .show, .scroll(.up), .show,
    ], on: stage)
}
