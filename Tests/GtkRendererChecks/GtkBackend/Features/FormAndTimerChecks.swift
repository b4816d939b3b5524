import CGtk
import Combine
import Foundation
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// Counts what a timer gives it, in a class the check can read after the view is gone.
@MainActor
final class TickCount {
    var ticks = 0
}

struct SettingsForm: View {
    let count: TickCount
    @State private var ticks = 0
    let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()

    var body: some View {
        Form {
            Section("Account") {
                LabeledContent("Name", value: "Ada")
                LabeledContent("Plan", value: "Free")
            }
        }
        Text(ticks > 0 ? "ticking" : "waiting")
            .onReceive(timer) { _ in
                ticks += 1
                count.ticks += 1
            }
    }
}

/// A form's section is GNOME's boxed list; a timer on `RunLoop.main` fires in GTK's loop, which
/// services Foundation's run loop, and stops with the view.
@MainActor
func checkFormAndTimer(on stage: Stage) async -> FormAndTimerFacts {
    let live = LiveCounts()
    let count = TickCount()
    let (renderer, graph) = stage.mount(SettingsForm(count: count))
    await graph.settle()
    GtkMainLoop.drainEvents()
    let listBoxes = listBoxes(in: stage.box).map { list in
        FormAndTimerFacts.ListBox(
            isBoxed: gtk_style_context_has_class(gtk_widget_get_style_context(list), "boxed-list") != 0,
            rowsActivatable: list.children.map { gtk_list_box_row_get_activatable(cg_list_box_row($0.raw)) != 0 }
        )
    }
    // Until three ticks, or five seconds: whether it fires at all, not how fast.
    for _ in 0..<100 where count.ticks < 3 {
        try? await Task.sleep(for: .milliseconds(50))
    }
    await graph.settle()
    let shown = renderer.shownItems().map(\.line)
    let ticks = count.ticks
    graph.unmount()
    await graph.settle()
    try? await Task.sleep(for: .milliseconds(100))
    GtkMainLoop.drainEvents()
    return FormAndTimerFacts(
        listBoxes: listBoxes, shown: shown, ticks: ticks, ticksAfterUnmount: count.ticks - ticks,
        widgetsAfter: live.widgetsSince, handlersAfter: live.handlersSince
    )
}

@MainActor
private func listBoxes(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    if widget.isA(gtk_list_box_get_type()) { return [widget] }
    return widget.children.flatMap(listBoxes)
}
