import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

struct SceneWindowReader: View {
    let journal: Journal
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    var body: some View {
        let _ = journal.lines.append("body \(scenePhase) \(horizontalSizeClass == .compact ? "compact" : "regular")")
        Text("phase \(scenePhase)")
    }
}

/// The window's state reaches the views: its width gives the size class (the stage is 400 wide,
/// compact), hiding it makes the scene `.background`.
@MainActor
func checkSceneWindow(on stage: Stage) async -> SceneWindowFacts {
    let journal = Journal()
    let live = LiveCounts()
    let (renderer, graph) = stage.mount(SceneWindowReader(journal: journal))
    func step() async -> [String] {
        for _ in 0..<6 {
            GtkMainLoop.drainEvents()
            try? await Task.sleep(for: .milliseconds(40))
            await graph.settle()
        }
        let lines = journal.lines
        journal.lines = []
        return lines
    }
    let shown = await step()
    gtk_window_resize(cg_window(stage.window.raw), 900, 400)
    let widened = await step()
    gtk_window_resize(cg_window(stage.window.raw), 400, 400)
    let narrowed = await step()
    gtk_widget_hide(stage.window)
    let hidden = await step()
    gtk_widget_show(stage.window)
    let shownAgain = await step()
    renderer.followsWindowFocus = false
    let focusIgnored = await step()
    graph.unmount()
    await graph.settle()
    GtkMainLoop.drainEvents()
    return SceneWindowFacts(shown: shown, widened: widened, narrowed: narrowed, hidden: hidden, shownAgain: shownAgain, focusIgnored: focusIgnored, handlersAfter: live.handlersSince)
}
