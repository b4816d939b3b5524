import CGtk
import Foundation
import ViewLayer

/// `Canvas`: a `GtkDrawingArea` that takes the room it is offered, as a shape does, and runs the
/// renderer at each paint with its allocated size, painting what it drew with cairo: paths as a
/// shape's are, texts as Pango layouts in the widget's font with the look's attributes.
extension GtkRenderer: CanvasRendering {
    public func makeCanvas(_ draw: @escaping @MainActor (CGSize) -> [CanvasOperation]) -> any RenderElement {
        let element = makeDrawingArea { element, cairo in
            guard let draw = element.canvasDrawing else { return }
            CanvasPainter(shapes: ShapePainter(widget: element.pointer, cairo: cairo)).paint(draw)
        }
        element.canvasDrawing = draw
        return element
    }

    public func updateCanvas(_ element: any RenderElement, _ draw: @escaping @MainActor (CGSize) -> [CanvasOperation]) {
        let element = gtk(element)
        element.canvasDrawing = draw
        gtk_widget_queue_draw(element.pointer)
    }
}

@MainActor
struct CanvasPainter {
    let shapes: ShapePainter
    private var cairo: OpaquePointer { shapes.cairo }

    func paint(_ draw: (CGSize) -> [CanvasOperation]) {
        let size = CGSize(width: Double(gtk_widget_get_allocated_width(shapes.widget)), height: Double(gtk_widget_get_allocated_height(shapes.widget)))
        let bounds = CGRect(origin: .zero, size: size)
        // GTK hands the widget a context already moved to its allocation: the operations' maps
        // are applied over that one.
        var base = cairo_matrix_t()
        cairo_get_matrix(cairo, &base)
        for operation in draw(size) {
            cairo_save(cairo)
            for clip in operation.clips {
                setMatrix(clip.transform, over: base)
                shapes.trace(clip.path)
                cairo_set_fill_rule(cairo, clip.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cairo)
            }
            setMatrix(operation.transform, over: base)
            let paint = (operation.paint ?? .foreground(level: 0, opacity: 1)).multiplyingOpacity(by: operation.opacity)
            switch operation.kind {
            case .fill(let path, let evenOdd):
                shapes.trace(path)
                cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if shapes.setSource(paint, in: bounds) { cairo_fill(cairo) }
            case .stroke(let path, let style):
                shapes.trace(path)
                shapes.setLine(style)
                if shapes.setSource(paint, in: bounds) { cairo_stroke(cairo) }
            case .text(let string, let look, let point, let anchor):
                drawText(string, look: look, at: point, anchor: anchor, paint: paint, in: bounds)
            }
            cairo_new_path(cairo)
            cairo_restore(cairo)
        }
    }

    private func setMatrix(_ transform: CanvasTransform, over base: cairo_matrix_t) {
        var base = base
        cairo_set_matrix(cairo, &base)
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &matrix)
    }

    private func drawText(_ string: String, look: TextLook, at point: CGPoint, anchor: UnitPoint, paint: Paint, in bounds: CGRect) {
        guard let layout = gtk_widget_create_pango_layout(shapes.widget, string) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let attributes = pango_attr_list_new() {
            GtkRenderer.addAttributes(of: look, to: attributes, weight: look.resolvedWeight?.value ?? 400)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        cairo_move_to(cairo, point.x - anchor.x * Double(width), point.y - anchor.y * Double(height))
        guard shapes.setSource(paint, in: bounds) else { return }
        pango_cairo_show_layout(cairo, layout)
    }
}
