import CGtk
import Driving
import GtkBackend
import GtkScenarioFacts
import ViewLayer

private struct SuggestedFruits: View {
    @State private var query = ""

    var body: some View {
        VStack {
            Text("query \(query)")
        }
        .searchable(text: $query)
        .searchSuggestions {
            Text("Apple").searchCompletion("apple")
            Text("Pear").searchCompletion("pear")
        }
    }
}

/// The field takes the focus as a person's click gives it, then a suggestion gets a press and,
/// after the graph has run, a release, as a person's click does: the suggestion's button takes
/// no focus, so the field keeps it, the search goes on and the click lands.
@MainActor
func checkSearchSuggestions(on stage: Stage) async -> SearchSuggestionFacts {
    let (renderer, graph) = stage.mount(SuggestedFruits())
    func settle() async {
        for _ in 0..<5 {
            await graph.settle()
            GtkMainLoop.drainEvents()
        }
    }
    await settle()
    func widget(_ label: String) -> UnsafeMutablePointer<GtkWidget>? {
        zip(renderer.shownItems(), renderer.shownWidgets()).first { $0.0.label == label }?.1
    }
    let field = widget("Search")
    if let field { gtk_widget_grab_focus(field) }
    await settle()
    let whileSearching = renderer.shownItems().map(\.label)
    if let pear = widget("Pear") {
        let x = Double(gtk_widget_get_allocated_width(pear)) / 2, y = Double(gtk_widget_get_allocated_height(pear)) / 2
        _ = cg_send_pointer(pear, GDK_BUTTON_PRESS, x, y, 10)
        await settle()
        _ = cg_send_pointer(pear, GDK_BUTTON_RELEASE, x, y, 20)
    }
    await settle()
    let after = renderer.shownItems().map(\.label)
    let keepsFocus = field.map { gtk_widget_is_focus($0) != 0 } ?? false
    graph.unmount()
    await graph.settle()
    return SearchSuggestionFacts(shownWhileSearching: whileSearching, shownAfterClick: after, fieldKeepsFocus: keepsFocus)
}
