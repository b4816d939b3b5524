import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

struct Fades: View {
    let journal: Journal
    @State var opacity = 1.0
    var body: some View {
        Page(journal: journal).opacity(opacity)
        Button("Hide") { opacity = 0 }
        Button("Show") { opacity = 1 }
    }
}

/// Opacity 0 draws nothing but unmaps nothing: the page keeps its state and gets no disappear.
@MainActor
func checkOpacity(on stage: Stage) async -> OpacityFacts {
    let journal = Journal()
    let live = LiveCounts()
    let (renderer, graph) = stage.mount(Fades(journal: journal))
    await graph.settle()
    var wrapper = renderer.root?.childElements.first
    try? renderer.tap("Hide", occurrence: 1)
    await graph.settle()
    GtkMainLoop.drainEvents()
    let hidden = OpacityFacts.Hidden(
        role: wrapper.map { "\($0.role)" } ?? "none",
        mapped: wrapper.map { gtk_widget_get_mapped($0.widgetPointer) != 0 } ?? false,
        contentMapped: wrapper?.childElements.first.map { $0.isMapped } ?? false,
        opacity: wrapper.map { gtk_widget_get_opacity($0.widgetPointer) } ?? -1,
        shown: renderer.shownItems().map(\.line),
        journal: journal.lines
    )
    try? renderer.tap("Show", occurrence: 1)
    await graph.settle()
    let shownAgain = renderer.shownItems().map(\.line)
    let opacityAgain = wrapper.map { gtk_widget_get_opacity($0.widgetPointer) } ?? -1
    let journalAgain = journal.lines
    wrapper = nil  // the check's own reference would keep the element, and its widgets, alive
    graph.unmount()
    await graph.settle()
    GtkMainLoop.drainEvents()
    return OpacityFacts(
        hidden: hidden, shownAgain: shownAgain, opacityAgain: opacityAgain, journalAgain: journalAgain,
        widgetsAfter: live.widgetsSince,
        handlersAfter: live.handlersSince
    )
}
