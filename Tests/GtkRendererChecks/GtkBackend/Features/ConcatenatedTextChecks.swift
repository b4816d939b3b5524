import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// Each part of a concatenated text drawn in its own weight, by Pango attributes over its bytes.
@MainActor
func checkConcatenatedText(on stage: Stage) async -> ConcatenatedTextFacts {
    let (_, graph) = stage.mount(Text("Sub") + Text("total").bold())
    await graph.settle()
    GtkMainLoop.drainEvents()
    var weights: [[Int]] = []
    var text = ""
    if let label = firstLabel(in: stage.box) {
        text = gtk_label_get_text(cg_label(label.raw)).map { String(cString: $0) } ?? ""
        if let list = gtk_label_get_attributes(cg_label(label.raw)), let iterator = pango_attr_list_get_iterator(list) {
            repeat {
                var start: Int32 = 0, end: Int32 = 0
                pango_attr_iterator_range(iterator, &start, &end)
                if let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_WEIGHT) {
                    let weight = attribute.withMemoryRebound(to: PangoAttrInt.self, capacity: 1) { Int($0.pointee.value) }
                    weights.append([Int(start), Int(min(end, Int32(text.utf8.count))), weight])
                }
            } while pango_attr_iterator_next(iterator) != 0
            pango_attr_iterator_destroy(iterator)
        }
    }
    graph.unmount()
    await graph.settle()
    return ConcatenatedTextFacts(weights: weights, text: text)
}

@MainActor
private func firstLabel(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    if widget.isA(gtk_label_get_type()) { return widget }
    return widget.children.lazy.compactMap(firstLabel).first
}
