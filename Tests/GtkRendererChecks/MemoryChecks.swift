import CGtk
import Experiments
import Foundation
import GtkBackend
import GtkScenarioFacts
import HeapProbe
@testable import LabWindow
import LabRunner

/// Long sessions in real windows, as a person leaves the lab running: push and pop, present and
/// dismiss, thousands of times, the log going to a pane that is cleared now and then. What stays
/// on the heap after a warm-up is what a session leaks.
@MainActor
func checkMemory(on stage: Stage) async -> MemoryFacts {
    let cycles = ProcessInfo.processInfo.environment["LIFECYCLE_LAB_MEMORY_CYCLES"].flatMap { Int($0) } ?? 5000
    var growth: [String: Int] = [:]
    for (experimentID, script) in [
        ("navigation", [LabAction.tap(label: "@StateObject", occurrence: 1), .back]),
        ("sheet", [LabAction.tap(label: "Show StateObject Sheet", occurrence: 1), .dismiss]),
    ] {
        guard let experiment = Experiment.named(experimentID) else { continue }
        let pane = LogPane(lineLimit: 1000)
        let renderer = GtkRenderer()
        let root = renderer.makeRoot(in: stage.box, window: stage.window, headerBar: stage.bar)
        let session = ExperimentSession(experiment: experiment, backend: renderer, seed: 1, trace: false) { record in
            let text = record.text
            DispatchQueue.main.async { MainActor.assumeIsolated { pane.append(text) } }
        }
        await session.start(in: root)
        func run(_ count: Int) async {
            for cycle in 0..<count {
                for action in script { try? await session.perform(action) }
                if cycle % 100 == 99 {
                    GtkMainLoop.drainEvents()
                    pane.clear()
                }
            }
            // Lines still queued for the pane are live bytes that are no leak: the main queue runs
            // in order, so once this block has run, every line logged before it is in the pane.
            await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
            GtkMainLoop.drainEvents()
            pane.clear()
        }
        await run(300)
        let before = heap_probe_live_bytes()
        await run(cycles)
        let after = heap_probe_live_bytes()
        growth[experimentID] = Int(after) - Int(before)
        await session.stop(logTeardown: false)
        renderer.forgetWindow(stage.window)
    }
    return MemoryFacts(growth: growth, cycles: cycles)
}
