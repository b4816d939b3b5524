import CGtk
import Foundation
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// The reader's frame, which the check changes as a person resizing a pane would.
@MainActor
final class ReaderFrame: ObservableObject {
    @Published var width = 300.0
}

struct CourseLooks: View {
    @ObservedObject var frame: ReaderFrame
    var body: some View {
        VStack {
            looks
            // A fixed width given up: the stack, which fills across, stretches the colour again.
            VStack { Color.blue.frame(width: frame.width == 300 ? 80 : nil, height: 12) }
            // A reader in a scroll view, below its first eight rows, which reads where it is in
            // the window as the view scrolls.
            ScrollView {
                ForEach(0..<20, id: \.self) { row in
                    if row == 9 {
                        GeometryReader { proxy in Text("scrolled \(Int(proxy.frame(in: .global).minY))") }.frame(height: 30)
                    } else {
                        Text("row \(row)")
                    }
                }
            }
        }
    }

    private var looks: some View {
        VStack(alignment: .leading) {
            GeometryReader { proxy in
                VStack(alignment: .leading) {
                    Text("reader \(Int(proxy.size.width)) × \(Int(proxy.size.height))")
                    Color.red.frame(width: proxy.size.width / 2, height: 10)
                }
            }
            .frame(width: frame.width, height: 120)
            VStack(alignment: .leading) {
                Text("column")
                GeometryReader { proxy in Text("across \(Int(proxy.size.width))") }
                    .frame(height: 30)
            }
            .frame(width: 160, alignment: .leading)
            Text("Loading name").redacted(reason: .placeholder)
            Text("plain")
            Text("copy me").textSelection(.enabled)
            Text("A long title that is cut in the middle of its words when the line is full").lineLimit(1).truncationMode(.middle).frame(width: 120)
            Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 100, height: 100)
            // A stroke centred on a circle's outline, half of it past the circle's frame once it
            // is widened.
            Circle().stroke(Color.black, lineWidth: frame.width == 300 ? 1 : 10).frame(width: 40, height: 40).padding(10)
            // Layers behind a view take its size: a geometry reader measuring it, an underline.
            VStack(alignment: .leading) {
                Text("Measure me").background { GeometryReader { proxy in Text("behind \(Int(proxy.size.width))").opacity(0) } }
                Text("Underlined").background(alignment: .bottom) { Rectangle().frame(height: 2) }
            }
            .frame(width: 300, alignment: .leading)
            HStack {
                Path { $0.move(to: CGPoint(x: 20, y: 10)); $0.addLine(to: CGPoint(x: 80, y: 10)) }
                    .stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: .round)).frame(width: 100, height: 20)
                Path { $0.move(to: CGPoint(x: 20, y: 10)); $0.addLine(to: CGPoint(x: 80, y: 10)) }
                    .stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: .butt)).frame(width: 100, height: 20)
            }
        }
    }
}

