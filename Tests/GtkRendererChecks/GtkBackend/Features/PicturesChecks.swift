import CGtk
import Foundation
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// A file twice as wide as it is high, in frames of 100 by 100: stretched, fitted and filled.
struct Pictures: View {
    let bundle: Bundle
    var body: some View {
        HStack {
            Image("wide", bundle: bundle).resizable().frame(width: 100, height: 100)
            Image("wide", bundle: bundle).resizable().scaledToFit().frame(width: 100, height: 100)
            Image("wide", bundle: bundle).resizable().scaledToFill().frame(width: 100, height: 100)
        }
    }
}

/// Resizable images drawn at their frames' size, read back from their pixels.
@MainActor
func checkPictures(on stage: Stage) async -> PictureFacts {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID()).bundle")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A red file, 40 by 20 pixels.
    if let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 20) {
        let context = cairo_create(surface)
        cairo_set_source_rgb(context, 1, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_write_to_png(surface, folder.appendingPathComponent("wide.png").path)
        cairo_surface_destroy(surface)
    }
    guard let bundle = Bundle(path: folder.path) else { return PictureFacts(sizes: [], redAtTop: [], redAtMiddle: []) }
    let (_, graph) = stage.mount(Pictures(bundle: bundle))
    await graph.settle()
    for _ in 0..<5 {
        GtkMainLoop.drainEvents()
        try? await Task.sleep(for: .milliseconds(20))
    }
    var sizes: [[Int]] = [], top: [Bool] = [], middle: [Bool] = []
    func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if widget.isA(gtk_drawing_area_get_type()) {
            let width = gtk_widget_get_allocated_width(widget), height = gtk_widget_get_allocated_height(widget)
            sizes.append([Int(width), Int(height)])
            let pixels = drawnPixels(of: widget, width: width, height: height)
            top.append(pixels(Int(width) / 2, 10).isRed)
            middle.append(pixels(Int(width) / 2, Int(height) / 2).isRed)
        }
        widget.children.forEach(visit)
    }
    visit(stage.box)
    graph.unmount()
    await graph.settle()
    return PictureFacts(sizes: sizes, redAtTop: top, redAtMiddle: middle)
}

/// The colour `widget` draws at a point, as `[red, green, blue, alpha]` from 0 to 255.
@MainActor
func drawnPixels(of widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) -> (Int, Int) -> [Int] {
    guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return { _, _ in [] } }
    let context = cairo_create(surface)
    gtk_widget_draw(widget, context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    var bytes: [UInt8] = []
    if let data = cairo_image_surface_get_data(surface) { bytes = Array(UnsafeBufferPointer(start: data, count: stride * Int(height))) }
    cairo_surface_destroy(surface)
    return { x, y in
        let offset = y * stride + x * 4
        guard offset + 3 < bytes.count else { return [] }
        // ARGB32 in the machine's order: blue, green, red, alpha on a little-endian machine.
        return [Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]), Int(bytes[offset + 3])]
    }
}

extension Array where Element == Int {
    fileprivate var isRed: Bool { count == 4 && self[0] > 200 && self[1] < 50 && self[2] < 50 && self[3] > 200 }
}
