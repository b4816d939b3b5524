import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

struct ButtonLooks: View {
    var body: some View {
        VStack(alignment: .leading) {
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.orange)
            Button("Delete", role: .destructive) {}
            Button("Discard", role: .destructive) {}.buttonStyle(.borderless)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Pill") {}.buttonStyle(RedPill())
        }
    }
}

/// A custom style: a red fill, and a text that says whether the button is held down.
private struct RedPill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(configuration.isPressed ? "down" : "up")
            configuration.label
        }
        .padding(8)
        .background(Color(red: 1, green: 0, blue: 0))
    }
}

/// Roles and styles as GNOME's style classes, and a tint as the fill GTK paints.
@MainActor
func checkButtonLooks(on stage: Stage) async -> ButtonLookFacts {
    let (_, graph) = stage.mount(ButtonLooks())
    await graph.settle()
    for _ in 0..<5 {
        GtkMainLoop.drainEvents()
        try? await Task.sleep(for: .milliseconds(20))
    }
    var classes: [String: [String]] = [:]
    var fills: [String: [Int]] = [:]
    for button in buttons(in: stage.box) {
        // The renderer puts a label in the button rather than set the button's own; a custom
        // style's body is named by its last text, the button's label.
        guard let title = labels(in: button).last else { continue }
        let style = gtk_widget_get_style_context(button)
        classes[title] = ["destructive-action", "flat", "lab-custom-style", "suggested-action"].filter { gtk_style_context_has_class(style, $0) != 0 }
        fills[title] = fill(of: button)
    }
    var pressedTexts: [[String]] = []
    if let pill = buttons(in: stage.box).first(where: { labels(in: $0).last == "Pill" }) {
        pressedTexts.append(labels(in: pill))
        for pressed in [true, false] {
            // What GTK does to a button held down by the pointer, and undoes on release.
            if pressed { gtk_widget_set_state_flags(pill, GTK_STATE_FLAG_ACTIVE, 0) } else { gtk_widget_unset_state_flags(pill, GTK_STATE_FLAG_ACTIVE) }
            await graph.settle()
            pressedTexts.append(labels(in: pill))
        }
    }
    graph.unmount()
    await graph.settle()
    return ButtonLookFacts(classes: classes, fills: fills, pressedTexts: pressedTexts)
}

@MainActor
private func buttons(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    if widget.isA(gtk_button_get_type()) { return [widget] }
    return widget.children.flatMap(buttons)
}

/// The colour of the pixel a few pixels in from the button's left edge, halfway down: its fill,
/// not its border or its text.
@MainActor
private func fill(of button: UnsafeMutablePointer<GtkWidget>) -> [Int] {
    let width = gtk_widget_get_allocated_width(button), height = gtk_widget_get_allocated_height(button)
    guard width > 8, height > 8, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return [] }
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)
    gtk_widget_draw(button, context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixel = data.advanced(by: Int(height / 2) * stride + 5 * 4)
    // ARGB32 in the machine's order: blue, green, red, alpha on a little-endian machine.
    return [Int(pixel[2]), Int(pixel[1]), Int(pixel[0])]
}
