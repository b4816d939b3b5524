import CGtk
import Foundation
import ViewLayer

/// Shapes drawn with cairo in a `GtkDrawingArea`, in the rectangle GTK allocates it; colours the
/// theme decides are read from the widget's style, so they follow the light and dark styles.
extension GtkRenderer: ShapeRendering {
    public func makeShape(_ drawing: ShapeDrawing) -> any RenderElement {
        let element = makeDrawingArea { element, cairo in
            guard let drawing = element.shapeDrawing else { return }
            ShapePainter(widget: element.pointer, cairo: cairo).draw(drawing)
        }
        element.shapeDrawing = drawing
        let area = element.pointer
        // A stroke centred on the outline lies half outside the shape's rectangle, and SwiftUI
        // draws it there (Apple's `clipped(antialiased:)`: "a view's bounding frame is used only
        // for layout, so any content that extends beyond the edges of the frame is still visible"): the widget's clip is widened by it, as GTK widens a button's for its
        // shadow, after GTK set the clip to the allocation.
        Signals.connectWithArgument(area.raw, "size-allocate") { [unowned element] _ in
            let overflow = Self.strokeOverflow(of: element.shapeDrawing)
            guard overflow > 0 else { return }
            var clip = GtkAllocation()
            gtk_widget_get_allocation(element.pointer, &clip)
            clip.x -= overflow
            clip.y -= overflow
            clip.width += 2 * overflow
            clip.height += 2 * overflow
            gtk_widget_set_clip(element.pointer, &clip)
        }
        return element
    }

    /// A drawing area that takes the room it is offered, as SwiftUI's shapes and canvases do (a
    /// frame around one sizes it), lets a person's clicks through to what is under it, and paints
    /// with `draw`.
    func makeDrawingArea(_ draw: @escaping @MainActor (GtkElement, OpaquePointer) -> Void) -> GtkElement {
        let area = gtk_drawing_area_new()!
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        gtk_widget_set_size_request(area, 8, 8)
        let element = make(.shape, area)
        Signals.connect(area.raw, "realize") { [unowned element] in PassThrough.set(on: element.pointer) }
        Signals.connectDraw(area.raw) { [unowned element] cairo in
            guard let cairo else { return }
            draw(element, cairo)
        }
        return element
    }

    public func updateShape(_ element: any RenderElement, _ drawing: ShapeDrawing) {
        let element = gtk(element)
        let widensClip = Self.strokeOverflow(of: element.shapeDrawing) != Self.strokeOverflow(of: drawing)
        element.shapeDrawing = drawing
        // A resize, not an allocation alone: the parent's clip, made from its children's when it
        // is allocated, widens too.
        if widensClip { gtk_widget_queue_resize(element.pointer) }
        gtk_widget_queue_draw(element.pointer)
    }

    /// How far a drawing's stroke reaches past its rectangle, in pixels: half its width, and as
    /// much again for a mitred corner's point.
    private static func strokeOverflow(of drawing: ShapeDrawing?) -> Int32 {
        guard let drawing, drawing.stroke != nil, !drawing.strokesInside else { return 0 }
        let reach = drawing.lineWidth / 2 * (drawing.strokeStyle.lineJoin == .miter ? 2 : 1)
        return Int32(min(max(reach.rounded(.up), 0), 1000))
    }
}

/// One drawing of a shape: its path in the widget's allocation, filled or stroked.
@MainActor
struct ShapePainter {
    let widget: UnsafeMutablePointer<GtkWidget>
    let cairo: OpaquePointer

    func draw(_ drawing: ShapeDrawing) {
        let width = Double(gtk_widget_get_allocated_width(widget))
        let height = Double(gtk_widget_get_allocated_height(widget))
        var rect = CGRect(x: 0, y: 0, width: width, height: height)
        if drawing.strokesInside { rect = rect.insetBy(dx: drawing.lineWidth / 2, dy: drawing.lineWidth / 2) }
        trace(drawing.path(rect))
        if let fill = drawing.fill, setSource(fill, in: rect) { cairo_fill_preserve(cairo) }
        if let stroke = drawing.stroke, setSource(stroke, in: rect) {
            setLine(drawing.strokeStyle)
            cairo_stroke_preserve(cairo)
        }
        cairo_new_path(cairo)
    }

