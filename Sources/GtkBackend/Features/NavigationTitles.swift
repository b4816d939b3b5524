import CGtk
import Driving
import ViewLayer

/// `.navigationTitle(_:)`: a box around the content that names its page. The header bar shows
/// the title (and subtitle) of the innermost one shown in its window, the page on top, and the
/// window's own title again once none is shown.
extension GtkRenderer: NavigationTitleRendering {
    public func makeTitled(_ title: String, isSubtitle: Bool) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let element = make(isSubtitle ? .navigationSubtitle : .navigationTitle, box, container: box, placement: BoxPlacement.filling)
        element.title = title
        Signals.connect(box.raw, "map") { [weak self, unowned element] in self?.updateTitles(near: element) }
        Signals.connect(box.raw, "unmap") { [weak self, unowned element] in self?.updateTitles(near: element) }
        return element
    }

    public func setTitle(_ element: any RenderElement, _ title: String) {
        let element = gtk(element)
        element.title = title
        updateTitles(near: element)
    }

    /// Sets the header bar of `element`'s window to the titles shown in it.
    private func updateTitles(near element: GtkElement) {
        guard let toplevel = gtk_widget_get_toplevel(element.pointer), let bar = headerBars[toplevel.raw] else { return }
        let header = cg_header_bar(bar.raw)
        // The window's own titles, kept the first time a page's replace them.
        if windowTitles[toplevel.raw] == nil {
            windowTitles[toplevel.raw] = (gtk_header_bar_get_title(header).map { String(cString: $0) }, gtk_header_bar_get_subtitle(header).map { String(cString: $0) })
        }
        let window = windowTitles[toplevel.raw]
        let root = presentations.first { $0.pointer == toplevel } ?? self.root
        let title = root?.lastShown { $0.role == .navigationTitle && $0.isMapped }?.title
        let subtitle = root?.lastShown { $0.role == .navigationSubtitle && $0.isMapped }?.title
        gtk_header_bar_set_title(header, title ?? window?.title ?? nil)
        gtk_header_bar_set_subtitle(header, subtitle ?? (title == nil ? window?.subtitle ?? nil : nil))
    }
}
