import ViewLayer

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
    /// see it, and SwiftUI does not hit-test it, though it is still shown.
    var opacity: Double { get }
    /// Whether a person's pointer reaches what the element holds: false for a container under
    /// `.allowsHitTesting(false)`. What it holds is still shown, but no action finds it.
    var allowsHitTesting: Bool { get }
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
    /// An image's name as a person hears it: its accessibility label, or its symbol's or file's name.
    var imageName: String { get }
    /// Whether a control can be used; a disabled one is shown greyed and ignores taps.
    var isEnabled: Bool { get }
    /// A progress view's fraction, from 0 to 1, or nil while unknown.
    var progressFraction: Double? { get }
    /// A slider's or stepper's value as the view formats it.
    var formattedValue: String { get }
    /// A picker's chosen option, if one is.
    var chosenOption: Self? { get }
    /// The edits an editable row offers.
    var rowEdits: RowEdits { get }
    /// Whether a text field hides what it holds (`SecureField`): `show` prints a bullet for each
    /// character.
    var isSecureText: Bool { get }
    /// Whether a text field holds a number, which `set:` sets (`TextField(_:value:format:)`).
    var takesNumber: Bool { get }
    /// A date picker's day and time, as it shows them.
    var pickedDate: PickedDate? { get }
    /// Whether a menu has a primary action (`Menu(…, primaryAction:)`), which `tap:` runs as a
    /// click on its button does.
    var hasPrimaryAction: Bool { get }
    /// What a view with a gesture recognises; nil for any other element.
    var gestureRecognizers: GestureRecognizers? { get }
    /// The name a control gave its own element for a screen reader: a text field's title, when
    /// its prompt is what it shows.
    var accessibleName: String? { get }
}

extension InspectableElement {
    /// What the element shows as one item, or nil for a container.
    public var itemKind: ShownItem.Kind? {
        switch role {
        case .text: .text
        case .button: .button
        case .navigationLink: .link
        case .toggle: .toggle(isOn: isOn)
        case .textField: .textField(text: isSecureText ? String(repeating: "•", count: text.count) : text)
        case .image: imageName.isEmpty ? nil : .image
        case .label: .label(icon: firstImageName)
        case .progress: .progress(fraction: progressFraction)
        case .slider, .stepper: .value(formatted: formattedValue)
        case .picker: .picker(option: chosenOption?.label ?? "")
        case .datePicker: .picker(option: pickedDate?.scriptForm ?? "")
        case .menu: .menu
        case .sectionHeader: .sectionHeader
        default: nil
        }
    }

    /// The name of the first image inside: a label's icon.
    private var firstImageName: String? {
        for child in childElements {
            if child.role == .image { return child.imageName }
            if let name = child.firstImageName { return name }
        }
        return nil
    }

    /// A control's label: the texts inside it, joined by spaces, or, for a control showing only
    /// pictures (an icon-only button), their names; a text field's prompt; an image's name.
    public var label: String {
        if role == .textField { return accessibleName ?? prompt }
        if role == .image { return imageName }
        if role == .accessibilityLabel { return text }
        var texts: [String] = []
        var images: [String] = []
        func collect(_ element: Self) {
            // A slider's value labels stand at the ends of its track, apart from its label.
            if element.role == .minimumValueLabel || element.role == .maximumValueLabel { return }
            // A picker's options and a menu's items are not its label.
            if element.role == .pickerOption || element.role == .menuItems { return }
            // A part named by `.accessibilityLabel` is read by its name.
            if element.role == .accessibilityLabel {
                texts.append(element.text)
                return
            }
            if element.role == .text { texts.append(element.text) }
            if element.role == .image { images.append(element.imageName) }
            element.childElements.forEach(collect)
        }
        // A picker's label is its label part alone: what else it holds are options.
        (role == .picker ? childElements.filter { $0.role == .pickerLabel } : childElements).forEach(collect)
        // A label's own title is its texts; `line` names its icon when it has none.
        return (texts.isEmpty && role != .label ? images : texts).joined(separator: " ")
    }

    /// What is shown from this element down, in on-screen order; controls are not broken down
    /// into the texts of their labels. What is drawn fully transparent is not shown, and so no
    /// action finds it; any opacity above 0 can be seen.
    public func shownElements() -> [(item: ShownItem, element: Self)] {
        var shown: [(ShownItem, Self)] = []
        forEachShownItem { kind, element, shownAs in
            // RUNNER.md marks disabled buttons and links; a toggle or field shows its value only.
            let isDisabled = kind.isTappable && !element.isEnabled
            // A text or a label shows what a sighted person reads; a control, or an image
            // alone, is listed by the name a screen reader says.
            let isRead = switch kind {
            case .text, .label, .sectionHeader, .alertTitle: true
            default: false
            }
            var item = ShownItem(kind: kind, label: (isRead ? nil : shownAs.name) ?? element.itemLabel(as: kind), isDisabled: isDisabled)
            item.isHitTestable = shownAs.isHitTestable
            shown.append((item, element))
            return true
        }
        return shown
    }

