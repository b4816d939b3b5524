import CGtk
import Foundation
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// Whether the turned layout is a row, which the check changes as a person's tap would.
@MainActor
final class LayoutTurn: ObservableObject {
    @Published var isRow = false
}

struct IntermediateLooks: View {
    @ObservedObject var turn: LayoutTurn
    @State private var count = 0
    @State private var chosen: String? = "sent"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Above the canvas")
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height / 2)), with: .color(.red))
                context.draw(Text("Drawn").font(.title), at: CGPoint(x: size.width / 2, y: size.height * 3 / 4))
            }
            .frame(width: 120, height: 80)
            ControlGroup {
                Button("Less") {}
                Button("More") {}
            }
            List(selection: $chosen) {
                Text("Inbox").tag("inbox")
                Text("Sent").tag("sent")
                Text("Drafts").tag("drafts")
            }
            .frame(height: 140)
            let layout = turn.isRow ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            layout {
                Text("First")
                Button("Count \(count)") { count += 1 }
            }
        }
    }
}

/// What GTK makes of a canvas, a control group and `AnyLayout`, read back from the widgets and
/// the window's pixels.
@MainActor
func checkIntermediateLooks(on stage: Stage) async -> IntermediateLookFacts {
    let turn = LayoutTurn()
    let (renderer, graph) = stage.mount(IntermediateLooks(turn: turn))
    func settle() async {
        for _ in 0..<4 {
            await graph.settle()
            GtkMainLoop.drainEvents()
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
    await settle()
    func find(_ type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        (widget.isA(type) ? [widget] : []) + widget.children.flatMap { find(type, in: $0) }
    }
    func labelled(_ prefix: String) -> UnsafeMutablePointer<GtkWidget>? {
        allLabels(in: stage.box).first { gtk_label_get_text(cg_label($0.raw)).map { String(cString: $0).hasPrefix(prefix) } ?? false }
    }
    func button(_ prefix: String) -> UnsafeMutablePointer<GtkWidget>? {
        var widget = labelled(prefix)
        while let current = widget, !current.isA(gtk_button_get_type()) { widget = gtk_widget_get_parent(current) }
        return widget
    }
    // The window's own pixels, as a person sees them, where GTK drew the canvas.
    var red: [Bool] = [], textPixels = 0
    if let canvas = find(gtk_drawing_area_get_type(), in: stage.box).first,
       let toplevel = gtk_widget_get_toplevel(canvas), let window = gtk_widget_get_window(toplevel) {
        var x: Int32 = 0, y: Int32 = 0
        _ = gtk_widget_translate_coordinates(canvas, toplevel, 0, 0, &x, &y)
        if let pixbuf = gdk_pixbuf_get_from_window(window, x, y, 120, 80), let pixels = gdk_pixbuf_get_pixels(pixbuf) {
            let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
            func pixel(_ px: Int, _ py: Int) -> (Int, Int, Int) {
                let offset = py * stride + px * channels
                return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
            }
            func isRed(_ p: (Int, Int, Int)) -> Bool { p.0 > 200 && p.1 < 100 && p.2 < 100 }
            red = [isRed(pixel(20, 15)), isRed(pixel(100, 30))]
            for py in 40..<80 { for px in 0..<120 where pixel(px, py).0 + pixel(px, py).1 + pixel(px, py).2 < 200 { textPixels += 1 } }
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
        }
    }
    var linked: [Bool] = []
    if let less = button("Less"), let more = button("More"), let box = gtk_widget_get_parent(less) {
        var first = GtkAllocation(), second = GtkAllocation()
        gtk_widget_get_allocation(less, &first)
        gtk_widget_get_allocation(more, &second)
        linked = [gtk_style_context_has_class(gtk_widget_get_style_context(box), "linked") != 0, second.x == first.x + first.width]
    }
    func offset() -> [Int] {
        guard let first = labelled("First"), let second = button("Count"), let toplevel = gtk_widget_get_toplevel(first) else { return [] }
        var x1: Int32 = 0, y1: Int32 = 0, x2: Int32 = 0, y2: Int32 = 0
        _ = gtk_widget_translate_coordinates(first, toplevel, 0, 0, &x1, &y1)
        _ = gtk_widget_translate_coordinates(second, toplevel, 0, 0, &x2, &y2)
        return [Int(x2 - x1), Int(y2 - y1)]
    }
    func chosenRows() -> [Int] {
        guard let list = find(gtk_list_box_get_type(), in: stage.box).first else { return [] }
        return find(gtk_list_box_row_get_type(), in: list).enumerated().compactMap { index, row in
            gtk_widget_get_state_flags(row).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0 ? index : nil
        }
    }
    var chosen = [chosenRows()]
    if let inbox = button("Inbox") { gtk_button_clicked(cg_button(inbox.raw)) }
    await settle()
    chosen.append(chosenRows())
    var offsets = [offset()]
    try? renderer.tap("Count 0", occurrence: 1)
    await settle()
    turn.isRow = true
    await settle()
    offsets.append(offset())
    turn.isRow = false
    await settle()
    offsets.append(offset())
    let kept = labelled("Count 1") != nil
    graph.unmount()
    await graph.settle()
    // The root window is the X screen, a witness apart from the monitor the renderer reads.
    let root = gdk_get_default_root_window()
    let screenSize = [
        Int(UIScreen.main.bounds.width), Int(UIScreen.main.bounds.height),
        Int(root.map { gdk_window_get_width($0) } ?? -1), Int(root.map { gdk_window_get_height($0) } ?? -1),
    ]
    return IntermediateLookFacts(
        canvasRedWhereFilled: red, canvasTextPixels: textPixels, controlGroupLinked: linked, turnedOffsets: offsets,
        keptState: kept, chosenRows: chosen, screenSize: screenSize
    )
}