    func setLine(_ style: StrokeStyle) {
        cairo_set_line_width(cairo, style.lineWidth)
        let cap = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, style.miterLimit)
        // Cairo refuses dashes that are all zero or negative, as nothing would be drawn.
        let dashes = style.dash.map { max($0, 0) }
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cairo, dashes, Int32(dashes.count), style.dashPhase)
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
    }

    func trace(_ path: Path) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let to):
                cairo_move_to(cairo, to.x, to.y)
                current = to
            case .line(let to):
                cairo_line_to(cairo, to.x, to.y)
                current = to
            case .quadCurve(let to, let control):
                // A quadratic curve as the cubic of the same shape.
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
                current = to
            case .curve(let to, let c1, let c2):
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
                current = to
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }

    /// Sets cairo's source to `paint`; false for a paint that draws nothing. A gradient's line runs
    /// across `rect` as its unit points say.
    func setSource(_ paint: Paint, in rect: CGRect) -> Bool {
        let made: (pattern: OpaquePointer?, stops: [LinearPaint.Stop])
        switch paint {
        case .linearGradient(let gradient):
            let (start, end) = (gradient.start.point(in: rect), gradient.end.point(in: rect))
            made = (cairo_pattern_create_linear(start.x, start.y, end.x, end.y), gradient.stops)
        case .radialGradient(let gradient):
            let center = gradient.center.point(in: rect)
            made = (cairo_pattern_create_radial(center.x, center.y, max(gradient.startRadius, 0), center.x, center.y, max(gradient.endRadius, 0)), gradient.stops)
        case .angularGradient(let gradient):
            guard let mesh = AngularMesh(gradient, in: rect, colors: { ThemeColors.rgba(of: $0, for: widget) }).pattern() else { return false }
            defer { cairo_pattern_destroy(mesh) }
            cairo_set_source(cairo, mesh)
            return true
        default:
            return setSource(paint)
        }
        guard let pattern = made.pattern else { return false }
        defer { cairo_pattern_destroy(pattern) }
        for stop in made.stops {
            guard let rgba = ThemeColors.rgba(of: stop.paint, for: widget) else { continue }
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, rgba.red, rgba.green, rgba.blue, rgba.alpha)
        }
        cairo_set_source(cairo, pattern)
        return true
    }

    private func setSource(_ paint: Paint) -> Bool {
        guard let rgba = ThemeColors.rgba(of: paint, for: widget), rgba.alpha > 0 else { return false }
        cairo_set_source_rgba(cairo, rgba.red, rgba.green, rgba.blue, rgba.alpha)
        return true
    }
}

/// A paint as the colour the widget's theme gives it now.
@MainActor
enum ThemeColors {
    static func rgba(of paint: Paint, for widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA? {
        let style = cg_style(widget.raw)
        switch paint {
        case .rgba(let red, let green, let blue, let opacity):
            return GdkRGBA(red: red, green: green, blue: blue, alpha: opacity)
        case .foreground(let level, let opacity):
            var color = GdkRGBA()
            gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
            // The levels as GNOME dims labels: dim-label is 55 %.
            let emphasis = [1, 0.55, 0.4, 0.25][min(max(level, 0), 3)]
            color.alpha *= emphasis * opacity
            return color
        case .accent(let opacity):
            var color = GdkRGBA()
            guard gtk_style_context_lookup_color(style, "theme_selected_bg_color", &color) != 0 else { return nil }
            color.alpha *= opacity
            return color
        case .material(let material):
            var color = GdkRGBA()
            guard gtk_style_context_lookup_color(style, "theme_bg_color", &color) != 0 else { return nil }
            color.alpha = material.opacity
            return color
        case .surface(let surface, let opacity):
            var color = GdkRGBA()
            guard gtk_style_context_lookup_color(style, surface.gtkColorName, &color) != 0 else { return nil }
            color.alpha *= opacity
            return color
        case .linearGradient(let gradient):
            // A gradient where one colour is wanted: its first.
            return gradient.stops.first.flatMap { rgba(of: $0.paint, for: widget) }
        case .radialGradient(let gradient):
            return gradient.stops.first.flatMap { rgba(of: $0.paint, for: widget) }
        case .angularGradient(let gradient):
            return gradient.stops.first.flatMap { rgba(of: $0.paint, for: widget) }
        }
    }
}
