import CGtk
import Foundation
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// What the scenario's views are told from outside, and what they tell it.
@MainActor
final class SpacerModel: ObservableObject {
    @Published var showsSpacer = true
    @Published var frameWidth = 100.0
    var spacerAppeared = false
}

struct SpacersAndFrames: View {
    @ObservedObject var model: SpacerModel

    var body: some View {
        VStack {
            HStack {
                Text("Name")
                if model.showsSpacer { Spacer() }
                Button("x") {}
            }
            HStack {
                Spacer()
                Text("Middle")
                Spacer()
            }
            HStack {
                Text("min-a")
                Spacer(minLength: 40)
                Text("min-b")
            }
            HStack {
                Text("watch-a")
                Spacer().onAppear { model.spacerAppeared = true }
                Text("watch-b")
            }
            HStack {
                Spacer()
                Text("one")
                Spacer()
                Text("two")
                Spacer()
            }
            HStack {
                Spacer()
                Text("framed-end").frame(width: model.frameWidth)
            }
            Text("tall").frame(height: 44)
            Button {} label: { Text("OK").frame(height: 44) }
            HStack {
                Text("42").frame(width: 48, alignment: .trailing)
                Button { } label: { Text("Go").frame(width: 120, alignment: .leading) }
            }
        }
    }
}

/// A spacer's room goes to the content beside it unless it must be a widget of its own; a framed
/// text is its own label, sized and aligned.
@MainActor
func checkSpacersAndFrames(on stage: Stage) async -> SpacerAndFrameFacts {
    let live = LiveCounts()
    let model = SpacerModel()
    let (renderer, graph) = stage.mount(SpacersAndFrames(model: model))
    await laidOut(graph)

    func row(holding text: String) -> SpacerAndFrameFacts.Row {
        guard let label = label(showing: text, in: stage.box), var box = gtk_widget_get_parent(label) else { fail("no label \(text)") }
        // A button's label: the row is the button's parent.
        if box.isA(gtk_button_get_type()), let parent = gtk_widget_get_parent(box) { box = parent }
        var boxArea = GtkAllocation()
        gtk_widget_get_allocation(box, &boxArea)
        let spans = box.children.map { child in
            var area = GtkAllocation()
            gtk_widget_get_allocation(child, &area)
            return [Int(area.x - boxArea.x), Int(area.x - boxArea.x + area.width)]
        }
        return SpacerAndFrameFacts.Row(widgets: spans.count, spans: spans, width: Int(boxArea.width))
    }

    let trailing = row(holding: "Name")
    model.showsSpacer = false
    await laidOut(graph)
    let trailingWithoutSpacer = row(holding: "Name")
    model.showsSpacer = true
    await laidOut(graph)
    let trailingAgain = row(holding: "Name")

    let framedEnd = row(holding: "framed-end")
    model.frameWidth = 120
    await laidOut(graph)
    let framedEndWider = row(holding: "framed-end")
    let tall = label(showing: "tall", in: stage.box)

    let framed = label(showing: "42", in: stage.box)
    let framedParent = framed.flatMap { gtk_widget_get_parent($0) }
    var requestedWidth: Int32 = 0
    if let framed { gtk_widget_get_size_request(framed, &requestedWidth, nil) }
    let inButton = label(showing: "Go", in: stage.box)

    let facts = SpacerAndFrameFacts(
        trailing: trailing, centred: row(holding: "Middle"), withMinimum: row(holding: "min-a"), watched: row(holding: "watch-a"),
        watchedAppeared: model.spacerAppeared, trailingWithoutSpacer: trailingWithoutSpacer, trailingAgain: trailingAgain,
        spreadOut: row(holding: "one"), framedAtEnd: framedEnd, framedAtEndWider: framedEndWider,
        heightFramedXAlign: tall.map { Double(gtk_label_get_xalign(cg_label($0.raw))) } ?? -1,
        heightFramedInButtonXAlign: label(showing: "OK", in: stage.box).map { Double(gtk_label_get_xalign(cg_label($0.raw))) } ?? -1,
        framedIsLabel: framedParent.map { $0.isA(gtk_box_get_type()) && $0.children.count == 2 } ?? false,
        framedWidthRequest: Int(requestedWidth),
        framedXAlign: framed.map { Double(gtk_label_get_xalign(cg_label($0.raw))) } ?? -1,
        framedInButtonXAlign: inButton.map { Double(gtk_label_get_xalign(cg_label($0.raw))) } ?? -1,
        shown: renderer.shownItems().map(\.line), widgetsAfter: 0, handlersAfter: 0
    )
    graph.unmount()
    await graph.settle()
    GtkMainLoop.drainEvents()
    var result = facts
    result.widgetsAfter = live.widgetsSince
    result.handlersAfter = live.handlersSince
    return result
}

/// Settles the graph and lets GTK lay the window out.
@MainActor
private func laidOut(_ graph: ViewGraph) async {
    await graph.settle()
    for _ in 0..<5 {
        GtkMainLoop.drainEvents()
        try? await Task.sleep(for: .milliseconds(20))
    }
}

@MainActor
private func label(showing text: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    if widget.isA(gtk_label_get_type()), let shown = gtk_label_get_text(cg_label(widget.raw)), String(cString: shown) == text { return widget }
    return widget.children.lazy.compactMap { label(showing: text, in: $0) }.first
}
