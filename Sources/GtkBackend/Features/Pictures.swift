import CGtk
import ViewLayer

/// A resizable image from a file, as a GNOME developer draws a picture that takes its frame's
/// size: a `GtkDrawingArea` painting the file scaled to its allocation, since GTK 3's `GtkImage`
/// draws a file at its own size only (GTK 4 has `GtkPicture` for this). Stretched to the frame by
/// default; `.scaledToFit()` and `.scaledToFill()` keep the picture's proportions (or those given
/// to `.aspectRatio(_:contentMode:)`), whole or cut at the frame's edges.
extension GtkRenderer {
    func makePicture(_ image: ShownImage, path: String) -> GtkElement {
        let area = gtk_drawing_area_new()!
        // A resizable image takes the room it is offered, as SwiftUI's does; a frame sizes it.
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        let element = make(.image, area)
        element.picture = Picture(path: path)
        updatePicture(element, image, path: path)
        Signals.connectDraw(area.raw) { [unowned element] cairo in
            guard let cairo, let picture = element.picture else { return }
            picture.draw(on: cairo, width: Double(gtk_widget_get_allocated_width(element.pointer)), height: Double(gtk_widget_get_allocated_height(element.pointer)))
        }
        return element
    }

    func updatePicture(_ element: GtkElement, _ image: ShownImage, path: String) {
        if element.picture?.path != path { element.picture = Picture(path: path) }
        element.picture?.fitting = image.isResizable ? image.contentMode.map { .keepingProportions($0, image.aspectRatio) } ?? .stretching : .ownSize
        // A picture no longer resizable asks for its own size.
        let size = image.isResizable ? (-1, -1) : element.picture?.size ?? (-1, -1)
        gtk_widget_set_size_request(element.pointer, size.0, size.1)
        gtk_widget_queue_draw(element.pointer)
    }
}

/// A file's pixels, and how they fit the widget they are drawn in.
@MainActor
final class Picture {
    let path: String
    private let pixbuf: OpaquePointer?
    var fitting = Fitting.stretching

    enum Fitting: Equatable {
        case stretching
        case keepingProportions(ContentMode, Double?)
        case ownSize
    }

    init(path: String) {
        self.path = path
        pixbuf = gdk_pixbuf_new_from_file(path, nil)
    }

    isolated deinit {
        if let pixbuf { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    }

    /// The file's size in pixels, or nil when it could not be read.
    var size: (Int32, Int32)? {
        pixbuf.map { (gdk_pixbuf_get_width($0), gdk_pixbuf_get_height($0)) }
    }

    func draw(on cairo: OpaquePointer, width: Double, height: Double) {
        guard let pixbuf, let (pixelWidth, pixelHeight) = size.map({ (Double($0.0), Double($0.1)) }),
              pixelWidth > 0, pixelHeight > 0, width > 0, height > 0 else { return }
        var (scaleX, scaleY) = (width / pixelWidth, height / pixelHeight)
        switch fitting {
        case .stretching:
            break
        case .ownSize:
            (scaleX, scaleY) = (1, 1)
        case .keepingProportions(let mode, let ratio):
            // The largest box of those proportions inside the frame (fit), or the smallest around it (fill).
            let ratio = ratio ?? pixelWidth / pixelHeight
            var box = (width: width, height: width / ratio)
            if (mode == .fit) == (box.height > height) { box = (height * ratio, height) }
            (scaleX, scaleY) = (box.width / pixelWidth, box.height / pixelHeight)
        }
        cairo_save(cairo)
        cairo_rectangle(cairo, 0, 0, width, height)
        cairo_clip(cairo)
        cairo_translate(cairo, (width - pixelWidth * scaleX) / 2, (height - pixelHeight * scaleY) / 2)
        cairo_scale(cairo, scaleX, scaleY)
        gdk_cairo_set_source_pixbuf(cairo, pixbuf, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
