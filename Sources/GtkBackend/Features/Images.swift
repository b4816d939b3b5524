import CGtk
import ViewLayer

/// `Image` as a `GtkImage`: a symbol as its Adwaita icon at the font's size, in the text colour or
/// the style's; a bundle's file as itself, or, resizable, as a picture scaled to its frame
/// (`Pictures.swift`); what was not found as GTK's missing-image icon. `Label` as a row with GTK's
/// spacing between icon and title.
extension GtkRenderer: ImageRendering, LabelRendering {
    public func makeImage(_ image: ShownImage) -> any RenderElement {
        if image.isResizable, case .resource(_, let path?) = image.source { return makePicture(image, path: path) }
        let element = make(.image, gtk_image_new()!)
        updateImage(element, image)
        return element
    }

    public func updateImage(_ element: any RenderElement, _ image: ShownImage) {
        let element = gtk(element)
        element.imageName = image.spokenName
        // An element is a picture or an icon for its life, as it was made.
        if element.picture != nil {
            if case .resource(_, let path?) = image.source { updatePicture(element, image, path: path) }
            return
        }
        let widget = cg_image(element.pointer.raw)
        switch image.source {
        case .symbol(_, let iconName):
            gtk_image_set_from_icon_name(widget, iconName ?? "image-missing", GTK_ICON_SIZE_BUTTON)
            gtk_image_set_pixel_size(widget, pixels(image.pointSize, atLeast: 1, fallback: 16))
        case .resource(_, let path?):
            gtk_image_set_from_file(widget, path)
        case .resource(_, nil):
            gtk_image_set_from_icon_name(widget, "image-missing", GTK_ICON_SIZE_DIALOG)
        }
        var classes: Set<String> = []
        if let emphasis = RendererStyles.emphasisClass(for: image.foreground) { classes.insert(emphasis) }
        RendererStyles.setClasses(classes, on: element.pointer)
        RendererStyles.setColor(image.foreground, on: element.pointer)
    }

    public func makeLabel() -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        return make(.label, box, container: box, placement: StackPlacement.shared, styled: true)
    }
}
