import Driving
import ViewLayer

/// One step of a script: what `--do` takes (see RUNNER.md).
public enum LabAction: Equatable, Sendable, CustomStringConvertible {
    case tap(label: String, occurrence: Int)
    case toggle(label: String, occurrence: Int)
    /// Types `text` into a text field, one character at a time.
    case type(label: String, occurrence: Int, text: String)
    /// Sets a slider or a stepper to a number.
    case set(label: String, occurrence: Int, value: Double)
    /// Chooses an option of a picker by its text.
    case select(label: String, occurrence: Int, option: String)
    /// Presses Enter in a text field.
    case submit(label: String, occurrence: Int)
    /// Gives the keyboard's focus to a control.
    case focus(label: String, occurrence: Int)
    /// Deletes the row that shows a text, as its delete button does.
    case delete(row: String)
    /// Moves the row that shows a text to a position, from 1.
    case move(row: String, position: Int)
    /// Drags the view with a drag gesture labelled so by a translation in points, in ten steps.
    case drag(label: String, occurrence: Int, dx: Double, dy: Double)
    case back
    case dismiss
    /// Scrolls the innermost visible scroll view: by a viewport, or to an end.
    case scroll(ScrollStep)
    /// Lets `seconds` pass on the graph's clock: animations and transitions run that far. A
    /// script's `ScriptStep` keeps the text as written, so that the log echoes `wait:0.30`.
    case wait(seconds: Double)
    case show

    /// Parses `tap:LABEL`, `tap:LABEL#N`, `toggle:LABEL`, `toggle:LABEL#N`, `type:LABEL=TEXT`,
    /// `type:LABEL#N=TEXT`, `select:LABEL=OPTION`, `set:LABEL=NUMBER` (each with `#N` too), `delete:LABEL`, `move:LABEL=N`, `back`, `dismiss`, `scroll:down|up|top|bottom`, `wait:SECONDS`, `show`.
    public init(parsing text: String) throws(RunnerError) {
        switch text {
        case "back": self = .back
        case "dismiss": self = .dismiss
        case "show": self = .show
        default:
            guard let colon = text.firstIndex(of: ":") else {
                throw .malformedAction(text, reason: "expected tap:LABEL, toggle:LABEL, type:LABEL=TEXT, submit:LABEL, focus:LABEL, select:LABEL=OPTION, set:LABEL=NUMBER, delete:LABEL, move:LABEL=N, drag:LABEL=DX,DY, scroll:down|up|top|bottom, wait:SECONDS, back, dismiss or show")
            }
            let verb = text[..<colon]
            var target = String(text[text.index(after: colon)...])
            switch verb {
            case "tap", "toggle", "submit", "focus":
                let (label, occurrence) = try Self.target(target, in: text)
                self = switch verb {
                case "tap": .tap(label: label, occurrence: occurrence)
                case "toggle": .toggle(label: label, occurrence: occurrence)
                case "focus": .focus(label: label, occurrence: occurrence)
                default: .submit(label: label, occurrence: occurrence)
                }
            case "wait":
                // Decimal seconds, no sign, no exponent: what a script's reader takes for time.
                guard !target.isEmpty, target.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                      let seconds = Double(target), seconds.isFinite, seconds <= 3600 else {
                    throw .malformedAction(text, reason: "expected wait:SECONDS, a decimal from 0 to 3600")
                }
                self = .wait(seconds: seconds)
            case "scroll":
                guard let step = ScrollStep(rawValue: target) else {
                    throw .malformedAction(text, reason: "expected scroll:down, scroll:up, scroll:top or scroll:bottom")
                }
                self = .scroll(step)
            case "type":
                // The label ends at the first `=`: what follows is typed as it is, `=` and all.
                guard let equals = target.firstIndex(of: "=") else {
                    throw .malformedAction(text, reason: "expected type:LABEL=TEXT")
                }
                let typed = String(target[target.index(after: equals)...])
                target = String(target[..<equals])
                let (label, occurrence) = try Self.target(target, in: text)
                guard !typed.isEmpty else { throw .malformedAction(text, reason: "the text to type is empty") }
                // A key such as Return or Tab does something else than add to a one-line field.
                guard !typed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    throw .malformedAction(text, reason: "the text to type holds a control character; a text field holds one line")
                }
                self = .type(label: label, occurrence: occurrence, text: typed)
            case "delete":
                guard !target.isEmpty else { throw .malformedAction(text, reason: "expected delete:LABEL, the text of a row") }
                self = .delete(row: target)
            case "move":
                // The row's text ends at the last `=`: a position holds none.
                guard let equals = target.lastIndex(of: "="), let position = Int(target[target.index(after: equals)...]),
                      target[target.index(after: equals)...].allSatisfy(\.isNumber), position >= 1, equals != target.startIndex else {
                    throw .malformedAction(text, reason: "expected move:LABEL=N, N the row's new position from 1")
                }
                self = .move(row: String(target[..<equals]), position: position)
            case "select":
                // The label ends at the first `=`: what follows is the option's text, `=` and all.
                guard let equals = target.firstIndex(of: "=") else {
                    throw .malformedAction(text, reason: "expected select:LABEL=OPTION")
                }
                let option = String(target[target.index(after: equals)...])
                guard !option.isEmpty else { throw .malformedAction(text, reason: "the option is empty") }
                let (label, occurrence) = try Self.target(String(target[..<equals]), in: text)
                self = .select(label: label, occurrence: occurrence, option: option)
            case "set":
                // The label ends at the last `=`: a number holds none.
                guard let equals = target.lastIndex(of: "=") else {
                    throw .malformedAction(text, reason: "expected set:LABEL=NUMBER")
                }
                let number = target[target.index(after: equals)...]
                guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
                      let value = Double(number), value.isFinite else {
                    throw .malformedAction(text, reason: "expected set:LABEL=NUMBER, the number a decimal such as 0.5 or -3")
                }
                let (label, occurrence) = try Self.target(String(target[..<equals]), in: text)
                self = .set(label: label, occurrence: occurrence, value: value)
            case "drag":
                // The label ends at the last `=`: a translation holds none.
                let form = "expected drag:LABEL=DX,DY, DX and DY decimals in points such as 40 or -12.5"
                guard let equals = target.lastIndex(of: "=") else { throw .malformedAction(text, reason: form) }
                let numbers = target[target.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
                let values = numbers.compactMap { number -> Double? in
                    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
                          let value = Double(number), value.isFinite else { return nil }
                    return value
                }
                guard numbers.count == 2, values.count == 2 else { throw .malformedAction(text, reason: form) }
                let (label, occurrence) = try Self.target(String(target[..<equals]), in: text)
                self = .drag(label: label, occurrence: occurrence, dx: values[0], dy: values[1])
            default:
                throw .malformedAction(text, reason: "unknown action \"\(verb)\"; expected tap, toggle, type, submit, focus, select, set, delete, move, drag, scroll, wait, back, dismiss or show")
            }
        }
    }