    /// What `show` calls the item this element shows as `kind`, unless a view around names it.
    func itemLabel(as kind: ShownItem.Kind) -> String {
        kind == .text || kind == .alertTitle ? text : label
    }

    /// Calls `visit` with each element `shownElements()` lists and its kind, in that order, while
    /// `visit` says to go on; says whether the walk went to the end. Labels are left for `visit`
    /// to read, which a walk looking for one control reads of few.
    @discardableResult
    public func forEachShownItem(_ visit: (ShownItem.Kind, Self) -> Bool) -> Bool {
        forEachShownItem { kind, element, _ in visit(kind, element) }
    }

    /// The same walk, telling `visit` also how each item is shown (`ShownItemContext`): the first item
    /// inside a named view takes its name.
    @discardableResult
    public func forEachShownItem(_ visit: (ShownItem.Kind, Self, ShownItemContext) -> Bool) -> Bool {
        var name: String?
        return forEachShownItem(naming: &name, hitTestable: true, visit)
    }

    /// `name` is the name waiting for the next item, which takes it.
    private func forEachShownItem(naming name: inout String?, hitTestable: Bool, _ visit: (ShownItem.Kind, Self, ShownItemContext) -> Bool) -> Bool {
        guard opacity > 0 else { return true }
        let hitTestable = hitTestable && allowsHitTesting
        if let kind = itemKind {
            let given = name
            name = nil
            return visit(kind, self, ShownItemContext(name: given, isHitTestable: hitTestable))
        }
        // An alert's title comes before what it holds; a dialog without one shows none.
        if role == .alert, !text.isEmpty, !visit(.alertTitle, self, ShownItemContext(name: nil, isHitTestable: hitTestable)) { return false }
        guard role == .accessibilityLabel else {
            for child in shownChildElements where !child.forEachShownItem(naming: &name, hitTestable: hitTestable, visit) { return false }
            return true
        }
        // A name no item inside took (a shape's) goes no further than the view it names.
        let outer = name
        name = text
        for child in shownChildElements where !child.forEachShownItem(naming: &name, hitTestable: hitTestable, visit) { return false }
        if name != nil { name = outer }
        return true
    }

    /// The `occurrence`-th (from 1) shown control labelled `label` among those `matches` accepts.
    public func findControl(_ label: String, occurrence: Int, kind: String, where matches: (ShownItem.Kind) -> Bool) throws(DriveError) -> Self {
        try Self.findControl(label, occurrence: occurrence, kind: kind, among: shownElements(), where: matches)
    }

    /// The same among `shown`: what several elements show, such as the ones of one view.
    public static func findControl(_ label: String, occurrence: Int, kind: String, among shown: [(item: ShownItem, element: Self)], where matches: (ShownItem.Kind) -> Bool) throws(DriveError) -> Self {
        // What a person's pointer does not reach (`.allowsHitTesting(false)`) is not acted on.
        let controls = shown.filter { $0.item.isHitTestable && matches($0.item.kind) }
        var labelled = controls.filter { $0.item.label == label }
        // A field named by its title is also found by the prompt it shows while empty.
        if labelled.isEmpty { labelled = controls.filter { $0.element.role == .textField && $0.element.prompt == label } }
        guard !labelled.isEmpty else {
            throw .noSuchControl(label: label, kind: kind, visible: controls.map(\.item.label))
        }
        guard occurrence >= 1, occurrence <= labelled.count else {
            throw .noSuchOccurrence(label: label, kind: kind, occurrence: occurrence, count: labelled.count)
        }
        return labelled[occurrence - 1].element
    }

    /// A picker's option whose label is `name`; `label` is the picker's, for the error, which
    /// lists the options there are.
    public func option(named name: String, in label: String) throws(DriveError) -> Self {
        // A menu's items are the controls among its items part.
        let isMenu = role == .menu || role == .contextMenu
        let options = isMenu
            ? childElements.filter { $0.role == .menuItems }.flatMap { $0.shownControls }
            : childElements.filter { $0.role == .pickerOption }
        guard let option = options.first(where: { $0.label == name }) else {
            if isMenu { throw .noSuchMenuItem(menu: label, item: name, items: options.map(\.label)) }
            throw .noSuchOption(picker: label, option: name, options: options.map(\.label))
        }
        return option
    }

