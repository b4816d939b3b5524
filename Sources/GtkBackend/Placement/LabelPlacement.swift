import CGtk
import Driving

/// A button's or check button's label: GTK gives the control one child, so a label of one element
/// goes in directly, and only a label of several gets a box (`labelBox`), which takes them all.
@MainActor
final class LabelPlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        guard let box = labelBox(of: element, in: container) else {
            gtk_container_add(cg_container(container.raw), child.pointer)
            Self.setContentClass(for: child.role, on: container)
            // A button's own text is centred in it, as GTK centres a button's label, where a
            // check box's stays at its side; a framed text keeps its frame's alignment.
            if element.role == .button, child.role == .text, !child.isFramedText { gtk_label_set_xalign(cg_label(child.pointer.raw), 0.5) }
            return
        }
        BoxPlacement.packed.insert(child, at: index, into: box, of: element)
    }

    override func remove(_ child: GtkElement, at index: Int, from container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.remove(child, at: index, from: container, of: element)
        // A control left without its one child shows neither text nor image.
        if element.labelBox == nil { Self.setContentClass(for: nil, on: container) }
    }

    /// GTK's class for what a control shows, as `gtk_button_set_label` and an icon-only button set
    /// it: Adwaita pads a text button wider and an image button square.
    private static func setContentClass(for role: ElementRole?, on control: UnsafeMutablePointer<GtkWidget>) {
        let context = gtk_widget_get_style_context(control)
        for (name, shows) in [("text-button", role == .text), ("image-button", role == .image)] {
            if shows { gtk_style_context_add_class(context, name) } else { gtk_style_context_remove_class(context, name) }
        }
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        guard let box = labelBox(of: element, in: container) else { return }
        BoxPlacement.packed.move(child, from: from, to: index, in: box, of: element)
    }

    /// The box the control's label elements go into once it holds more than one, moving the
    /// single element already in `container`, the control, into it; nil while one is enough.
    private func labelBox(of element: GtkElement, in container: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if let labelBox = element.labelBox { return labelBox.pointer }
        guard element.children.count > 1 else { return nil }
        let box = WidgetRef(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6))
        element.labelBox = box
        Self.setContentClass(for: nil, on: container)
        gtk_widget_show(box.pointer)
        if let existing = gtk_bin_get_child(cg_bin(container.raw)) {
            g_object_ref(existing)
            gtk_container_remove(cg_container(container.raw), existing)
            gtk_box_pack_start(cg_box(box.raw), existing, 0, 1, 0)
            g_object_unref(existing)
        }
        gtk_container_add(cg_container(container.raw), box.pointer)
        return box.pointer
    }

    static let shared = LabelPlacement()
}
