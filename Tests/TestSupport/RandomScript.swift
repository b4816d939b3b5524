import Driving
import Experiments
import HeadlessBackend
import LabRunner
import ViewLayer

/// Random scripts for an experiment, for tests that check what holds for any script.
public enum RandomScript {
    /// A script made by looking at what is shown after each step, as a person poking at the
    /// experiment would: mostly controls that are there, sometimes back, dismiss, scroll or show, and
    /// now and then something that is not there or not an action at all, which ends the script.
    @MainActor
    public static func make(for experiment: Experiment, using generator: inout SplitMix64) async -> [String] {
        let backend = HeadlessBackend()
        let session = ExperimentSession(experiment: experiment, backend: backend, seed: 7, trace: false) { _ in }
        await session.start(in: backend.window)
        var script: [String] = []
        let length = 1 + Int(generator.next() % 24)
        while script.count < length {
            let shown = backend.shownItems()
            let roll = generator.next() % 100
            let action: String
            if roll < 4 {
                action = ["tap:no such control", "jump", "tap:", "toggle:x#0", "type:Nowhere=x", "tap:+1#99"][Int(generator.next() % 6)]
            } else if roll < 10 {
                action = "back"
            } else if roll < 15 {
                action = "dismiss"
            } else if roll < 18 {
                action = "scroll:" + ScrollStep.allCases[Int(generator.next() % UInt64(ScrollStep.allCases.count))].rawValue
            } else if roll < 24 {
                action = "show"
            } else if let item = pick(shown.filter { $0.kind != .text }, using: &generator) {
                action = Self.action(for: item, among: shown, options: backend.options(ofPicker: item.label), using: &generator)
            } else if let row = pick(backend.editableRowNames(), using: &generator) {
                // A list's rows, deleted or moved to one of the first positions (or past the end).
                action = roll % 2 == 0 ? "delete:\(row)" : "move:\(row)=\(1 + generator.next() % 4)"
            } else {
                action = "show"
            }
            script.append(action)
            guard let parsed = try? LabAction(parsing: action), (try? await session.perform(parsed)) != nil else { break }
        }
        // Stopped before the script runs: the log's sink is the process's, one at a time.
        await session.stop(logTeardown: false)
        return script
    }

    static func pick<T>(_ items: [T], using generator: inout SplitMix64) -> T? {
        items.isEmpty ? nil : items[Int(generator.next() % UInt64(items.count))]
    }

    /// The action a person would take on `item`, with `#N` when its label repeats.
    /// `options` are a picker's, one of which it chooses, or now and then one it lacks.
    static func action(for item: ShownItem, among shown: [ShownItem], options: [String] = [], using generator: inout SplitMix64) -> String {
        let same = shown.filter { $0.label == item.label && $0.kind.verb == item.kind.verb }
        let occurrence = 1 + Int(generator.next() % UInt64(max(1, same.count)))
        let target = occurrence == 1 && item.label.range(of: #"#\d+$"#, options: .regularExpression) == nil
            ? item.label : "\(item.label)#\(occurrence)"
        if item.kind.verb == "type" {
            let text = ["a", "Bob", "ü 1", "="][Int(generator.next() % 4)]
            return "type:\(target)=\(text)"
        }
        if case .picker = item.kind {
            let choices = options + ["Other"]
            return "select:\(target)=\(choices[Int(generator.next() % UInt64(choices.count))])"
        }
        if case .value(let formatted) = item.kind {
            // Its own value, or an end of a common range, which may lie outside its own.
            let value = [formatted, "0", "1"][Int(generator.next() % 3)]
            return "set:\(target)=\(value)"
        }
        return "\(item.kind.verb):\(target)"
    }

}

extension ShownItem.Kind {
    /// The action that works this kind of control.
    var verb: String {
        switch self {
        case .button, .link: "tap"
        case .toggle: "toggle"
        case .textField: "type"
        case .value: "set"
        case .picker: "select"
        case .text, .label, .image, .progress, .sectionHeader, .alertTitle, .menu: "show"
        }
    }
}
