import Driving
import ViewLayer

extension HeadlessElement: InspectableElement {
    public var childElements: [HeadlessElement] { children }
    /// What is on screen: a scroll view shows the rows in its viewport.
    public var shownChildElements: [HeadlessElement] { isScrollable ? rowsOnScreen : shownChildren }
}

extension HeadlessBackend: DrivableBackend {
    /// What actions address: the top presentation while one is up, else the window.
    var frontWindow: HeadlessElement { presentations.last ?? window }

    public func shownItems() -> [ShownItem] {
        frontWindow.shownElements().map(\.item)
    }

    /// The names of the shown rows a person may delete or move, as `delete:` names them.
    public func editableRowNames() -> [String] {
        var names: [String] = []
        func collect(_ element: HeadlessElement) {
            if element.role == .editableRow {
                names.append(element.rowName)
                return
            }
            element.shownChildElements.forEach(collect)
        }
        collect(frontWindow)
        return names
    }

    /// The texts of the options of the shown pickers labelled `label`, in order: what a script
    /// may `select:` there.
    public func options(ofPicker label: String) -> [String] {
        frontWindow.shownElements()
            .filter { $0.item.kind.isPicker && $0.item.label == label }
            .flatMap { $0.element.childElements.filter { $0.role == .pickerOption }.map(\.label) }
    }

    public func tap(_ label: String, occurrence: Int) throws(DriveError) {
        try tap(label, occurrence: occurrence, within: nil)
    }

    public func toggle(_ label: String, occurrence: Int) throws(DriveError) {
        try toggle(label, occurrence: occurrence, within: nil)
    }

    public func goBack() throws(DriveError) {
        // The innermost visible stack with a pushed page is the one whose back button shows.
        guard let stack = frontWindow.lastShown(where: { $0.role == .navigationStack && !$0.pages.isEmpty }) else {
            throw .nothingToGoBackFrom
        }
        stack.action?()
    }

    public func dismissTopPresentation() throws(DriveError) {
        guard let top = presentations.last else { throw .nothingPresented }
        top.action?()
    }
}

extension HeadlessBackend {
    /// The navigation title of the page on top, as the header bar shows it: the innermost one shown
    /// in the front window.
    package var shownNavigationTitle: String? {
        frontWindow.lastShown { $0.role == .navigationTitle }?.text
    }

    /// What is shown of `elements` (a view's, found by a test), in on-screen order.
    package func shownItems(within elements: [any RenderElement]) -> [ShownItem] {
        elements.flatMap { headless($0).shownElements().map(\.item) }
    }

    /// What `elements` show, each with the element that shows it, to tell whose it is.
    package func shownElements(within elements: [any RenderElement]) -> [(item: ShownItem, element: AnyObject)] {
        elements.flatMap { headless($0).shownElements().map { ($0.item, $0.element as AnyObject) } }
    }

    // Actions, in the front window or, given a view's `elements`, within them only: a test acts
    // inside one view as a person would, on what is on screen and not behind a sheet.

    /// What an action looks among: the front window's shown elements, or those of `elements`
    /// that are among them.
    func actionable(within elements: [any RenderElement]?) -> [(item: ShownItem, element: HeadlessElement)] {
        let front = frontWindow.shownElements()
        guard let elements else { return front }
        // As the window shows them, with what a person's pointer reaches.
        let onScreen = Dictionary(front.map { (ObjectIdentifier($0.element), $0) }, uniquingKeysWith: { first, _ in first })
        return elements.flatMap { headless($0).shownElements() }.compactMap { onScreen[ObjectIdentifier($0.element)] }
    }

    package func tap(_ label: String, occurrence: Int, within elements: [any RenderElement]?) throws(DriveError) {
        let (element, isGestureView) = try HeadlessElement.findTapTarget(
            label, occurrence: occurrence, among: actionable(within: elements), gestureViews: { self.gestureViews(.tap, within: elements) }
        )
        if isGestureView { return tapGesture(of: element) }
        // A disabled control ignores the tap, as a greyed-out widget ignores a click.
        guard element.isEnabled else { return }
        element.action?()
    }

    package func toggle(_ label: String, occurrence: Int, within elements: [any RenderElement]?) throws(DriveError) {
        let element = try HeadlessElement.findControl(label, occurrence: occurrence, kind: "toggle", among: actionable(within: elements), where: \.isToggle)
        guard element.isEnabled else { return }
        element.isOn.toggle()
        element.toggleChanged?(element.isOn)
    }
}
