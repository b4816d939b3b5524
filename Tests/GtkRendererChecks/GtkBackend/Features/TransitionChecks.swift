import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

struct HidesAnimated: View {
    let journal: Journal
    @State var isShown = true
    var body: some View {
        Button("Hide") { withAnimation(.linear(duration: 0.6)) { isShown = false } }
        if isShown {
            Text("panel")
                .onDisappear { journal.lines.append("panel disappear") }
                .transition(.opacity)
        }
    }
}

/// A view hidden under an animation fades out in real time, and is still there, and still
/// shown, until its transition ends (rule 19).
@MainActor
func checkTransition(on stage: Stage) async -> TransitionFacts {
    let journal = Journal()
    let (renderer, graph) = stage.mount(HidesAnimated(journal: journal))
    await graph.settle()
    let panel = renderer.root?.childElements.last
    try? renderer.tap("Hide", occurrence: 1)
    await graph.settle()
    try? await Task.sleep(for: .milliseconds(300))
    GtkMainLoop.drainEvents()
    let midwayOpacity = panel.map { gtk_widget_get_opacity($0.widgetPointer) } ?? -1
    let midwayShown = renderer.shownItems().map(\.line)
    let midwayJournal = journal.lines
    try? await Task.sleep(for: .milliseconds(600))
    await graph.settle()
    GtkMainLoop.drainEvents()
    let facts = TransitionFacts(
        midwayOpacity: midwayOpacity, midwayShown: midwayShown, midwayJournal: midwayJournal,
        afterShown: renderer.shownItems().map(\.line), afterJournal: journal.lines
    )
    graph.unmount()
    await graph.settle()
    return facts
}
