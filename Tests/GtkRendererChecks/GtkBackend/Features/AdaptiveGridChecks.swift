import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

struct AdaptiveCells: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 180))]) {
                ForEach(0..<60, id: \.self) { Text("cell \($0)") }
            }
        }
    }
}

/// Adaptive columns follow the width GTK gives the grid, as the window is made wider.
@MainActor
func checkAdaptiveGrid(on stage: Stage) async -> AdaptiveGridFacts {
    let (renderer, graph) = stage.mount(AdaptiveCells())
    gtk_window_resize(cg_window(stage.window.raw), 400, 400)
    gtk_widget_show_all(stage.window)
    func settle() async {
        for _ in 0..<20 {
            GtkMainLoop.drainEvents()
            await graph.settle()
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
    func grid() -> GtkElement? {
        var elements = renderer.root?.childElements ?? []
        while let element = elements.first {
            if "\(element.role)" == "lazyStack" { return element }
            elements = Array(elements.dropFirst()) + element.childElements
        }
        return nil
    }
    await settle()
    let narrow = grid()?.columns ?? -1
    gtk_window_resize(cg_window(stage.window.raw), 1000, 400)
    await settle()
    let facts = AdaptiveGridFacts(
        narrowColumns: narrow, wideColumns: grid()?.columns ?? -1,
        wideFirstRow: Array(renderer.shownItems().map(\.line).prefix(5))
    )
    graph.unmount()
    await graph.settle()
    return facts
}
