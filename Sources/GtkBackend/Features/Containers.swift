import CGtk
import ViewLayer

/// `Section` as a column with its heading above its rows, which a `Form` shows as a boxed list; `ProgressView` as its label beside a
/// `GtkProgressBar`, or a spinning `GtkSpinner` while the amount is unknown.
extension GtkRenderer: SectionRendering, ProgressRendering {
    public func makeSection() -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        return make(.section, box, container: box, placement: StackPlacement.shared, styled: true)
    }

    public func makeSectionHeader() -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        return make(.sectionHeader, box, container: box, placement: BoxPlacement.packed, styled: true)
    }

    /// In a `Form`, a boxed list as GNOME's preferences pages have: a `GtkListBox` of rows that
    /// are not activated, drawn as one rounded group with a line between rows (`boxed-list`, in
    /// `RendererStyles`); elsewhere a column.
    public func makeSectionRows(boxed: Bool) -> any RenderElement {
        guard boxed else {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            return make(.sectionRows, box, container: box, placement: StackPlacement.shared)
        }
        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(cg_list_box(list.raw), GTK_SELECTION_NONE)
        gtk_style_context_add_class(gtk_widget_get_style_context(list), "boxed-list")
        RendererStyles.load()
        return make(.sectionRows, list, container: list, placement: RowPlacement.boxed)
    }

    public func makeProgress(fraction: Double?) -> any RenderElement {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        var parts: [WidgetRef] = []
        let label = innerBox(GTK_ORIENTATION_HORIZONTAL, spacing: 0, owner: &parts)
        gtk_box_pack_start(cg_box(row.raw), label, 0, 0, 0)
        let element = make(.progress, row, container: label, placement: BoxPlacement.packed, styled: true)
        element.parts = parts
        setFraction(element, fraction)
        return element
    }

    public func setFraction(_ element: any RenderElement, _ fraction: Double?) {
        let element = gtk(element)
        let wasKnown = element.progressFraction != nil
        element.progressFraction = fraction
        if let indicator = element.progressIndicator, wasKnown == (fraction != nil) {
            if let fraction { gtk_progress_bar_set_fraction(cg_progress_bar(indicator.pointer.raw), fraction) }
            return
        }
        if let old = element.progressIndicator { gtk_container_remove(cg_container(element.pointer.raw), old.pointer) }
        let indicator: UnsafeMutablePointer<GtkWidget>
        if let fraction {
            indicator = gtk_progress_bar_new()!
            gtk_progress_bar_set_fraction(cg_progress_bar(indicator.raw), fraction)
            gtk_widget_set_valign(indicator, GTK_ALIGN_CENTER)
            gtk_widget_set_hexpand(indicator, 1)
        } else {
            indicator = gtk_spinner_new()!
            gtk_spinner_start(cg_spinner(indicator.raw))
        }
        element.progressIndicator = WidgetRef(indicator)
        gtk_box_pack_start(cg_box(element.pointer.raw), indicator, fraction != nil ? 1 : 0, 1, 0)
        gtk_widget_show(indicator)
    }
}

/// `.help(_:)`: a box around the content with a tooltip.
extension GtkRenderer: HelpRendering {
    public func makeHelp(_ text: String) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_tooltip_text(box, text)
        return make(.help, box, container: box, placement: BoxPlacement.packed)
    }

    public func setHelp(_ element: any RenderElement, _ text: String) {
        gtk_widget_set_tooltip_text(gtk(element).pointer, text)
    }
}

/// `.accessibilityLabel`: a box around the view that gives the view's widget, its first child
/// (the button or image a screen reader stops at, unless a padding's or a frame's box is
/// between), the label as its ATK name.
extension GtkRenderer: AccessibilityLabelRendering {
    public func makeAccessibilityLabel(_ label: String) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let element = make(.accessibilityLabel, box, container: box, placement: AccessibilityLabelPlacement.shared)
        setAccessibilityLabel(element, label)
        return element
    }

    public func setAccessibilityLabel(_ element: any RenderElement, _ label: String) {
        let element = gtk(element)
        element.accessibilityName = label
        AccessibilityLabelPlacement.name(element.children.first, label)
    }
}

/// Packs a named view's content as a box does, and names its first child, again whenever the
/// children change: the view the label names may be replaced by another.
@MainActor
final class AccessibilityLabelPlacement: BoxPlacement {
    static let shared = AccessibilityLabelPlacement(fills: false)

    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.insert(child, at: index, into: container, of: element)
        if index == 0, let name = element.accessibilityName { Self.name(child, name) }
    }

    override func didChangeChildren(of element: GtkElement) {
        if let name = element.accessibilityName { Self.name(element.children.first, name) }
    }

    /// Sets `element`'s widget's ATK name, which the desktop's screen reader reads.
    static func name(_ element: GtkElement?, _ name: String) {
        guard let element, let accessible = gtk_widget_get_accessible(element.pointer) else { return }
        atk_object_set_name(accessible, name)
    }
}

/// `ControlGroup`: a horizontal box of its controls with GTK's `linked` class, which draws
/// buttons side by side as one, only the row's outer corners rounded.
extension GtkRenderer: ControlGroupRendering {
    public func makeControlGroup() -> any RenderElement {
        let element = makeStack(axis: .horizontal, spacing: 0)
        gtk_style_context_add_class(gtk_widget_get_style_context(gtk(element).pointer), "linked")
        return element
    }
}
