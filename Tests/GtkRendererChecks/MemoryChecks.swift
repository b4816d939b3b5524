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
        // The live bytes after each hundred cycles, the pane cleared: a run's lowest is what it
        // keeps, whatever caches GTK and GLib happen to hold at one reading. A process of its own
        // starts with a cold heap, whose readings swing by tens of kilobytes (seen: -48 to +105
        // KB over one 5,000-cycle run); a leak raises every reading, the lowest too.
        func run(_ count: Int) async -> Int {
            var lowest = Int.max
            for cycle in 0..<count {
                for action in script { try? await session.perform(action) }
                if cycle % 100 == 99 {
                    // Lines still queued for the pane are live bytes that are no leak: the main
                    // queue runs in order, so once this block has run, every line logged before
                    // it is in the pane.
                    await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
                    GtkMainLoop.drainEvents()
                    pane.clear()
                    if cycle >= count - 500 { lowest = min(lowest, Int(heap_probe_live_bytes())) }
                }
            }
            // Fewer than a hundred cycles: the one reading is at the end.
            return lowest == .max ? Int(heap_probe_live_bytes()) : lowest
        }
        let before = await run(3000)
        let after = await run(cycles)
        growth[experimentID] = after - before
        await session.stop(logTeardown: false)
        renderer.forgetWindow(stage.window)
    }
    return MemoryFacts(growth: growth, cycles: cycles)
}
