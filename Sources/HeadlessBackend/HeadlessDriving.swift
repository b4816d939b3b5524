import ViewLayer

extension HeadlessElement: InspectableElement {
    public var childElements: [HeadlessElement] { children }
    public var shownChildElements: [HeadlessElement] { shownChildren }
}

extension HeadlessBackend: DrivableBackend {
    /// What actions address: the top sheet while one is presented, else the window.
    var frontWindow: HeadlessElement { sheets.last ?? window }

    public func shownItems() -> [ShownItem] {
        frontWindow.shownElements().map(\.item)
    }

    public func tap(_ label: String, occurrence: Int) throws(DriveError) {
        try frontWindow.findControl(label, occurrence: occurrence, kind: "button or link", where: \.isTappable).action?()
    }

    public func toggle(_ label: String, occurrence: Int) throws(DriveError) {
        let element = try frontWindow.findControl(label, occurrence: occurrence, kind: "toggle", where: \.isToggle)
        element.isOn.toggle()
        element.toggleChanged?(element.isOn)
    }

    public func goBack() throws(DriveError) {
        // The innermost visible stack with a pushed page is the one whose back button shows.
        guard let stack = frontWindow.lastShown(where: { $0.role == .navigationStack && !$0.pages.isEmpty }) else {
            throw .nothingToGoBackFrom
        }
        stack.action?()
    }

    public func dismissTopSheet() throws(DriveError) {
        guard let sheet = sheets.last else { throw .noSheetPresented }
        sheet.action?()
    }
}

extension HeadlessBackend {
    /// What is shown of `elements` (a view's, found by a test), in on-screen order.
    package func shownItems(within elements: [any RenderElement]) -> [ShownItem] {
        elements.flatMap { headless($0).shownElements().map(\.item) }
    }

    /// What `elements` show, each with the element that shows it, to tell whose it is.
    package func shownElements(within elements: [any RenderElement]) -> [(item: ShownItem, element: AnyObject)] {
        elements.flatMap { headless($0).shownElements().map { ($0.item, $0.element as AnyObject) } }
    }

    /// Taps a button or link shown within `elements` only.
    package func tap(_ label: String, occurrence: Int, within elements: [any RenderElement]) throws(DriveError) {
        let shown = elements.flatMap { headless($0).shownElements() }
        try HeadlessElement.findControl(label, occurrence: occurrence, kind: "button or link", among: shown, where: \.isTappable).action?()
    }
}
