import CGtk
import GtkBackend
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

/// Content of several views in a scroll view, as course code writes it.
struct LooseScrollContent: View {
    var body: some View {
        ScrollView {
            Text("Header")
            ForEach(0..<4, id: \.self) { Text("row \($0)") }
        }
    }
}

/// Every view of the content is in the window, stacked along the scroll view's axis.
@MainActor
func checkScrollContent(on stage: Stage) async -> ScrollContentFacts {
    let (_, graph) = stage.mount(LooseScrollContent())
    await graph.settle()
    for _ in 0..<5 {
        GtkMainLoop.drainEvents()
        try? await Task.sleep(for: .milliseconds(20))
    }
    var labels: [String] = []
    var tops: [Int] = []
    func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if widget.isA(gtk_label_get_type()), gtk_widget_get_mapped(widget) != 0, let text = gtk_label_get_text(cg_label(widget.raw)) {
            labels.append(String(cString: text))
            var x: Int32 = 0, y: Int32 = 0
            gtk_widget_translate_coordinates(widget, stage.box, 0, 0, &x, &y)
            tops.append(Int(y))
        }
        widget.children.forEach(visit)
    }
    visit(stage.box)
    graph.unmount()
    await graph.settle()
    return ScrollContentFacts(labels: labels, tops: tops.map { $0 - (tops.first ?? 0) })
}