    /// Where a person picks the item named `name` in this menu: the menu itself when one of its
    /// items has that name; else the submenu, or the picker among its items (Landmarks' filter
    /// menu holds an inline `Picker`), that offers it, as a person opens the menu and picks in
    /// what it holds; nil when none does. Not a menu: itself.
    public func chooser(offering name: String) -> Self? {
        guard role == .menu || role == .contextMenu else { return self }
        let parts = childElements.filter { $0.role == .menuItems }
        if parts.flatMap(\.shownControls).contains(where: { $0.label == name }) { return self }
        var found: Self?
        func visit(_ element: Self) {
            guard found == nil else { return }
            if element.role == .menu {
                found = element.chooser(offering: name)
                return
            }
            if element.role == .picker, element.childElements.contains(where: { $0.role == .pickerOption && $0.label == name }) {
                found = element
                return
            }
            element.childElements.forEach(visit)
        }
        parts.forEach(visit)
        return found
    }

    /// The shown editable row whose text is `label`, for `verb` (`delete` or `move`): the row
    /// whose texts, joined, are `label`, or else one that shows `label` as one of its texts.
    public func editableRow(_ label: String, for verb: String, offering edit: KeyPath<RowEdits, Bool>) throws(DriveError) -> Self {
        var rows: [Self] = []
        func collect(_ element: Self) {
            guard element.opacity > 0, element.allowsHitTesting else { return }
            if element.role == .editableRow, element.rowEdits[keyPath: edit] {
                rows.append(element)
                return
            }
            element.shownChildElements.forEach(collect)
        }
        collect(self)
        guard !rows.isEmpty else { throw .nothingEditable(verb: verb) }
        if let row = rows.first(where: { $0.label == label }) ?? rows.first(where: { $0.texts.contains(label) }) { return row }
        throw .noSuchRow(label: label, verb: verb, visible: rows.map(\.label))
    }

    /// How a script names an editable row: by its first text, which `editableRow(_:for:offering:)`
    /// finds it by; by its whole label when it has no text.
    public var rowName: String { texts.first ?? label }

    /// The texts from this element down, each on its own.
    private var texts: [String] {
        var texts: [String] = []
        func collect(_ element: Self) {
            if element.role == .text { texts.append(element.text) }
            element.childElements.forEach(collect)
        }
        collect(self)
        return texts
    }

    /// The controls from this element down, shown or not: a closed menu's items.
    var shownControls: [Self] {
        var controls: [Self] = []
        func collect(_ element: Self) {
            if let kind = element.itemKind, kind.isTappable || kind == .menu {
                controls.append(element)
                return
            }
            element.childElements.forEach(collect)
        }
        childElements.forEach(collect)
        return controls
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

extension InspectableElement {
    /// The `occurrence`-th picker, menu or view with a context menu labelled `label` that `select:`
    /// chooses in, among the shown items `shown` and the views with context menus from this
    /// element down (a view's label being its texts).
    public func choosable(_ label: String, occurrence: Int, among shown: [(item: ShownItem, element: Self)]) throws(DriveError) -> Self {
        var candidates = shown.filter { $0.item.kind.isChoosable }
        for menu in shownContextMenus() {
            candidates.append((ShownItem(kind: .menu, label: menu.label), menu))
        }
        return try Self.findControl(label, occurrence: occurrence, kind: "picker or menu", among: candidates) { _ in true }
    }

    /// The views with context menus shown from this element down, outer ones first.
    func shownContextMenus() -> [Self] {
        var found: [Self] = []
        func visit(_ element: Self) {
            guard element.opacity > 0, element.allowsHitTesting else { return }
            if element.role == .contextMenu { found.append(element) }
            element.shownChildElements.forEach(visit)
        }
        visit(self)
        return found
    }
}

extension InspectableElement {
    /// Whether `tap:` activates the element shown as `kind`: a button, a link, or a menu's
    /// primary action.
    public func isTapped(as kind: ShownItem.Kind) -> Bool {
        kind.isTappable || (kind == .menu && hasPrimaryAction)
    }
}

/// How an item is shown, by the views around it: the name one gives it (`.accessibilityLabel`),
/// if any, and whether a person's pointer reaches it (no `.allowsHitTesting(false)` around it).
public struct ShownItemContext: Sendable {
    public var name: String?
    public var isHitTestable: Bool
}
