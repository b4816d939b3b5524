import CGtk
import GtkBackend
import GtkScenarioFacts
import LabRunner
import ViewLayer

struct Greets: View {
    let journal: Journal
    @State var name = ""
    var body: some View {
        let _ = journal.lines.append("body \(name)")
        TextField("Name", text: $name)
        Text("Hello \(name)")
        Button("Fill") { name = "Alice" }
    }
}

/// `Greets` as an experiment, for a session that records the trace.
struct Greeting: View {
    var body: some View { Greets(journal: Journal()) }
}

/// Typing goes through the real entry, key by key; text set from code is shown without coming
/// back as an edit; nothing outlives the field.
@MainActor
func checkTextField(on stage: Stage) async -> TextFieldFacts {
    let journal = Journal()
    let live = LiveCounts()
    let (renderer, graph) = stage.mount(Greets(journal: journal))
    await graph.settle()
    let initial = journal.lines
    journal.lines.removeAll()
    for character in "Bob" {
        try? renderer.type(String(character), into: "Name", occurrence: 1)
        await graph.settle()
    }
    let typed = renderer.shownItems().map(\.line)
    let typingBodies = journal.lines
    journal.lines.removeAll()
    let beforeFill = renderer.mutations
    try? renderer.tap("Fill", occurrence: 1)
    await graph.settle()
    GtkMainLoop.drainEvents()
    let fill = delta(beforeFill, renderer.mutations)
    let filled = renderer.shownItems().map(\.line)
    let fillBodies = journal.lines
    try? renderer.type("!", into: "Name", occurrence: 1)
    await graph.settle()
    var missing = ""
    do { try renderer.type("x", into: "Nope", occurrence: 1) } catch { missing = error.description }
    let afterMore = renderer.shownItems().map(\.line)
    // A person's own typing at the end is logged as `type:`; a deletion has no script form.
    var personActions: [String] = []
    var unscriptable = 0
    renderer.onPersonAction = { personActions.append($0) }
    renderer.onUnscriptableEdit = { unscriptable += 1 }
    if let entry = renderer.shownWidgets().first {
        for text in ["Bob!Z", "Bob!Zy", "Bob!Z"] {
            gtk_entry_set_text(cg_entry(entry.raw), text)
            await graph.settle()
        }
    }
    renderer.onPersonAction = nil
    renderer.onUnscriptableEdit = nil
    // The renderer's contract, below the view: its own set is never reported as an edit.
    let edits = Journal()
    do {
        let bare = renderer.makeTextField(prompt: "Bare", text: "", kind: TextFieldKind(), onChange: { edits.lines.append($0) }, onSubmit: {}, onEndEditing: nil)
        renderer.setText(ofTextField: bare, to: "set")
    }
    graph.unmount()
    await graph.settle()
    GtkMainLoop.drainEvents()
    return TextFieldFacts(
        initialBodies: initial, typed: typed, typingBodies: typingBodies,
        fill: fill, filled: filled, fillBodies: fillBodies, afterMore: afterMore, missing: missing,
        editsReportedForOwnSet: edits.lines, personActions: personActions, unscriptableEdits: unscriptable,
        widgetsAfter: live.widgetsSince,
        handlersAfter: live.handlersSince
    )
}

/// A script that types prints the same in a GTK window as headless.
@MainActor
func checkTypingSession(on stage: Stage) async -> TranscriptFacts {
    await transcripts(of: Greeting(), [
        .type(label: "Name", occurrence: 1, text: "Bob"), .show, .tap(label: "Fill", occurrence: 1), .type(label: "Name", occurrence: 1, text: "s"), .show,
    ], on: stage)
}
