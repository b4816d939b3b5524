/// Something a person can see: a text, a button, a navigation link, a toggle or a text field.
public struct ShownItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case text
        case button
        case link
        case toggle(isOn: Bool)
        /// A text field holding `text`; its label is its title, shown in it while it is empty.
        case textField(text: String)
    }

    public var kind: Kind
    /// The text, or the control's label.
    public var label: String

    public init(kind: Kind, label: String) {
        self.kind = kind
        self.label = label
    }

    /// How `show` prints it: `| TEXT`, `| [LABEL]`, `| [x] LABEL`, `| LABEL: [TEXT]`.
    public var line: String {
        switch kind {
        case .text: "| \(label)"
        case .button, .link: "| [\(label)]"
        case .toggle(let isOn): "| [\(isOn ? "x" : " ")] \(label)"
        case .textField(let text): "| \(label): [\(text)]"
        }
    }
}

/// Why a person's action could not be performed.
public enum DriveError: Error, Equatable, CustomStringConvertible {
    /// No visible control of that kind has that label; `visible` lists the labels that are shown.
    case noSuchControl(label: String, kind: String, visible: [String])
    /// Fewer controls than the `#N` asked for have that label.
    case noSuchOccurrence(label: String, kind: String, occurrence: Int, count: Int)
    /// `back` with no pushed page visible.
    case nothingToGoBackFrom
    /// `dismiss` with no sheet, cover or popover presented.
    case nothingPresented
    /// `scroll:` with no scroll view visible.
    case nothingToScroll

    public var description: String {
        switch self {
        case let .noSuchControl(label, kind, visible):
            let shown = visible.isEmpty ? "none" : visible.map { $0.quotedForMessage() }.joined(separator: ", ")
            return "no visible \(kind) labelled \(label.quotedForMessage()); visible \(kind) labels: \(shown)"
        case let .noSuchOccurrence(label, kind, occurrence, count):
            return "\(kind) #\(occurrence) labelled \(label.quotedForMessage()) does not exist: \(count) visible \(count == 1 ? "one has" : "ones have") that label"
        case .nothingToGoBackFrom:
            return "nothing to go back from: no pushed page is shown"
        case .nothingPresented:
            return "nothing to dismiss: no sheet, full-screen cover or popover is presented"
        case .nothingToScroll:
            return "nothing to scroll: no scroll view is shown"
        }
    }
}

/// A backend a script can drive as a person would: what is shown, in on-screen order, and the
/// actions of `lifecycle-lab run`. While a sheet, cover or popover is presented, everything
/// addresses it.
@MainActor
public protocol DrivableBackend: RenderBackend {
    /// What is visible, in on-screen order. In a navigation stack only the top page counts.
    func shownItems() -> [ShownItem]
    /// Activates the `occurrence`-th (from 1) visible button or navigation link labelled `label`.
    func tap(_ label: String, occurrence: Int) throws(DriveError)
    /// Flips the `occurrence`-th (from 1) visible toggle labelled `label`.
    func toggle(_ label: String, occurrence: Int) throws(DriveError)
    /// Types `text` at the end of the `occurrence`-th (from 1) visible text field labelled `label`,
    /// as key presses into the field: each character is one edit, so the field's binding is
    /// written once per character. Nothing settles in between; a caller that wants each
    /// character's update on its own passes one character at a time.
    func type(_ text: String, into label: String, occurrence: Int) throws(DriveError)
    /// Pops the top page of the visible navigation stack, as its back button does.
    func goBack() throws(DriveError)
    /// Closes the top modal presentation (a sheet, a full-screen cover or a popover), as closing
    /// its window or a click outside a popover does.
    func dismissTopPresentation() throws(DriveError)
    /// Scrolls the innermost visible scroll view by `step`, as a person scrolling would.
    func scroll(_ step: ScrollStep) throws(DriveError)
}

/// What a backend's element tells the driving logic shared by all backends.
@MainActor
public protocol InspectableElement: AnyObject {
    var role: ElementRole { get }
    /// A text element's text, or what a text field holds.
    var text: String { get }
    /// A text field's prompt: its title, which is also its label.
    var prompt: String { get }
    /// Whether a toggle is on.
    var isOn: Bool { get }
    /// How opaque the element draws itself and what it holds, from 0 to 1. At 0 a person cannot
    /// see it, and SwiftUI does not hit-test it, though it is still mapped.
    var opacity: Double { get }
    /// All children, shown or not, in order: what a control's label is made of.
    var childElements: [Self] { get }
    /// The children that are on screen while this element is, in on-screen order.
    var shownChildElements: [Self] { get }
    /// A scroll view's or list's first row on screen, and how many rows its viewport holds.
    var firstRow: Int { get }
    var viewportRows: Int { get }
    /// The rows a lazy stack or list keeps room for before and after those placed in it.
    var unplacedRows: (before: Int, after: Int) { get }
    /// How many children make a row of a lazy stack: a grid's columns.
    var columns: Int { get }
}

extension InspectableElement {
    /// Scroll views and lists, which `scroll:` moves.
    public var isScrollable: Bool { role == .scrollView || role == .list }

