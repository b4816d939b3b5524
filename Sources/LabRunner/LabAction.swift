/// One step of a script: what `--do` takes (see RUNNER.md).
public enum LabAction: Equatable, Sendable, CustomStringConvertible {
    case tap(label: String, occurrence: Int)
    case toggle(label: String, occurrence: Int)
    case back
    case dismiss
    case show

    /// Parses `tap:LABEL`, `tap:LABEL#N`, `toggle:LABEL`, `toggle:LABEL#N`, `back`, `dismiss`, `show`.
    public init(parsing text: String) throws(RunnerError) {
        switch text {
        case "back": self = .back
        case "dismiss": self = .dismiss
        case "show": self = .show
        default:
            guard let colon = text.firstIndex(of: ":") else {
                throw .malformedAction(text, reason: "expected tap:LABEL, toggle:LABEL, back, dismiss or show")
            }
            let verb = text[..<colon]
            let (label, occurrence) = try Self.target(String(text[text.index(after: colon)...]), in: text)
            switch verb {
            case "tap": self = .tap(label: label, occurrence: occurrence)
            case "toggle": self = .toggle(label: label, occurrence: occurrence)
            default: throw .malformedAction(text, reason: "unknown action \"\(verb)\"; expected tap, toggle, back, dismiss or show")
            }
        }
    }

    /// Splits `LABEL#N`. A `#` followed by anything but digits is part of the label.
    private static func target(_ target: String, in text: String) throws(RunnerError) -> (String, Int) {
        var label = target
        var occurrence = 1
        if let hash = target.lastIndex(of: "#") {
            let number = target[target.index(after: hash)...]
            if !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) {
                guard let n = Int(number), n >= 1 else {
                    throw .malformedAction(text, reason: "the number after # counts from 1")
                }
                occurrence = n
                label = String(target[..<hash])
            }
        }
        guard !label.isEmpty else { throw .malformedAction(text, reason: "the label is empty") }
        return (label, occurrence)
    }

    public var description: String {
        switch self {
        case let .tap(label, occurrence): "tap:\(label)\(occurrence == 1 ? "" : "#\(occurrence)")"
        case let .toggle(label, occurrence): "toggle:\(label)\(occurrence == 1 ? "" : "#\(occurrence)")"
        case .back: "back"
        case .dismiss: "dismiss"
        case .show: "show"
        }
    }
}
