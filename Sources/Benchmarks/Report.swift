import Foundation

/// The benchmark's results: the table `bench` prints, the JSON it writes, and the targets.
public struct BenchmarkReport: Codable, Sendable {
    public var machine: [String: String]
    public var figures: [BenchmarkFigure]
    public var geometricMeanRatio: Double?
    public var targets: [Target]

    public struct Target: Codable, Sendable {
        public var name: String
        public var met: Bool
        public var detail: String
    }

    public init(figures: [BenchmarkFigure], machine: [String: String]) {
        self.machine = machine
        self.figures = figures
        geometricMeanRatio = nil
        targets = []
        let ratios = RowOperation.allCases.compactMap(ratio(for:))
        if !ratios.isEmpty {
            geometricMeanRatio = exp(ratios.map(log).reduce(0, +) / Double(ratios.count))
        }
        targets = evaluateTargets()
    }

    func figure(_ operation: String, _ implementation: Implementation) -> BenchmarkFigure? {
        figures.first { $0.operation == operation && $0.implementation == implementation.rawValue }
    }

    /// View layer on GTK over hand-written GTK, by median.
    public func ratio(for operation: RowOperation) -> Double? {
        guard let declarative = figure(operation.rawValue, .gtk), let handwritten = figure(operation.rawValue, .handwritten),
              handwritten.median > 0 else { return nil }
        return declarative.median / handwritten.median
    }

    private func evaluateTargets() -> [Target] {
        var targets: [Target] = []
        if let mean = geometricMeanRatio {
            targets.append(Target(name: "geometric mean of GTK ratios ≤ 1.10", met: mean <= 1.10, detail: String(format: "%.3f", mean)))
            let worst = RowOperation.allCases.compactMap { op in ratio(for: op).map { (op, $0) } }.max { $0.1 < $1.1 }
            if let worst {
                targets.append(Target(name: "no operation above 1.5", met: worst.1 <= 1.5, detail: String(format: "worst %.3f (%@)", worst.1, worst.0.title)))
            }
        }
        if let declarative = figure(RowOperation.createMany.rawValue, .gtk)?.addedMemoryKiB,
           let handwritten = figure(RowOperation.createMany.rawValue, .handwritten)?.addedMemoryKiB, handwritten > 0 {
            let ratio = Double(declarative) / Double(handwritten)
            targets.append(Target(name: "memory with 10,000 rows ≤ 1.2 × hand-written GTK", met: ratio <= 1.2,
                                  detail: String(format: "%.2f (%d KiB vs %d KiB added)", ratio, declarative, handwritten)))
        }
        func counts(_ operation: RowOperation) -> [String: Int] {
            figure(operation.rawValue, .gtk)?.mutations ?? figure(operation.rawValue, .headless)?.mutations ?? [:]
        }
        if figure(RowOperation.update.rawValue, .gtk) != nil || figure(RowOperation.update.rawValue, .headless) != nil {
            let update = counts(.update)
            targets.append(Target(name: "update every 10th row: exactly 100 label changes reach the backend",
                                  met: update == ["textUpdates": 100], detail: "\(update)"))
        }
        if figure(RowOperation.select.rawValue, .gtk) != nil || figure(RowOperation.select.rawValue, .headless) != nil {
            let select = counts(.select)
            targets.append(Target(name: "select: only the two rows whose highlight changes are touched",
                                  met: select == ["styleUpdates": 2], detail: "\(select)"))
        }
        if figure(RowOperation.swap.rawValue, .gtk) != nil || figure(RowOperation.swap.rawValue, .headless) != nil {
            let swap = counts(.swap)
            targets.append(Target(name: "swap: two moves, no widget re-created", met: swap == ["moves": 2], detail: "\(swap)"))
        }
        if figure(RowOperation.remove.rawValue, .gtk) != nil || figure(RowOperation.remove.rawValue, .headless) != nil {
            let remove = counts(.remove)
            targets.append(Target(name: "remove: one widget destroyed", met: remove == ["removals": 1], detail: "\(remove)"))
        }
        let lazyFigures = RowOperation.allCases.compactMap { figure($0.rawValue, .lazy) }
        if let slowest = lazyFigures.max(by: { $0.median < $1.median }) {
            targets.append(Target(name: "lazy table: every operation paints within 20 ms", met: slowest.median <= 20,
                                  detail: String(format: "slowest %.2f ms (%@)", slowest.median, slowest.title)))
        }
        if let added = figure(RowOperation.createMany.rawValue, .lazy)?.addedMemoryKiB {
            targets.append(Target(name: "lazy table: at most 10 MiB added for 10,000 rows", met: added <= 10 * 1024,
                                  detail: String(format: "%.1f MiB", Double(added) / 1024)))
        }
        if let shallow = figures.first(where: { $0.operation == ReconciliationScenario.shallow.rawValue }) {
            targets.append(Target(name: "update shallow: one body evaluation", met: shallow.bodyEvaluations == 1,
                                  detail: "\(shallow.bodyEvaluations ?? -1)"))
        }
        if let wide = figures.first(where: { $0.operation == ReconciliationScenario.wide.rawValue }) {
            targets.append(Target(name: "update wide under 1 ms", met: wide.median < 1, detail: String(format: "%.3f ms", wide.median)))
        }
        return targets
    }