/// What GTK makes of the looks course code asks for, read back from the widgets and their pixels.
@MainActor
func checkCourseLooks(on stage: Stage) async -> CourseLookFacts {
    let frame = ReaderFrame()
    let (renderer, graph) = stage.mount(CourseLooks(frame: frame))
    func settle() async {
        // The reader reports its allocation, and the graph runs its content on its next turn.
        for _ in 0..<6 {
            await graph.settle()
            GtkMainLoop.drainEvents()
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
    await settle()
    func label(_ prefix: String) -> UnsafeMutablePointer<GtkWidget>? {
        allLabels(in: stage.box).first { gtk_label_get_text(cg_label($0.raw)).map { String(cString: $0).hasPrefix(prefix) } ?? false }
    }
    func areas() -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if widget.isA(gtk_drawing_area_get_type()) { found.append(widget) }
            widget.children.forEach(visit)
        }
        visit(stage.box)
        return found
    }
    func reading() -> String { label("reader").flatMap { gtk_label_get_text(cg_label($0.raw)) }.map { String(cString: $0) } ?? "" }
    func barWidth() -> Int { areas().first.map { Int(gtk_widget_get_allocated_width($0)) } ?? -1 }
    func framedWidth() -> Int { areas().first { gtk_widget_get_allocated_height($0) == 12 }.map { Int(gtk_widget_get_allocated_width($0)) } ?? -1 }
    let acrossWidth = Int(gtk_widget_get_allocated_width(stage.box))
    var measured = [reading()], barWidths = [barWidth()], framedWidths = [framedWidth()]
    let across = label("across").flatMap { gtk_label_get_text(cg_label($0.raw)) }.map { String(cString: $0) } ?? ""
    frame.width = 200
    await settle()
    measured.append(reading())
    measured.append(across)
    framedWidths.append(framedWidth())
    framedWidths.append(acrossWidth)
    barWidths.append(barWidth())

    // Scrolled down a viewport, as a person scrolls: the reader's place in the window moves up
    // by as much as the view scrolled.
    var scrolledPlaces: [Int] = [], scrolledBy = 0
    func scrolledPlace() -> Int {
        label("scrolled").flatMap { gtk_label_get_text(cg_label($0.raw)) }.flatMap { Int(String(cString: $0).split(separator: " ").last ?? "") } ?? -1
    }
    scrolledPlaces.append(scrolledPlace())
    func scrolledWindow(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if widget.isA(gtk_scrolled_window_get_type()) { return widget }
        return widget.children.lazy.compactMap(scrolledWindow(in:)).first
    }
    if let scrolled = scrolledWindow(in: stage.box), let adjustment = gtk_scrolled_window_get_vadjustment(cg_scrolled_window(scrolled.raw)) {
        let before = gtk_adjustment_get_value(adjustment)
        try? renderer.scroll(.down)
        await settle()
        scrolledBy = Int((gtk_adjustment_get_value(adjustment) - before).rounded())
    }
    scrolledPlaces.append(scrolledPlace())

    func hasClass(_ widget: UnsafeMutablePointer<GtkWidget>?, _ name: String) -> Bool {
        widget.map { gtk_style_context_has_class(gtk_widget_get_style_context($0), name) != 0 } ?? false
    }
    let redacted = [hasClass(label("Loading"), "lab-redacted"), hasClass(label("plain"), "lab-redacted")]
    let isSelectable = label("copy").map { gtk_label_get_selectable(cg_label($0.raw)) != 0 } ?? false
    let ellipsis = label("A long").map { Int(gtk_label_get_ellipsize(cg_label($0.raw)).rawValue) } ?? -1

    let drawn = areas()
    var angular: [[Int]] = []
    if drawn.count >= 7 {
        let gradient = drawnPixels(of: drawn[1], width: 100, height: 100)
        angular = [Array(gradient(90, 55).prefix(3)), Array(gradient(90, 45).prefix(3))]
    }
    // On screen, 2 pixels past the stroked circle's frame at the height of its centre: what the
    // window shows, clipped as GTK clips each widget's drawing.
    var reachesPast = false
    if drawn.count >= 7, let toplevel = gtk_widget_get_toplevel(drawn[2]), let window = gtk_widget_get_window(toplevel) {
        var x: Int32 = 0, y: Int32 = 0
        _ = gtk_widget_translate_coordinates(drawn[2], toplevel, 42, 20, &x, &y)
        if let pixbuf = gdk_pixbuf_get_from_window(window, x, y, 1, 1), let pixels = gdk_pixbuf_get_pixels(pixbuf) {
            // Black on the theme's light window background.
            reachesPast = Int(pixels[0]) + Int(pixels[1]) + Int(pixels[2]) < 150
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
        }
    }
    func width(_ widget: UnsafeMutablePointer<GtkWidget>?) -> Int { widget.map { Int(gtk_widget_get_allocated_width($0)) } ?? -1 }
    let behind = label("behind").flatMap { gtk_label_get_text(cg_label($0.raw)) }.map { String(cString: $0) } ?? ""
    let layerWidths = [
        width(label("Measure me")), Int(behind.split(separator: " ").last ?? "") ?? -1,
        width(label("Underlined")), width(drawn.first { gtk_widget_get_allocated_height($0) == 2 }),
    ]
    let caps = drawn.dropLast().suffix(2).map { area in
        let pixel = drawnPixels(of: area, width: 100, height: 20)(16, 10)
        return pixel.count == 4 && pixel[3] > 200
    }
    graph.unmount()
    await graph.settle()
    return CourseLookFacts(
        measured: measured, barWidths: barWidths, redactedClasses: redacted, isSelectable: isSelectable,
        ellipsizeMode: ellipsis, angularColors: angular, capsPaintPastTheEnd: Array(caps), strokeReachesPastItsFrame: reachesPast,
        framedWidths: framedWidths, layerWidths: layerWidths, scrolledPlaces: scrolledPlaces + [scrolledBy]
    )
}
