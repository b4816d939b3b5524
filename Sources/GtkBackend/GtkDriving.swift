import CGtk
import Driving
import ViewLayer

extension GtkElement: InspectableElement {
    public var childElements: [GtkElement] { children }
    /// What GTK has mapped: a hidden stack page or an unmapped window shows nothing.
    /// A scroll view shows the rows in its viewport.
    public var shownChildElements: [GtkElement] { (isScrollable ? rowsOnScreen : shownChildren).filter(\.isMapped) }
    /// Whether the widget takes input: `.disabled(true)` makes it insensitive.
    public var isEnabled: Bool { gtk_widget_get_sensitive(pointer) != 0 }
}

/// Drives the real widgets as a person's input would arrive: buttons and links are clicked, toggles
/// flipped, the back button pressed, a sheet's or cover's window closed, a popover popped down. What counts as shown is what GTK has
/// mapped on the front window.
extension GtkRenderer: DrivableBackend {
    /// What actions address: the top presentation while one is up, else the root.
    var front: GtkElement? { presentations.last ?? root }

    private func shown() -> [(item: ShownItem, element: GtkElement)] {
        guard let front, front.isMapped else { return [] }
        return front.shownElements()
    }

    /// The widgets of what `shownItems()` lists, in the same order.
    package func shownWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        shown().map(\.element.pointer)
    }

    public func shownItems() -> [ShownItem] {
        shown().map(\.item)
    }

    public func tap(_ label: String, occurrence: Int) throws(DriveError) {
        guard let front else { throw .noSuchControl(label: label, kind: "button or link", visible: []) }
        let (element, isGestureView) = try GtkElement.findTapTarget(label, occurrence: occurrence, among: shown(), gestureViews: { front.shownGestureViews(.tap) })
        if isGestureView { return tapGesture(of: element) }
        // `gtk_button_clicked` would click even an insensitive button, which a person cannot.
        guard element.isEnabled else { return }
        // A split menu's primary action is its own button's.
        let button = element.menu?.primaryButton ?? element.pointer
        driving { gtk_button_clicked(cg_button(button.raw)) }
    }

    public func toggle(_ label: String, occurrence: Int) throws(DriveError) {
        guard let front else { throw .noSuchControl(label: label, kind: "toggle", visible: []) }
        let element = try front.findControl(label, occurrence: occurrence, kind: "toggle", where: \.isToggle)
        guard element.isEnabled else { return }
        driving {
            // A switch is flipped, as a click on it does; a check or toggle button is clicked.
            if let toggle = element.switchWidget {
                gtk_switch_set_active(cg_switch(toggle.raw), element.isOn ? 0 : 1)
            } else {
                gtk_button_clicked(cg_button(element.pointer.raw))
            }
        }
    }

    public func goBack() throws(DriveError) {
        guard let back = visibleBackButton else { throw .nothingToGoBackFrom }
        driving { gtk_button_clicked(cg_button(back.raw)) }
    }

    public func dismissTopPresentation() throws(DriveError) {
        guard let top = presentations.last else { throw .nothingPresented }
        driving { close(top) }
    }
}
