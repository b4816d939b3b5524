import Experiments
import Foundation
import HeadlessBackend
import LabRunner
import LifecycleTimeline
import TestSupport
import Testing
import ViewLayer

extension ExperimentRuns {
    /// Random scripts, valid and not, over every experiment, checked against invariants that hold
    /// for any script. A few hundred run in CI; `LIFECYCLE_LAB_FUZZ_SEQUENCES=5000` runs more.
    @MainActor
    @Suite struct FuzzTests {
        static var sequences: Int {
            ProcessInfo.processInfo.environment["LIFECYCLE_LAB_FUZZ_SEQUENCES"].flatMap { Int($0) } ?? 400
        }

        @Test func randomScriptsKeepTheRunnersInvariants() async throws {
            for sequence in 0..<Self.sequences {
                var generator = SplitMix64(seed: UInt64(sequence) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
                let experiment = Experiment.all[Int(generator.next() % UInt64(Experiment.all.count))]
                let script = await RandomScript.make(for: experiment, using: &generator)
                try await Self.check(experiment.id, script, seed: generator.next() % 1000, sequence: sequence)
            }
        }

        /// A shown line without a label's icon, which `--trace` adds: `| Inbox (image: tray)` is
        /// `| Inbox`. An image alone (`| (image: bell)`) is kept.
        static func withoutLabelIcon(_ line: String) -> String {
            guard line.hasPrefix("| "), !line.hasPrefix("| (image: "), line.hasSuffix(")"), let icon = line.range(of: " (image: ", options: .backwards) else { return line }
            return String(line[..<icon.lowerBound])
        }

        static func check(_ experiment: String, _ script: [String], seed: UInt64, sequence: Int) async throws {
            let context = "sequence \(sequence): run \(experiment) --seed \(seed) " + script.map { "--do '\($0)'" }.joined(separator: " ")
            let plain = await outcome(HeadlessRun(experimentID: experiment, actions: script, seed: seed))
            let again = await outcome(HeadlessRun(experimentID: experiment, actions: script, seed: seed))
            let traced = await outcome(HeadlessRun(experimentID: experiment, actions: script, seed: seed, trace: true))

            #expect(plain.texts == again.texts && plain.error == again.error, "the same seed gives the same output: \(context)")
            if let error = plain.error {
                #expect(!error.contains("\n"), "one error line: \(context)")
            }
            // RUNNER.md: with `--trace` a label's line names its icon too (`| TITLE (image: NAME)`).
            let tracedShown = traced.texts.filter { !$0.hasPrefix("· ") }.map(Self.withoutLabelIcon)
            #expect(tracedShown == plain.texts.map(Self.withoutLabelIcon), "--trace only adds the layer's events and labels' icons: \(context)")
            #expect(traced.error == plain.error, "\(context)")
            for record in traced.records {
                let line = OutputFormat.jsonl.line(for: record)
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                #expect(object?["type"] as? String != nil, "jsonl is one object a record: \(context)")
            }

            // No deinit without a live init of the same object.
            var live: [String: Int] = [:]
            for line in plain.texts where !line.hasPrefix("> ") && !line.hasPrefix("| ") {
                guard let (object, isBirth) = Timeline.lifeEvent(in: line) else { continue }
                if !isBirth { #expect(live[object, default: 0] > 0, "\(line) without a live init: \(context)") }
                live[object, default: 0] += isBirth ? 1 : -1
            }

            // Per identity: installed once until uninstalled; appear and disappear alternate.
            var installed: Set<String> = []
            var shown: Set<String> = []
            for case .trace(let event) in traced.records {
                switch event.kind {
                case .install: #expect(installed.insert(event.path).inserted, "installed twice: \(event.path): \(context)")
                case .uninstall:
                    #expect(installed.remove(event.path) != nil, "uninstalled, not installed: \(event.path): \(context)")
                    #expect(!shown.contains(event.path), "uninstalled while shown: \(event.path): \(context)")
                case .appear: #expect(shown.insert(event.path).inserted, "appeared twice: \(event.path): \(context)")
                case .disappear: #expect(shown.remove(event.path) != nil, "disappeared, not shown: \(event.path): \(context)")
                default: break
                }
            }
        }

        struct Outcome {
            var records: [LogRecord]
            var error: String?
            var texts: [String] { records.map(\.text) }
        }

        static func outcome(_ run: HeadlessRun) async -> Outcome {
            let collected = RecordBox()
            do {
                try await run.run { collected.append($0) }
                return Outcome(records: collected.records)
            } catch {
                return Outcome(records: collected.records, error: error.description)
            }
        }
    }
}

/// Records from whatever thread they come on.
final class RecordBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [LogRecord] = []

    func append(_ record: LogRecord) { lock.withLock { storage.append(record) } }
    var records: [LogRecord] { lock.withLock { storage } }
}
