import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

struct HidesAnimated: View {
    let journal: Journal
    @State var isShown = true
    var body: some View {
        Button("Hide") { withAnimation(.linear(duration: 0.6)) { isShown = false } }
        Button("Show") { withAnimation(.linear(duration: 0.6)) { isShown = true } }
        if isShown {
            Text("panel")
                .onDisappear { journal.lines.append("panel disappear") }
                .transition(.opacity)
        }
    }
}

/// A view hidden under an animation fades out in real time, and is still there, and still
/// shown, until its transition ends; shown again on the way out it is drawn whole again; shown
/// anew it fades in (rule 19).
@MainActor
func checkTransition(on stage: Stage) async -> TransitionFacts {
    let journal = Journal()
    let (renderer, graph) = stage.mount(HidesAnimated(journal: journal))
    await graph.settle()
    func panelOpacity() -> Double {
        guard let panel = renderer.root?.childElements.last, renderer.root?.childElements.count == 3 else { return -1 }
        return gtk_widget_get_opacity(panel.widgetPointer)
    }
    func act(_ label: String, thenWait milliseconds: Int) async {
        try? renderer.tap(label, occurrence: 1)
        await graph.settle()
        try? await Task.sleep(for: .milliseconds(milliseconds))
        await graph.settle()
        GtkMainLoop.drainEvents()
    }
    await act("Hide", thenWait: 300)
    let midwayOpacity = panelOpacity()
    let midwayShown = renderer.shownItems().map(\.line)
    let midwayJournal = journal.lines
    await act("Show", thenWait: 800)
    let reshownOpacity = panelOpacity()
    let reshownJournal = journal.lines
    await act("Hide", thenWait: 900)
    let afterShown = renderer.shownItems().map(\.line)
    let afterJournal = journal.lines
    await act("Show", thenWait: 300)
    let facts = TransitionFacts(
        midwayOpacity: midwayOpacity, midwayShown: midwayShown, midwayJournal: midwayJournal,
        reshownOpacity: reshownOpacity, reshownJournal: reshownJournal,
        afterShown: afterShown, afterJournal: afterJournal, fadeInOpacity: panelOpacity()
    )
    graph.unmount()
    await graph.settle()
    return facts
}