    // MARK: Text

    /// The table `bench` prints.
    public var table: String {
        var lines: [String] = []
        func time(_ m: BenchmarkFigure?) -> String {
            guard let m, !m.samples.isEmpty else { return "—" }
            return String(format: "%.2f (%.2f–%.2f)", m.median, m.minimum, m.maximum)
        }
        func memory(_ m: BenchmarkFigure?) -> String { m.map { String(format: "%.1f", Double($0.peakMemoryKiB) / 1024) } ?? "—" }
        func counts(_ m: BenchmarkFigure?) -> String {
            guard let mutations = m?.mutations else { return "—" }
            return mutations.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
        lines.append("Rows: milliseconds, median (min–max); GTK timings end when the frame the operation asked for is painted")
        lines.append(row(["operation", "hand-written GTK", "view layer on GTK", "ratio", "headless", "lazy on GTK", "bodies", "lazy bodies", "peak MiB hw/vl", "backend mutations"],
                         widths: Self.rowWidths))
        for operation in RowOperation.allCases {
            let handwritten = figure(operation.rawValue, .handwritten)
            let declarative = figure(operation.rawValue, .gtk)
            let headless = figure(operation.rawValue, .headless)
            let lazy = figure(operation.rawValue, .lazy)
            lines.append(row([
                operation.title, time(handwritten), time(declarative),
                ratio(for: operation).map { String(format: "%.3f", $0) } ?? "—", time(headless), time(lazy),
                (declarative ?? headless)?.bodyEvaluations.map(String.init) ?? "—", lazy?.bodyEvaluations.map(String.init) ?? "—",
                "\(memory(handwritten))/\(memory(declarative))", counts(declarative ?? headless),
            ], widths: Self.rowWidths))
        }
        lines.append("")
        lines.append("Reconciliation on the headless renderer: milliseconds per update, median (min–max)")
        lines.append(row(["scenario", "time", "bodies", "peak MiB", "backend mutations"], widths: [52, 24, 8, 10, 30]))
        for scenario in ReconciliationScenario.allCases {
            guard let m = figures.first(where: { $0.operation == scenario.rawValue }) else { continue }
            lines.append(row([scenario.title, time(m), m.bodyEvaluations.map(String.init) ?? "—", memory(m), counts(m)], widths: [52, 24, 8, 10, 30]))
        }
        lines.append("")
        if let mean = geometricMeanRatio {
            lines.append(String(format: "Geometric mean of (view layer on GTK) / (hand-written GTK): %.3f", mean))
        }
        for target in targets {
            lines.append("\(target.met ? "met   " : "MISSED") \(target.name): \(target.detail)")
        }
        return lines.joined(separator: "\n")
    }

    private static let rowWidths = [28, 24, 24, 7, 24, 24, 7, 7, 15, 40]

    private func row(_ cells: [String], widths: [Int] = [28, 24, 24, 7, 24, 7, 15, 40]) -> String {
        zip(cells, widths).map { cell, width in cell.count >= width ? cell + " " : cell.padding(toLength: width, withPad: " ", startingAt: 0) }
            .joined().trimmingCharacters(in: .whitespaces)
    }

    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// What the figures were measured on.
public enum MachineDescription {
    public static func current() -> [String: String] {
        var machine: [String: String] = [:]
        var name = utsname()
        uname(&name)
        machine["kernel"] = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        machine["architecture"] = withUnsafeBytes(of: name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        machine["cores"] = "\(ProcessInfo.processInfo.activeProcessorCount)"
        machine["memory"] = String(format: "%.1f GiB", Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824)
        if let cpu = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let model = cpu.split(separator: "\n").first(where: { $0.hasPrefix("model name") })?.split(separator: ":").last {
            machine["cpu"] = model.trimmingCharacters(in: .whitespaces)
        }
        machine["display"] = ProcessInfo.processInfo.environment["DISPLAY"].map { "X display \($0)" } ?? "none"
        return machine
    }
}

extension BenchmarkReport {
    /// `docs/benchmarks.md`: the latest table, the machine, and how to reproduce it.
    public func markdown(plan: BenchmarkPlan) -> String {
        let machineRows = machine.sorted { $0.key < $1.key }.map { "| \($0.key) | \($0.value) |" }.joined(separator: "\n")
        return """
        # Benchmarks

        The view layer on GTK against the same table written directly against GTK, on the operations of
        the keyed js-framework-benchmark, and the cost of one update on the headless renderer. Produced by
        `lifecycle-lab bench`; every figure runs in a worker process of its own (\(plan.warmup) warm-up and
        \(plan.runs) measured runs per rows figure, but no warm-up and \(max(1, plan.runs / 3)) runs for 10,000 rows,
        which take GTK tens of seconds in either implementation; \(plan.reconciliationWarmup) and
        \(plan.reconciliationRuns) runs per reconciliation figure). A GTK timing starts once the
        window has stopped painting (no frame for 40 ms, as an overlay scroll bar fades out at 60 frames a
        second for about a second after it shows), so that GTK's frame clock starts the frame the
        operation asks for at once, and ends when that frame has been painted (the frame clock's
        `after-paint`). "Peak MiB" is the worker process's peak resident memory; the memory
        target compares what creating 10,000 rows adds to a fresh process.

        ## The three tables

        All show a row per element: its id, its label as a button that selects the row, and a remove
        button; the selected row's id is bold. The hand-written table keeps a box per row, relabels the
        button's own label, and reorders boxes rather than rebuilding them. The declarative table is
        `RowsView` in `Sources/Benchmarks/DeclarativeTable.swift`: a `ForEach` over an
        `ObservableObject`'s `@Published` rows. Each operation changes the store once, as the benchmark's
        keyed implementations set their state once, and the body reads the selection once rather than
        once per row: OpenCombine's `@Published` getter projects a key path, which on Linux costs some
        2,300 instructions a read, the store's cost and not the view layer's.

        The lazy table, `LazyRowsView` beside it, is the same `ForEach` in a `LazyVStack` in a
        `ScrollView` (rule 17): only the rows within the viewport (8 rows) and a margin (2) are built
        and have widgets, whatever the number of rows, and two spacers keep the room of the others so
        that the scroll bar spans them all. Its targets: every operation paints within 20 ms, and
        10,000 rows add at most 10 MiB.

        ## How to reproduce

        ```sh
        scripts/bench    # a release build, under Xvfb; rewrites this file and docs/benchmarks.json
        ```

        The figures below come from one run on the machine described next, a shared two-core virtual
        machine: GTK timings include Xvfb's software rendering, and differences of a few percent between
        runs are noise.

        ## The machine

        | | |
        | --- | --- |
        \(machineRows)

        ## The figures

        ```
        \(table)
        ```

        """
    }
}
