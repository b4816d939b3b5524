import ViewLayer

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
    /// `select:` with an option the picker does not have; `options` lists those it has.
    case noSuchOption(picker: String, option: String, options: [String])
    /// `select:` with an item the menu does not have; `items` lists those it has.
    case noSuchMenuItem(menu: String, item: String, items: [String])
    /// `delete:` or `move:` with no row on screen that a person may delete or move.
    case nothingEditable(verb: String)
    /// `delete:` or `move:` naming no row that may be; `visible` lists those that may.
    case noSuchRow(label: String, verb: String, visible: [String])
    /// `move:` to a position the rows do not have.
    case noSuchPosition(label: String, position: Int)
    /// `set:` with a number outside the control's range.
    case valueOutOfRange(label: String, kind: String, value: String, range: String)
    /// `select:` with a text a date picker cannot read; `example` is its value, as it takes one.
    case notADate(picker: String, value: String, example: String)

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
        case let .noSuchOption(picker, option, options):
            let listed = options.isEmpty ? "none" : options.map { $0.quotedForMessage() }.joined(separator: ", ")
            return "the picker labelled \(picker.quotedForMessage()) has no option \(option.quotedForMessage()); its options: \(listed)"
        case let .noSuchMenuItem(menu, item, items):
            let listed = items.isEmpty ? "none" : items.map { $0.quotedForMessage() }.joined(separator: ", ")
            return "the menu labelled \(menu.quotedForMessage()) has no item \(item.quotedForMessage()); its items: \(listed)"
        case let .nothingEditable(verb):
            return "nothing to \(verb): no row on screen is in a ForEach with \(verb == "delete" ? ".onDelete" : ".onMove")"
        case let .noSuchRow(label, verb, visible):
            let shown = visible.isEmpty ? "none" : visible.map { $0.quotedForMessage() }.joined(separator: ", ")
            return "no visible row to \(verb) shows \(label.quotedForMessage()); rows that can be: \(shown)"
        case let .noSuchPosition(label, position):
            return "cannot move \(label.quotedForMessage()) to position \(position): the list has no such position"
        case let .valueOutOfRange(label, kind, value, range):
            return "\(value) is outside the range of the \(kind) labelled \(label.quotedForMessage()): it takes \(range)"
        case let .notADate(picker, value, example):
            return "the date picker labelled \(picker.quotedForMessage()) cannot read \(value.quotedForMessage()): it takes its value written as \(example.quotedForMessage())"
        }
    }
}
