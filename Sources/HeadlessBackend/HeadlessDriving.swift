import ViewLayer

extension HeadlessBackend: DrivableBackend {
    /// The element actions address: the top sheet while one is presented, else the window.
    private var frontWindow: HeadlessElement { sheets.last ?? window }

    /// Visible elements in on-screen order, controls not broken down into their labels' texts.
    private func shownElements() -> [HeadlessElement] {
        var shown: [HeadlessElement] = []
        func visit(_ element: HeadlessElement) {
            switch element.role {
            case .text, .button, .navigationLink, .toggle: shown.append(element)
            default: element.shownChildren.forEach(visit)
            }
        }
        visit(frontWindow)
        return shown
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
        element.action?()
    }

    public func toggle(_ label: String, occurrence: Int) throws(DriveError) {
        let element = try find(label, occurrence: occurrence, kind: "toggle") { $0.role == .toggle }
        element.isOn.toggle()
        element.toggleChanged?(element.isOn)
    }

    public func goBack() throws(DriveError) {
        var stacks: [HeadlessElement] = []
        func visit(_ element: HeadlessElement) {
            if element.role == .navigationStack && !element.pages.isEmpty { stacks.append(element) }
            element.shownChildren.forEach(visit)
        }
        visit(frontWindow)
        // The innermost visible stack with a pushed page is the one whose back button shows.
        guard let stack = stacks.last else { throw .nothingToGoBackFrom }
        stack.action?()
    }

    public func dismissTopSheet() throws(DriveError) {
        guard let sheet = sheets.last else { throw .noSheetPresented }
        sheet.action?()
    }

    private func find(_ label: String, occurrence: Int, kind: String, where matches: (HeadlessElement) -> Bool) throws(DriveError) -> HeadlessElement {
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
