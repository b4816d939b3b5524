import CGtk
import ViewLayer

/// Drives the real widgets as a person's input would arrive: buttons and links are clicked, toggles
/// flipped, the back button pressed, a sheet's window closed. What counts as shown is what GTK has
/// mapped on the front window.
extension GtkRenderer: DrivableBackend {
    /// The root the renderer's actions address when no sheet is presented; set by the host.
    private var frontRoot: GtkElement? { sheets.last ?? root }

    private func shownElements() -> [GtkElement] {
        var shown: [GtkElement] = []
        func visit(_ element: GtkElement) {
            guard element.isMapped else { return }
            switch element.role {
            case .text, .button, .navigationLink, .toggle: shown.append(element)
            default: element.shownChildren.forEach(visit)
            }
        }
        frontRoot.map(visit)
        return shown
    }

    /// The widgets of what `shownItems()` lists, in the same order.
    func shownWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        shownElements().map(\.pointer)
    }

    public func shownItems() -> [ShownItem] {
        shownElements().map { element in
            switch element.role {
            case .text: ShownItem(kind: .text, label: element.text)
            case .button: ShownItem(kind: .button, label: element.label)
            case .navigationLink: ShownItem(kind: .link, label: element.label)
            default: ShownItem(kind: .toggle(isOn: element.isOn), label: element.label)
            }
        }
    }

    public func tap(_ label: String, occurrence: Int) throws(DriveError) {
        let element = try find(label, occurrence: occurrence, kind: "button or link") {
            $0.role == .button || $0.role == .navigationLink
        }
        gtk_button_clicked(cg_button(element.widget.raw))
    }

    public func toggle(_ label: String, occurrence: Int) throws(DriveError) {
        let element = try find(label, occurrence: occurrence, kind: "toggle") { $0.role == .toggle }
        gtk_button_clicked(cg_button(element.widget.raw))
    }

    public func goBack() throws(DriveError) {
        var stacks: [GtkElement] = []
        func visit(_ element: GtkElement) {
            guard element.isMapped else { return }
            if element.role == .navigationStack && !element.pages.isEmpty { stacks.append(element) }
            element.shownChildren.forEach(visit)
        }
        frontRoot.map(visit)
        guard let stack = stacks.last, let back = stack.parts.last else { throw .nothingToGoBackFrom }
        gtk_button_clicked(cg_button(back.raw))
    }

    public func dismissTopSheet() throws(DriveError) {
        guard let sheet = sheets.last else { throw .noSheetPresented }
        cg_send_delete_event(sheet.pointer)
    }

    private func find(_ label: String, occurrence: Int, kind: String, where matches: (GtkElement) -> Bool) throws(DriveError) -> GtkElement {
        let controls = shownElements().filter(matches)
        let labelled = controls.filter { $0.label == label }
        guard !labelled.isEmpty else {
            throw .noSuchControl(label: label, kind: kind, visible: controls.map(\.label))
        }
        guard occurrence >= 1, occurrence <= labelled.count else {
            throw .noSuchOccurrence(label: label, kind: kind, occurrence: occurrence, count: labelled.count)
        }
        return labelled[occurrence - 1]
    }
}
