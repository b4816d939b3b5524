import Driving
import Experiments
import Foundation
import HeadlessBackend
import LabRunner
import LifecycleTimeline
import Synchronization
import Testing
import ViewLayer

/// What holds for every experiment: determinism, the formats, and no leaks.
extension ExperimentRuns {
@MainActor
@Suite struct RunnerTests {
    @Test(arguments: Experiment.all.map(\.id))
    func everyObjectIsReleasedWhenTheExperimentIsTornDown(_ id: String) async throws {
        let experiment = try #require(Experiment.named(id))
        let lines = Mutex<[String]>([])
        let backend = HeadlessBackend()
        let session = ExperimentSession(experiment: experiment, backend: backend, seed: 7, trace: false) { record in
            if case .log(let line) = record { lines.withLock { $0.append(line) } }
        }
        await session.start(in: backend.window)
        // Every control of the first screen, with a count on whatever it shows, and back again.
        for item in backend.shownItems() where item.kind == .button || item.kind == .link {
            try await session.perform(.tap(label: item.label, occurrence: 1))
            try? await session.perform(.tap(label: "+1", occurrence: 1))
            if !backend.presentations.isEmpty { try await session.perform(.dismiss) }
            try? await session.perform(.back)
        }
        await session.stop()
        let log = lines.withLock { $0 }
        // Objects' `init`/`deinit` and monitors' `state created`/`released`, as the timeline reads them.
        let events = log.compactMap(Timeline.lifeEvent(in:))
        let births = events.filter(\.isBirth).map(\.object), deaths = events.filter { !$0.isBirth }.map(\.object)
        #expect(!births.isEmpty || Self.logsNoLifetimes.contains(id), "\(id) logs no lifetimes, so this test would prove nothing")
        #expect(births.sorted() == deaths.sorted(), "every object born in the log dies in it")
        #expect(backend.liveElementCount == 0)
    }

    /// Experiments whose logs are about something other than objects' lives: values shown
    /// (state-init, stale-sheet) and bodies re-run (toggle, custom-publisher).
    static let logsNoLifetimes: Set<String> = ["state-init", "stale-sheet", "toggle", "custom-publisher"]

    @Test func theSameSeedPrintsTheSameIDsAndAnotherSeedOthers() async throws {
        let first = try await transcript("refresh", seed: 42, "tap:Refresh")
        let again = try await transcript("refresh", seed: 42, "tap:Refresh")
        let other = try await transcript("refresh", seed: 43, "tap:Refresh")
        #expect(first == again)
        #expect(first != other)
    }

    @Test func jsonLinesAreOneObjectPerLine() async throws {
        let records = try await HeadlessRun(experimentID: "refresh", actions: ["show", "tap:Refresh"], seed: 1, trace: true).records()
        // Every record is one JSON object that says, field by field, what the text line says.
        for record in records {
            let line = OutputFormat.jsonl.line(for: record)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            switch object["type"] as? String {
            case "log": #expect(object["line"] as? String == record.text)
            case "action": #expect("> " + (object["action"] as? String ?? "") == record.text)
            case "trace":
                let event = try #require(object["event"] as? String), view = try #require(object["view"] as? String)
                #expect("· \(event) \(view)" == record.text)
                #expect((object["path"] as? String)?.hasSuffix(view) == true, "the identity path ends with the view")
            case "shown":
                let label = try #require(object["label"] as? String)
                #expect(record.text.contains(label))
            default: Issue.record("unexpected record \(line)")
            }
        }
        #expect(records.count > 10)
        #expect(OutputFormat.jsonl.line(for: .log("type:Observed id:567 init")) == #"{"type":"log","line":"type:Observed id:567 init"}"#)
        #expect(OutputFormat.jsonl.line(for: .shown(ShownItem(kind: .toggle(isOn: true), label: "Enabled"))) == #"{"type":"shown","kind":"toggle","label":"Enabled","isOn":true}"#)
    }

    @Test func aToggleActionIsEchoedAsGivenAndFlipsTheNthToggle() async throws {
        let lines = try await transcript("toggle", "toggle:Enabled#2", "show")
        #expect(lines.contains("> toggle:Enabled#2"))
        let shown = try #require(section(lines, after: "show")).filter { $0.contains("Enabled") }
        #expect(shown == ["| [ ] Enabled", "| [x] Enabled"], "the second toggle, and only it, flipped")
    }

    @Test func actionsParseAsTheRunnerContractSays() throws {
        #expect(try LabAction(parsing: "tap:+1#2") == .tap(label: "+1", occurrence: 2))
        #expect(try LabAction(parsing: "tap:C#") == .tap(label: "C#", occurrence: 1))
        #expect(try LabAction(parsing: "toggle:Enabled") == .toggle(label: "Enabled", occurrence: 1))
        #expect(try LabAction(parsing: "back") == .back)
        #expect(throws: RunnerError.self) { try LabAction(parsing: "tap:") }
        #expect(throws: RunnerError.self) { try LabAction(parsing: "tap:x#0") }
        #expect(throws: RunnerError.self) { try LabAction(parsing: "press:x") }
        #expect(throws: RunnerError.self) { try LabAction(parsing: "Back") }
    }
}
}
