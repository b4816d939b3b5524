import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// Each part of a concatenated text drawn in its own look, by Pango attributes over its bytes.
@MainActor
func checkConcatenatedText(on stage: Stage) async -> ConcatenatedTextFacts {
    let (_, graph) = stage.mount(VStack {
        Text("Sub") + Text("total").bold()
        Text("Total ").foregroundColor(.red) + Text("42")
        Text("a").foregroundStyle(.secondary) + Text("b")
    })
    await graph.settle()
    GtkMainLoop.drainEvents()
    let labels = allLabels(in: stage.box)
    let text = labels.first.flatMap { gtk_label_get_text(cg_label($0.raw)) }.map { String(cString: $0) } ?? ""
    let weights = labels.first.map { ranges(of: PANGO_ATTR_WEIGHT, in: $0) { [Int(cast($0, to: PangoAttrInt.self).value)] } } ?? []
    let colours = labels.dropFirst().first.map {
        ranges(of: PANGO_ATTR_FOREGROUND, in: $0) {
            let colour = cast($0, to: PangoAttrColor.self).color
            return [Int(colour.red >> 8), Int(colour.green >> 8), Int(colour.blue >> 8)]
        }
    } ?? []
    let alphas = labels.dropFirst(2).first.map { ranges(of: PANGO_ATTR_FOREGROUND_ALPHA, in: $0) { [Int(cast($0, to: PangoAttrInt.self).value)] } } ?? []
    let isDimmedWhole = labels.dropFirst(2).first.map { gtk_style_context_has_class(gtk_widget_get_style_context($0), "dim-label") != 0 } ?? true
    graph.unmount()
    await graph.settle()
    return ConcatenatedTextFacts(weights: weights, text: text, colours: colours, alphas: alphas, isDimmedWhole: isDimmedWhole)
}

private func cast<T>(_ attribute: UnsafeMutablePointer<PangoAttribute>, to type: T.Type) -> T {
    UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: T.self).pointee
}

/// Each range of `label`'s bytes that has an attribute of `type`: `[start, end] + value`.
@MainActor
private func ranges(of type: PangoAttrType, in label: UnsafeMutablePointer<GtkWidget>, value: (UnsafeMutablePointer<PangoAttribute>) -> [Int]) -> [[Int]] {
    guard let list = gtk_label_get_attributes(cg_label(label.raw)), let iterator = pango_attr_list_get_iterator(list) else { return [] }
    defer { pango_attr_iterator_destroy(iterator) }
    let length = gtk_label_get_text(cg_label(label.raw)).map { Int32(strlen($0)) } ?? 0
    var found: [[Int]] = []
    repeat {
        var start: Int32 = 0, end: Int32 = 0
        pango_attr_iterator_range(iterator, &start, &end)
        if let attribute = pango_attr_iterator_get(iterator, type) {
            found.append([Int(start), Int(min(end, length))] + value(attribute))
        }
    } while pango_attr_iterator_next(iterator) != 0
    return found
}

@MainActor
func allLabels(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    if widget.isA(gtk_label_get_type()) { return [widget] }
    return widget.children.flatMap(allLabels)
}
