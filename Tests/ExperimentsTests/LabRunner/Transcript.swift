import LabRunner
import Testing

/// Runs an experiment headless and returns its output lines, as `lifecycle-lab run` prints them.
@MainActor
func transcript(_ experiment: String, seed: UInt64 = 1, trace: Bool = false, viewportRows: Int = 8, _ actions: String...) async throws -> [String] {
    try await HeadlessRun(experimentID: experiment, actions: actions, seed: seed, trace: trace, viewportRows: viewportRows)
        .records()
        .map(\.text)
}

/// The lines printed by each action: the part of a transcript from `> action` to the next action.
func section(_ lines: [String], after action: String, occurrence: Int = 1) -> [String]? {
    var seen = 0
    guard let start = lines.indices.first(where: { lines[$0] == "> \(action)" && { seen += 1; return seen == occurrence }() }) else { return nil }
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.hasPrefix("> ") })
}

/// Experiments log to one process-wide sink and draw from one seeded generator, so their suites
/// run one at a time, nested here.
@Suite(.serialized) enum ExperimentRuns {}
