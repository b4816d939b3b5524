import CGtk
import Experiments
import Foundation
import GtkBackend
import GtkScenarioFacts
import HeapProbe
@testable import LabWindow
import LabRunner

/// Long sessions in real windows, as a person leaves the lab running: push and pop, present and
/// dismiss, thousands of times, the log going to a pane that is cleared now and then. The heap's
/// floor in each window of cycles after a warm-up says what a session keeps (see `MemoryFacts`).
@MainActor
func checkMemory(on stage: Stage) async -> MemoryFacts {
    let windowCycles = 1000
    let windows = ProcessInfo.processInfo.environment["LIFECYCLE_LAB_MEMORY_WINDOWS"].flatMap { Int($0) } ?? 7
    var floors: [String: [Int]] = [:]
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
        // The live bytes after each hundred cycles, the pane cleared; a window's lowest is its
        // floor, whatever GTK and GLib happen to hold at one reading.
        func floor(over count: Int) async -> Int {
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
                    lowest = min(lowest, Int(heap_probe_live_bytes()))
                }
            }
            return lowest
        }
        // A process of its own starts with a cold heap, whose first thousands of cycles fill
        // caches (readings swung from -48 to +105 KB over 5,000 cycles without a warm-up).
        _ = await floor(over: 3 * windowCycles)
        var experimentFloors: [Int] = []
        for _ in 0..<windows { experimentFloors.append(await floor(over: windowCycles)) }
        floors[experimentID] = experimentFloors
        await session.stop(logTeardown: false)
        renderer.forgetWindow(stage.window)
    }
    return MemoryFacts(floors: floors, windowCycles: windowCycles)
}
