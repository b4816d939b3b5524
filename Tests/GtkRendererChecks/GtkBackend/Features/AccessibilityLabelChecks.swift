import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// An icon button, a text and a view with a tap gesture, each named by `.accessibilityLabel`.
private struct NamedViews: View {
    let journal: Journal

    var body: some View {
        let journal = journal
        VStack {
            Button { journal.lines.append("add") } label: { Image(systemName: "list.bullet") }
                .accessibilityLabel("Add item")
            Text("★★★").accessibilityLabel("Three stars")
            Circle().frame(width: 20, height: 20)
                .onTapGesture { journal.lines.append("dot") }
                .accessibilityLabel("Dot")
            Button("Plain") { journal.lines.append("plain") }
        }
    }
}

@MainActor
func checkAccessibilityLabel(on stage: Stage) async -> AccessibilityLabelFacts {
    let journal = Journal()
    let (renderer, graph) = stage.mount(NamedViews(journal: journal))
    await graph.settle()
    GtkMainLoop.drainEvents()
    let items = renderer.shownItems()
    let widgets = renderer.shownWidgets()
    func atkName(of label: String) -> String {
        guard let widget = zip(items, widgets).first(where: { $0.0.label == label })?.1,
              let accessible = gtk_widget_get_accessible(widget), let name = atk_object_get_name(accessible) else { return "(none)" }
        return String(cString: name)
    }
    let facts = AccessibilityLabelFacts(shown: items.map(\.label), buttonName: atkName(of: "Add item"), textName: atkName(of: "★★★"), tapped: [], personAction: [])
    var result = facts
    try? renderer.tap("Add item", occurrence: 1)
    try? renderer.tap("Dot", occurrence: 1)
    await graph.settle()
    GtkMainLoop.drainEvents()
    result.tapped = journal.lines
    var logged: [String] = []
    renderer.onPersonAction = { logged.append($0) }
    if let button = zip(items, widgets).first(where: { $0.0.label == "Add item" })?.1 {
        gtk_button_clicked(cg_button(button.raw))
    }
    await graph.settle()
    GtkMainLoop.drainEvents()
    result.personAction = logged
    graph.unmount()
    await graph.settle()
    return result
}
