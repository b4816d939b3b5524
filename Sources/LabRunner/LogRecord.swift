import Driving
import Foundation
import ViewLayer

/// One line of a run's output.
public enum LogRecord: Equatable, Sendable {
    /// A line the experiment printed, exactly as written.
    case log(String)
    /// An action about to be performed, as it was given.
    case action(String)
    /// A view-layer event (only with `--trace`).
    case trace(TraceEvent)
    /// One visible item, printed by `show`.
    case shown(ShownItem)
    /// A runtime warning from the view layer: `warning: MESSAGE (SITE)`.
    case warning(RuntimeWarnings.Warning)
    /// The SwiftUI release a run was told to follow, its first line with `--trace`:
    /// `· behavior ios17`.
    case behavior(SwiftUIRelease)

    /// Whether the record is the view layer's own, printed only with `--trace`.
    public var isTrace: Bool {
        switch self {
        case .trace, .behavior: true
        default: false
        }
    }

    /// The line in the text format.
    public var text: String {
        switch self {
        case .log(let line): line
        case .action(let text): "> \(text)"
        case .trace(let event): event.line
        case .shown(let item): item.line
        case .warning(let warning): warning.line
        case .behavior(let release): "· behavior \(release.rawValue)"
        }
    }

    /// The line in the JSON-lines format: one object, its `type` first.
    public var json: String {
        var fields: [(String, String)]
        switch self {
        case .log(let line):
            fields = [("type", "log"), ("line", line)]
        case .action(let text):
            fields = [("type", "action"), ("action", text)]
        case .trace(let event):
            fields = [("type", "trace"), ("event", event.kind.rawValue), ("view", event.view), ("path", event.path)]
        case .warning(let warning):
            fields = [("type", "warning"), ("message", warning.message), ("site", warning.site)]
        case .behavior(let release):
            fields = [("type", "behavior"), ("release", release.rawValue)]
        case .shown(let item):
            switch item.kind {
            case .text: fields = [("type", "shown"), ("kind", "text"), ("label", item.label)]
            case .button: fields = [("type", "shown"), ("kind", "button"), ("label", item.label)]
            case .link: fields = [("type", "shown"), ("kind", "link"), ("label", item.label)]
            case .toggle(let isOn):
                fields = [("type", "shown"), ("kind", "toggle"), ("label", item.label), ("isOn", isOn ? "true" : "false")]
            case .textField(let text):
                fields = [("type", "shown"), ("kind", "textField"), ("label", item.label), ("text", text)]
            case .label(let icon):
                fields = [("type", "shown"), ("kind", "label"), ("label", item.label)] + (icon.map { [("icon", $0)] } ?? [])
            case .image:
                fields = [("type", "shown"), ("kind", "image"), ("label", item.label)]
            case .progress(let fraction):
                fields = [("type", "shown"), ("kind", "progress"), ("label", item.label)] + (fraction.map { [("fraction", "\($0)")] } ?? [])
            case .sectionHeader:
                fields = [("type", "shown"), ("kind", "sectionHeader"), ("label", item.label)]
            case .value(let formatted):
                fields = [("type", "shown"), ("kind", "value"), ("label", item.label), ("value", formatted)]
            case .picker(let option):
                fields = [("type", "shown"), ("kind", "picker"), ("label", item.label), ("option", option)]
            case .alertTitle:
                fields = [("type", "shown"), ("kind", "alert"), ("label", item.label)]
            case .menu:
                fields = [("type", "shown"), ("kind", "menu"), ("label", item.label)]
            }
            if item.isDisabled { fields.append(("disabled", "true")) }
        }
        let members = fields.map { key, value in
            let raw = key == "isOn" || key == "disabled" || key == "fraction" ? value : Self.quoted(value)
            return "\(Self.quoted(key)):\(raw)"
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// How a run's output is written.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text
    case jsonl

    public func line(for record: LogRecord) -> String {
        switch self {
        case .text: record.text
        case .jsonl: record.json
        }
    }
}