    /// Seconds as the parser reads them back: digits and a point, never an exponent.
    private static func decimal(_ seconds: Double) -> String {
        var text = String(format: "%.6f", seconds)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Splits `LABEL#N`. A `#` followed by anything but digits is part of the label.
    private static func target(_ target: String, in text: String) throws(RunnerError) -> (String, Int) {
        var label = target
        var occurrence = 1
        if let hash = target.lastIndex(of: "#") {
            let number = target[target.index(after: hash)...]
            if !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) {
                guard let n = Int(number) else {
                    throw .malformedAction(text, reason: "the number after # is too large")
                }
                guard n >= 1 else { throw .malformedAction(text, reason: "the number after # counts from 1") }
                occurrence = n
                label = String(target[..<hash])
            }
        }
        guard !label.isEmpty else { throw .malformedAction(text, reason: "the label is empty") }
        return (label, occurrence)
    }

    public var description: String {
        switch self {
        case let .tap(label, occurrence): "tap:\(scriptTarget(label, occurrence: occurrence))"
        case let .toggle(label, occurrence): "toggle:\(scriptTarget(label, occurrence: occurrence))"
        case let .type(label, occurrence, text): "type:\(scriptTarget(label, occurrence: occurrence))=\(text)"
        case let .submit(label, occurrence): "submit:\(scriptTarget(label, occurrence: occurrence))"
        case let .focus(label, occurrence): "focus:\(scriptTarget(label, occurrence: occurrence))"
        case let .delete(row): "delete:\(row)"
        case let .move(row, position): "move:\(row)=\(position)"
        case let .drag(label, occurrence, dx, dy):
            "drag:\(scriptTarget(label, occurrence: occurrence))=\(ValueControlDriving.number(dx)),\(ValueControlDriving.number(dy))"
        case let .select(label, occurrence, option): "select:\(scriptTarget(label, occurrence: occurrence))=\(option)"
        case let .set(label, occurrence, value): "set:\(scriptTarget(label, occurrence: occurrence))=\(ValueControlDriving.number(value))"
        case .back: "back"
        case .dismiss: "dismiss"
        case let .scroll(step): "scroll:\(step.rawValue)"
        case let .wait(seconds): "wait:\(Self.decimal(seconds))"
        case .show: "show"
        }
    }
}

/// One step of a script as it was given: the action, and its text, which the log echoes exactly
/// (`tap:+1#1` stays `tap:+1#1`, although it means what `tap:+1` means).
public struct ScriptStep: Sendable, Equatable {
    public let text: String
    public let action: LabAction

    public init(parsing text: String) throws(RunnerError) {
        self.text = text
        action = try LabAction(parsing: text)
    }

    /// A step for an action made in code, echoed as the action says itself.
    public init(_ action: LabAction) {
        text = action.description
        self.action = action
    }
}