    /// What a scroll view scrolls through: a list's rows; a lazy stack's rows when it is the
    /// content; when the content is a stack, each of its children, a lazy stack among them
    /// counting its rows; or else the content. Padding and opacity are looked through.
    public var scrolledRows: ScrolledRows<Self> {
        if role == .list { return ScrolledRows(segments: [lazySegment]) }
        guard let content = childElements.first?.lookedThrough else { return ScrolledRows(segments: []) }
        switch content.role {
        case .stack:
            return ScrolledRows(segments: content.childElements.map { child in
                let row = child.lookedThrough
                return row.role == .lazyStack ? row.lazySegment : ScrolledRows.Segment(placed: [child])
            })
        case .lazyStack: return ScrolledRows(segments: [content.lazySegment])
        default: return ScrolledRows(segments: [ScrolledRows.Segment(placed: [content])])
        }
    }

    /// A lazy stack's or list's rows.
    private var lazySegment: ScrolledRows<Self>.Segment {
        ScrolledRows.Segment(placed: childElements, columns: columns, before: unplacedRows.before, after: unplacedRows.after)
    }

    /// The element inside padding and opacity around it, which do not make rows of their own.
    private var lookedThrough: Self {
        var element = self
        while element.role == .padding || element.role == .opacity, let inner = element.childElements.first { element = inner }
        return element
    }

    /// The first row a scroll view shows after `step`, or nil when the step does not move it.
    public func firstRow(after step: ScrollStep) -> Int? {
        let first = step.firstRow(from: firstRow, rows: scrolledRows.count, viewportRows: viewportRows)
        return first == firstRow ? nil : first
    }

    /// A scroll view's rows in its viewport, of those placed.
    public var rowsOnScreen: [Self] {
        let rows = scrolledRows
        return rows.placed(in: rowsInViewport(first: firstRow, rows: rows.count, viewportRows: viewportRows))
    }
}

extension InspectableElement {
    /// What the element shows as one item, or nil for a container.
    public var itemKind: ShownItem.Kind? {
        switch role {
        case .text: .text
        case .button: .button
        case .navigationLink: .link
        case .toggle: .toggle(isOn: isOn)
        case .textField: .textField(text: text)
        default: nil
        }
    }

    /// A control's label: the texts inside it, joined by spaces; a text field's prompt.
    public var label: String {
        if role == .textField { return prompt }
        var texts: [String] = []
        func collect(_ element: Self) {
            if element.role == .text { texts.append(element.text) }
            element.childElements.forEach(collect)
        }
        childElements.forEach(collect)
        return texts.joined(separator: " ")
    }

    /// What is shown from this element down, in on-screen order; controls are not broken down
    /// into the texts of their labels. What is drawn fully transparent is not shown, and so no
    /// action finds it; any opacity above 0 can be seen.
    public func shownElements() -> [(item: ShownItem, element: Self)] {
        var shown: [(ShownItem, Self)] = []
        func visit(_ element: Self) {
            guard element.opacity > 0 else { return }
            switch element.itemKind {
            case .text?: shown.append((ShownItem(kind: .text, label: element.text), element))
            case let kind?: shown.append((ShownItem(kind: kind, label: element.label), element))
            case nil: element.shownChildElements.forEach(visit)
            }
        }
        visit(self)
        return shown
    }

    /// The `occurrence`-th (from 1) shown control labelled `label` among those `matches` accepts.
    public func findControl(_ label: String, occurrence: Int, kind: String, where matches: (ShownItem.Kind) -> Bool) throws(DriveError) -> Self {
        try Self.findControl(label, occurrence: occurrence, kind: kind, among: shownElements(), where: matches)
    }

    /// The same among `shown`: what several elements show, such as the ones of one view.
    public static func findControl(_ label: String, occurrence: Int, kind: String, among shown: [(item: ShownItem, element: Self)], where matches: (ShownItem.Kind) -> Bool) throws(DriveError) -> Self {
        let controls = shown.filter { matches($0.item.kind) }
        let labelled = controls.filter { $0.item.label == label }
        guard !labelled.isEmpty else {
            throw .noSuchControl(label: label, kind: kind, visible: controls.map(\.item.label))
        }
        guard occurrence >= 1, occurrence <= labelled.count else {
            throw .noSuchOccurrence(label: label, kind: kind, occurrence: occurrence, count: labelled.count)
        }
        return labelled[occurrence - 1].element
    }

    /// The first shown element, from this one down, that `matches` accepts, searching inner
    /// elements last so that the innermost match wins.
    public func lastShown(where matches: (Self) -> Bool) -> Self? {
        var found: Self?
        func visit(_ element: Self) {
            if matches(element) { found = element }
            element.shownChildElements.forEach(visit)
        }
        visit(self)
        return found
    }
}

extension ShownItem.Kind {
    /// Buttons and navigation links, which `tap` activates.
    public var isTappable: Bool { self == .button || self == .link }

    public var isToggle: Bool {
        if case .toggle = self { return true }
        return false
    }

    /// Text fields, which `type` types into.
    public var isTextField: Bool {
        if case .textField = self { return true }
        return false
    }
}
