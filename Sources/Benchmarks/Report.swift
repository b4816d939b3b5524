import CGtk
import Foundation

/// The benchmark's results: the table `bench` prints, the JSON it writes, and the targets.
public struct BenchmarkReport: Codable, Sendable {
    public var machine: [String: String]
    /// The implementations measured, in the order of the report's columns.
    public var tables: [TableDescription]
    public var figures: [BenchmarkFigure]
    /// The geometric mean over the operations of (view layer on GTK) / (a hand-written table), by
    /// the hand-written table's implementation: the naive one and the expert one.
    public var geometricMeanRatios: [String: Double]
    /// Beside each mean, the middle 90 % of the means that resampling the runs gives
    /// (`MeanResampling`): how much of the mean the runs' noise could make.
    public var geometricMeanIntervals: [String: ClosedRange<Double>]
    public var targets: [Target]

    public struct Target: Codable, Sendable {
        public var name: String
        public var met: Bool
        public var detail: String
    }

    public struct TableDescription: Codable, Sendable {
        public var implementation: String
        public var title: String
        public var summary: String
    }

    /// The tables the view layer is measured against, each with the view layer's table it judges:
    /// the plain rows against the naive and the expert table, the styled rows against the expert
    /// table styled the same way.
    static let comparisons: [(measured: Implementation, baseline: Implementation)] = [
        (.gtk, .handwritten), (.gtk, .expert), (.styled, .styledExpert),
    ]

    public init(figures: [BenchmarkFigure], machine: [String: String]) {
        self.machine = machine
        self.figures = figures
        tables = Implementation.allCases.map { TableDescription(implementation: $0.rawValue, title: $0.title, summary: $0.summary) }
        geometricMeanRatios = [:]
        geometricMeanIntervals = [:]
        targets = []
        for (measured, baseline) in Self.comparisons {
            geometricMeanRatios[baseline.rawValue] = geometricMean(of: measured, against: baseline)
            geometricMeanIntervals[baseline.rawValue] = geometricMeanInterval(of: measured, against: baseline)
        }
        targets = evaluateTargets()
    }

    /// How the run's GTK workers drew: as they said, or, in a run from before they said, as the
    /// machine table names it.
    public var rendering: Rendering? {
        if let drawn = figures.lazy.compactMap(\.rendering).first { return Rendering(rawValue: drawn) }
        return Rendering.allCases.first { machine["rendering"]?.hasPrefix("GDK_RENDERING=\($0.rawValue) ") == true }
    }

    func figure(_ operation: String, _ implementation: Implementation) -> BenchmarkFigure? {
        figures.first { $0.operation == operation && $0.implementation == implementation.rawValue }
    }

    func figure(_ operation: RowOperation, _ implementation: Implementation) -> BenchmarkFigure? {
        figure(operation.rawValue, implementation)
    }

    /// `implementation` (the view layer on GTK unless told) over `baseline`, by median.
    public func ratio(for operation: RowOperation, of implementation: Implementation = .gtk, against baseline: Implementation) -> Double? {
        guard let measured = figure(operation, implementation), let reference = figure(operation, baseline),
              reference.median > 0 else { return nil }
        return measured.median / reference.median
    }

    /// The geometric mean of the ratios over the operations measured on both.
    public func geometricMean(of implementation: Implementation = .gtk, against baseline: Implementation) -> Double? {
        let ratios = RowOperation.allCases.compactMap { ratio(for: $0, of: implementation, against: baseline) }
        guard !ratios.isEmpty else { return nil }
        return exp(ratios.map(log).reduce(0, +) / Double(ratios.count))
    }

    /// The middle 90 % of the geometric means the runs give when resampled (`MeanResampling`).
    public func geometricMeanInterval(of implementation: Implementation = .gtk, against baseline: Implementation) -> ClosedRange<Double>? {
        let pairs = RowOperation.allCases.compactMap { operation -> (measured: [Double], reference: [Double])? in
            guard let measured = figure(operation, implementation), let reference = figure(operation, baseline) else { return nil }
            return (measured.samples, reference.samples)
        }
        return MeanResampling(pairs: pairs).interval
    }

    /// A mean and the interval resampling gives it, for the report's text.
    func describedMean(against baseline: Implementation) -> String? {
        guard let mean = geometricMeanRatios[baseline.rawValue] else { return nil }
        guard let interval = geometricMeanIntervals[baseline.rawValue] else { return String(format: "%.3f", mean) }
        return String(format: "%.3f (runs resampled: 90 %% of means %.3f–%.3f)", mean, interval.lowerBound, interval.upperBound)
    }

    private func evaluateTargets() -> [Target] {
        var targets: [Target] = []
        // Issue 15's targets, judged against the expert table: the naive one is what GTK costs
        // written carelessly, which the view layer beating says little.
        if let mean = geometricMeanRatios[Implementation.expert.rawValue], let detail = describedMean(against: .expert) {
            targets.append(Target(name: "geometric mean of (view layer on GTK) / (expert GTK) ≤ 1.10", met: mean <= 1.10, detail: detail))
            let worst = RowOperation.allCases.compactMap { op in ratio(for: op, against: .expert).map { (op, $0) } }.max { $0.1 < $1.1 }
            if let worst {
                targets.append(Target(name: "no operation above 1.5 × expert GTK", met: worst.1 <= 1.5, detail: String(format: "worst %.3f (%@)", worst.1, worst.0.title)))
            }
        }
        if let many = figure(.createMany, .gtk)?.median {
            targets.append(Target(name: "view layer on GTK: create 10,000 rows ≤ 3 s", met: many <= 3000, detail: String(format: "%.0f ms", many)))
            if let thousand = figure(.create, .gtk)?.median, thousand > 0 {
                targets.append(Target(name: "view layer on GTK: create 10,000 rows ≤ 11 × create 1,000", met: many <= 11 * thousand,
                                      detail: String(format: "%.1f × (%.0f ms vs %.1f ms)", many / thousand, many, thousand)))
            }
        }
        if let swap = figure(.swap, .gtk)?.median {
            targets.append(Target(name: "view layer on GTK: swap rows 2 and 999 ≤ 15 ms", met: swap <= 15, detail: String(format: "%.2f ms", swap)))
        }
        if let remove = figure(.remove, .gtk)?.median {
            targets.append(Target(name: "view layer on GTK: remove one row ≤ 10 ms", met: remove <= 10, detail: String(format: "%.2f ms", remove)))
        }
        if let declarative = figure(.createMany, .gtk)?.addedMemoryKiB,
           let expert = figure(.createMany, .expert)?.addedMemoryKiB, expert > 0 {
            let ratio = Double(declarative) / Double(expert)
            targets.append(Target(name: "memory with 10,000 rows ≤ 1.2 × expert GTK", met: ratio <= 1.2,
                                  detail: String(format: "%.2f (%d KiB vs %d KiB added)", ratio, declarative, expert)))
        }
        func counts(_ operation: RowOperation) -> [String: Int] {
            figure(operation, .gtk)?.mutations ?? figure(operation, .headless)?.mutations ?? [:]
        }
        func measured(_ operation: RowOperation) -> Bool { figure(operation, .gtk) != nil || figure(operation, .headless) != nil }
        if measured(.update) {
            let update = counts(.update)
            targets.append(Target(name: "update every 10th row: exactly 100 label changes reach the backend",
                                  met: update == ["textUpdates": 100], detail: "\(update)"))
        }
        if measured(.select) {
            let select = counts(.select)
            targets.append(Target(name: "select: only the two rows whose highlight changes are touched",
                                  met: select == ["styleUpdates": 2], detail: "\(select)"))
        }
        if measured(.swap) {
            let swap = counts(.swap)
            targets.append(Target(name: "swap: two moves, no widget re-created", met: swap == ["moves": 2], detail: "\(swap)"))
        }
        if measured(.remove) {
            let remove = counts(.remove)
            targets.append(Target(name: "remove: one widget destroyed", met: remove == ["removals": 1], detail: "\(remove)"))
        }
        if let mean = geometricMeanRatios[Implementation.styledExpert.rawValue], let detail = describedMean(against: .styledExpert) {
            targets.append(Target(name: "styled rows: geometric mean of (view layer on GTK) / (expert GTK) ≤ 1.10", met: mean <= 1.10, detail: detail))
            let worst = RowOperation.allCases.compactMap { op in ratio(for: op, of: .styled, against: .styledExpert).map { (op, $0) } }.max { $0.1 < $1.1 }
            if let worst {
                targets.append(Target(name: "styled rows: no operation above 1.5 × expert GTK", met: worst.1 <= 1.5,
                                      detail: String(format: "worst %.3f (%@)", worst.1, worst.0.title)))
            }
        }
        let lazyFigures = RowOperation.allCases.compactMap { figure($0, .lazy) }
        if let slowest = lazyFigures.max(by: { $0.median < $1.median }) {
            targets.append(Target(name: "lazy table: every operation paints within 20 ms", met: slowest.median <= 20,
                                  detail: String(format: "slowest %.2f ms (%@)", slowest.median, slowest.title)))
        }
        if let added = figure(.createMany, .lazy)?.addedMemoryKiB {
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
        let time = Self.time, memory = Self.memory, counts = Self.counts
        if RowOperation.allCases.contains(where: { operation in Implementation.plainTables.contains { figure(operation, $0) != nil } }) {
            lines += plainRowsLines
        }
        if RowOperation.allCases.contains(where: { operation in Implementation.styledTables.contains { figure(operation, $0) != nil } }) {
            if !lines.isEmpty { lines.append("") }
            lines.append("Styled rows (a Label with a symbol, a secondary id in a .frame, a .font, a Spacer): milliseconds, median (min–max)")
            lines.append(row(["operation", "expert GTK, styled", "view layer, styled", "vl/expert", "headless, styled", "bodies", "peak MiB e/vl",
                              "backend mutations"], widths: Self.styledRowWidths))
            for operation in RowOperation.allCases {
                let expert = figure(operation, .styledExpert)
                let declarative = figure(operation, .styled)
                let headless = figure(operation, .styledHeadless)
                lines.append(row([
                    operation.title, time(expert), time(declarative),
                    ratio(for: operation, of: .styled, against: .styledExpert).map { String(format: "%.3f", $0) } ?? "—", time(headless),
                    (declarative ?? headless)?.bodyEvaluations.map(String.init) ?? "—", "\(memory(expert))/\(memory(declarative))",
                    counts(declarative ?? headless),
                ], widths: Self.styledRowWidths))
            }
        }
        lines.append("")
        lines.append("Reconciliation on the headless renderer: milliseconds per update, median (min–max)")
        lines.append(row(["scenario", "time", "bodies", "peak MiB", "backend mutations"], widths: [52, 24, 8, 10, 30]))
        for scenario in ReconciliationScenario.allCases {
            guard let m = figures.first(where: { $0.operation == scenario.rawValue }) else { continue }
            lines.append(row([scenario.title, time(m), m.bodyEvaluations.map(String.init) ?? "—", memory(m), counts(m)], widths: [52, 24, 8, 10, 30]))
        }
        lines.append("")
        for (measured, baseline) in Self.comparisons {
            guard let mean = describedMean(against: baseline) else { continue }
            lines.append("Geometric mean of (\(measured.title)) / (\(baseline.title)): \(mean)")
        }
        if let ratio = geometricMean(of: .expert, against: .handwritten) {
            lines.append(String(format: "Geometric mean of (expert GTK) / (naive GTK): %.3f", ratio))
        }
        for target in targets {
            lines.append("\(target.met ? "met   " : "MISSED") \(target.name): \(target.detail)")
        }
        return lines.joined(separator: "\n")
    }

    private static func time(_ m: BenchmarkFigure?) -> String {
        guard let m, !m.samples.isEmpty else { return "—" }
        return String(format: "%.2f (%.2f–%.2f)", m.median, m.minimum, m.maximum)
    }

    private static func memory(_ m: BenchmarkFigure?) -> String { m.map { String(format: "%.1f", Double($0.peakMemoryKiB) / 1024) } ?? "—" }

    private static func counts(_ m: BenchmarkFigure?) -> String {
        guard let mutations = m?.mutations else { return "—" }
        return mutations.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    /// The plain rows' figures: every table of them side by side.
    private var plainRowsLines: [String] {
        let time = Self.time, memory = Self.memory, counts = Self.counts
        var lines = ["Rows: milliseconds, median (min–max); GTK timings end when the frame the operation asked for is painted"]
        lines.append(row(["operation", "naive GTK", "expert GTK", "view layer on GTK", "vl/naive", "vl/expert", "headless", "lazy on GTK",
                          "bodies", "lazy bodies", "peak MiB n/e/vl", "backend mutations"], widths: Self.rowWidths))
        for operation in RowOperation.allCases {
            let naive = figure(operation, .handwritten)
            let expert = figure(operation, .expert)
            let declarative = figure(operation, .gtk)
            let headless = figure(operation, .headless)
            let lazy = figure(operation, .lazy)
            func ratio(_ baseline: Implementation) -> String {
                self.ratio(for: operation, against: baseline).map { String(format: "%.3f", $0) } ?? "—"
            }
            lines.append(row([
                operation.title, time(naive), time(expert), time(declarative), ratio(.handwritten), ratio(.expert), time(headless), time(lazy),
                (declarative ?? headless)?.bodyEvaluations.map(String.init) ?? "—", lazy?.bodyEvaluations.map(String.init) ?? "—",
                "\(memory(naive))/\(memory(expert))/\(memory(declarative))", counts(declarative ?? headless),
            ], widths: Self.rowWidths))
        }
        return lines
    }

    private static let rowWidths = [28, 24, 24, 24, 9, 10, 24, 24, 7, 7, 19, 40]
    private static let styledRowWidths = [28, 24, 24, 10, 22, 7, 15, 40]

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
    public static func current(rendering: Rendering) -> [String: String] {
        var machine: [String: String] = ["rendering": rendering.described]
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
        // The library the process links, which is the one the workers measured.
        machine["gtk"] = "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
        return machine
    }
}

extension BenchmarkReport {
    /// This run's figures for creating 10,000 rows, for the report's profile notes.
    var describedCreateMany: String {
        guard let expert = figure(.createMany, .expert), let declarative = figure(.createMany, .gtk) else {
            return "this run did not measure it on both tables"
        }
        return String(format: "in this run the expert table takes %.2f s and the view layer %.2f s",
                      expert.median / 1000, declarative.median / 1000)
    }

    /// `docs/benchmarks.md`: the latest table, the machine, and how to reproduce it.
    public func markdown(plan: BenchmarkPlan) -> String {
        let machineRows = machine.sorted { $0.key < $1.key }.map { "| \($0.key) | \($0.value) |" }.joined(separator: "\n")
        return """
        # Benchmarks

        The view layer on GTK against the same table written directly against GTK twice, naively and as
        a GTK expert would, on the operations of the keyed js-framework-benchmark; the same rows styled
        as SwiftUI code styles them against the expert table drawn with the same look; and the cost of
        one update on the headless renderer. Produced by `lifecycle-lab bench`; every figure runs in
        worker processes of its own. A rows figure is measured in \(plan.effectiveRounds) rounds, a worker each, one
        round of every figure after another, and the rounds' runs are pooled: \(plan.runs) measured
        runs in all, and \(plan.warmup) unmeasured at the start of each worker, so that a burst of load
        on this shared machine falls on a round of a figure rather than on the whole of it. Creating 10,000
        rows, which takes the naive table tens of seconds, has \(plan.manyRowsRuns) runs, each in a worker of its own
        and without warm-up, as both GTK tables slow down with every 10,000 rows a process creates;
        a reconciliation figure, \(plan.reconciliationWarmup) and \(plan.reconciliationRuns) runs. The
        worker loads the lab's stylesheet, `Resources/lab.css`, so that the selected row's `lab-bold`
        class really makes its id bold. A GTK timing starts once the window has stopped painting (no
        frame for 40 ms, as an overlay scroll bar fades out at 60 frames a second for about a second
        after it shows), so that GTK's frame clock starts the frame the operation asks for at once,
        and ends when that frame has been painted (the frame clock's `after-paint`); a run's JSON keeps,
        run by run, the time until the update had run, before the frame (`updateSamples`, from 28
        November 2026 on). "Peak MiB" is the
        worker process's peak resident memory; the memory target compares what creating 10,000 rows
        adds to a fresh process. "vl/naive" and "vl/expert" are the view layer on GTK over each
        hand-written table, by median; issue 15's targets are judged against the expert table. Every
        worker of this run drew with `GDK_RENDERING=\(plan.rendering.rawValue)` (below, "How GTK draws here").
        Beside each geometric mean of these ratios is the middle 90 % of the means that \(MeanResampling.defaultResamples)
        resamplings of the runs give, each figure's runs drawn again with replacement: how much of
        the mean the runs' noise alone could make. The targets are judged on the mean itself.

        ## How GTK draws here

        GDK draws a window's contents in one of two ways, and under Xvfb they measure different things.
        Its X11 default, `similar`, draws through XRender into the server's pixmaps: cairo cuts every
        shape into trapezoids in the process and sends them to the X server, which here renders them
        in software, a path no desktop takes (a desktop's X server accelerates XRender). `image`
        draws with cairo in the process's own memory and sends the finished pixels, which is what
        GTK 3 does on a Wayland session, GNOME's default, where a window's buffer is shared memory.
        Every GTK table of a run draws the same way. The published figures, `docs/benchmarks.md`,
        use `image` (`bench --rendering image`, the default); `docs/benchmarks-xrender.md` is the
        same benchmark with `--rendering similar`, run on the same code in the same sitting. Issue 15's
        own figure for its expert C program, 7.7 ms to remove a row, is what the expert table took
        under `image` when profiled (about 7 ms), and not under `similar`, where the frame that
        repaints the rows a removal moves up took the expert table itself 10.7–15 ms in earlier
        rounds' runs, over the 10 ms target (9.3 ms in this round's, on a faster day).

        ## The tables

        All show a row per element, with the same widgets: a horizontal box holding the id's label, the
        row's label as a button that selects the row, and an "x" button that removes it; the selected
        row's id label has the class `lab-bold`. Each sets a new label on the button's own label rather
        than the button, and touches only what changed. A test reads the rows back from the widgets
        after every operation but creating 10,000 rows and checks that the naive, expert and view-layer tables show the same.

        The naive table, `Sources/Benchmarks/HandwrittenTable.swift`, is GTK 3 written the obvious way:
        one box per row packed into one vertical box in the window, `gtk_box_reorder_child` to move a
        row, `gtk_widget_destroy` to remove one. It pays for what GTK does behind those calls: a row
        packed into a box in the window is realised and styled at once and walks its siblings, so
        10,000 rows take superlinear time; reordering marks the CSS node of every later sibling as
        changed, so swapping rows 2 and 999 restyles thousands of widgets; a removal lays out every row.

        The expert table, `Sources/Benchmarks/ExpertTable.swift`, is what a GTK expert writes instead,
        each technique measured first in C:
        - New rows are built in boxes outside the window and attached once, so each is styled once.
        - The rows sit in chunks of about √n rows (at least 32), each a vertical box in a `GtkEventBox`
          with its own GDK window, the chunks in one vertical box. A windowed widget that only moves
          does not reallocate its children, so creating is linear and a removal or a swap lays out one
          or two chunks.
        - A row box stays in its place, as a slot: a swap moves the two rows' widgets between their
          slots, and no later sibling is restyled.
        - What goes is hidden at once and released from a `G_PRIORITY_LOW` idle (the renderer's own
          `DeferredRelease`, a few milliseconds a turn) after the frame that shows it gone; the worker
          finishes that teardown for every table once the timing has ended, before the next run, and
          fails if any widget or signal handler outlives its window.

        The declarative table is `RowsView` in `Sources/Benchmarks/DeclarativeTable.swift`: a `ForEach`
        over an `ObservableObject`'s `@Published` rows. Each operation changes the store once, as the
        benchmark's keyed implementations set their state once, and the body reads the selection once
        rather than once per row: OpenCombine's `@Published` getter projects a key path, which on Linux
        costs some 2,300 instructions a read, the store's cost and not the view layer's.

        The lazy table, `LazyRowsView` beside it, is the same `ForEach` in a `LazyVStack` in a
        `ScrollView` (rule 17): only the rows within the viewport (8 rows) and a margin (2) are built
        and have widgets, whatever the number of rows, and two spacers keep the room of the others so
        that the scroll bar spans them all. Its targets: every operation paints within 20 ms, and
        10,000 rows add at most 10 MiB.

        ## The styled rows

        Issue 31's table: the same rows as real SwiftUI code styles them (`StyledRowsView`, the row in
        `Sources/Benchmarks/StyledRows.swift`): the id a `Text` with `.monospacedDigit()`,
        `.foregroundStyle(.secondary)` and `.bold(isSelected)` in a `.frame(width: 48, alignment:
        .trailing)`; the select button's label a `Label(row.label, systemImage: "star")` under
        `.font(.callout)`; a `Spacer`; the "x" button. Its baseline is the expert table with the same
        look, set as a GTK expert sets it, with the fewest widgets: the id's label has GNOME's
        `dim-label` class, a tabular-digits Pango attribute, a size request and right alignment of
        its own (no box around it); the button holds a box of the Adwaita icon and a label scaled by a
        Pango attribute; no widget stands for the space, the "x" button is packed at the row's end.
        A test reads both tables' rows back from their widgets and checks that they show the plain
        tables' rows, each with the star beside its label and its id dimmed.

        How the view layer draws the row: the framed id is its own label, with the frame's size
        request and alignment (`FrameView` around a `Text` gives the text's element the frame: one
        node and no box); the `Spacer` is no widget, the "x" button taking its room (`hexpand`,
        `halign: end`; `Sources/GtkBackend/Placement/SpacerAbsorption.swift`), so that a row is the
        expert's eight widgets; and the `Label` of a text and a symbol draws both as elements of
        its own node (`Sources/ViewLayer/Views/LabelParts.swift`), so that a row is eight nodes
        (thirteen before this round). The "headless, styled" column is the same table on the
        headless renderer: the graph's own cost, with the headless renderer's.

        This machine is shared, and the styled figures move with it: two runs of this benchmark an
        hour apart, on code that differed only in the label's two nodes, gave geometric means of
        1.155 and 1.262, an operation moving by up to 40 % (swapping, 1.02 and 1.44) with its
        expert figure. What is left over the expert table, timed by phase (the update, then the
        frame; medians of 12 runs, one sitting, with the label's parts still nodes):
        - Clearing 1,000 rows: the update took 23.1 ms against 12.6 ms, the frame about the same
          (5–6 ms). The expert's update is GTK hiding the list; the view layer's adds the graph's
          marking and the removal callbacks of every node, a cache miss or more a node among GTK's
          allocations (headless, clearing went from 14.3 to 11.1 ms with two nodes fewer a row).
        - Updating every 10th row: the update took 7.3 ms against 1.4 ms, the frame the same
          (13–14 ms): a hundred row bodies to run and compare, and the comparison of a thousand
          rows (headless, 3.7 ms, then 2.7 ms with the label's parts).
        - Creating 1,000 rows: within the machine's noise of the expert table (0.93× and 1.17× in
          the two runs), GTK realising the same widgets in both.
        Last round, a scheduled flush, an animation's end and the release after the frame reached
        the graph through a handle rather than a weak reference (`Graph/GraphHandle.swift`): the
        weak reference gave the graph a side table, which put every node's reference to it on the
        runtime's slow path; and the containers synced at the end of a pass are sorted by a depth
        read once each, not at every comparison.

        ## What the GTK renderer does with a long stack

        The declarative table's rows are a `VStack`'s children, and the renderer gives a stack of
        more than 64 children the expert's structure (`Sources/GtkBackend/Features/LongStacks.swift`):
        chunks of about √n rows, each a box in an event box with its own window, and within a chunk
        groups of three rows (a tenth of a chunk, at most ten, in chunks made once the stack holds
        1,600 rows), each a plain box, since GTK redraws and restyles the whole of a
        box a child leaves or joins (a moved row costs its two groups, where the expert's fixed row
        boxes cost two rows); rows added at the end go into chunks built off screen and put on
        screen once the update has placed them; the rows an update removes are taken out together,
        and a chunk or group that loses them all is hidden at once (its rows unmap, so they
        disappear) and taken out after the frame. The chunks on screen sit in a box of their
        own, which an update that takes out every row hides whole, as the expert table hides
        its list, and a new box takes the chunks that come next. Removed widgets, and the renderer's elements for
        them with their handlers, are released from a low-priority idle after the frame
        (`GObject/DeferredRelease.swift`); what a button's action captures is still released in
        the update, with its view, because the button's state lets go of the action when its node
        is uninstalled. An element keeps what only some roles need in a separate object
        (`ElementExtras.swift`), so a row's six elements are 72 bytes each; a button's `Text` label
        is its title element, without a node (`ControlTitle.swift`), so a row is five nodes; and the
        graph's nodes hold one another without weak references, whose side tables put every retain
        on the runtime's slow path. What a person sees and every lifecycle event are unchanged; a
        test lays a chunked stack out in GTK's own widget order and compares it, and the log, with
        the headless renderer's after inserts, moves and removals.

        ## What the profile shows

        Timed by phase (the update, then each phase of the frame clock's frame; medians, both tables
        in one sitting; each figure is its profile's, not this run's, several from earlier rounds'
        code), and profiled with `perf`'s DWARF call graphs over the timed windows only, the view
        layer's remaining cost over the expert table is in five places:
        - Clearing: GTK's work is the same in both tables, hiding the list, which unmaps every widget
          (about 5 ms). What is left is the graph's, bound by memory, a cache miss or more a node
          among GTK's allocations: the update marks the rows' 5,000 nodes removed, and the callbacks
          release what the removed views hold: their state, the bodies they built, their values and
          the closures in them. SwiftUI releases these when the identity goes, and a test checks that
          a model whose last owner is a removed button's action goes in the update. In `perf`, of the
          view layer's update (8.2 ms against the expert table's 5.8, with `image`, 30 runs each),
          hiding is 64 %, the release 18 % and the marking 9 %. This round, a pass that removes every
          child of a long stack takes its chunks out whole, rather than sorting a thousand rows by
          the group they leave, and a node being uninstalled asks the processor for its first
          children before it releases its own values, so that they come in meanwhile: the update
          took 0.3 ms and then 0.2–0.9 ms less (three alternating sittings of 25 runs a side, each).
          With `image`, the frame takes about 0.4 ms more than the expert table's (1.8 against 1.4 ms): the
          thousands of small blocks the update frees wait in glibc's fast bins, and the frame's first
          large allocation, the image it paints into, consolidates them (`malloc_consolidate`, a
          quarter of the frame's samples; none in the expert table's frame). Last round, the walks
          over a list of more than 8 nodes ask for the nodes three ahead (a prefetch hint,
          `Sources/CPrefetch`): 3 % less in alternating runs. Before that, a long stack's chunks on
          screen sit in a box of their own, which a pass that takes out every child hides whole, as
          the expert table hides its list (11.1 → 9.3 ms, alternating): hidden one by one, the 32
          chunks changed the visibility of their CSS nodes among their siblings, which GTK validated
          in an update phase of the frame (0.6 ms) besides the hiding (0.3 ms). The walks over the
          removed nodes retain none of them, and the pass's removed nodes are handed to the frame's
          release as they are, not copied (11.3 → 11.0 ms). Earlier rounds: the graph's own memory
          (nodes, containers, elements) is let go of after the frame, as the widgets are; a removal
          reads and writes less of each node; a control's `Text` label is the control's title, so a
          row is five nodes instead of seven; a removed subtree takes back what it counted as shown
          at once; and a graph with no trace handler does not watch the mapping of its user-written
          views (from 17.9 ms, the first round's figure, to 10.1 ms).
        - Swapping: the update takes about 1.8 ms against 1.2 ms. The graph's body and diff of a
          thousand rows is 0.25 ms of it (a `ForEach` finds a row out of its place by a short search
          of the keys not yet matched, rather than indexing a thousand keys: 0.35 → 0.25 ms on the
          headless renderer), the rest GTK moving the two rows between groups. In the frame, layout
          took about 0.9 ms against 0.35 ms: a row packed into a group on screen was mapped at the
          group's end and then moved to its place by `gtk_box_reorder_child`. This round, a row put
          anywhere but at the end goes in unmapped (`gtk_widget_set_child_visible`, which GTK documents
          for this) and is mapped in its place: layout 0.93 → 0.61 ms (20 runs each, with
          `GDK_RENDERING=image` for steadier phases), swapping 6.49 → 6.19 ms (40 runs each,
          alternating builds). Left at its group's end instead (the wrong order, for the measurement
          only), layout takes 0.38 ms: the rest of the gap is the reorder of the row's CSS node among
          its siblings. Paint takes about 2.9 ms against 2.3 ms: GTK redraws the whole of a box a child
          joins or leaves (`gtk_widget_queue_resize` queues a redraw of the box), a group of three rows
          where the expert table's fixed row box holds one. Groups of two rows measured the same as
          three; groups of one, slower, and a box more a row, which 10,000 rows pay in memory.
        - Updating every tenth row: with `image`, the update takes about 1.7 ms against 0.7 ms, a
          hundred row bodies and the comparison of a thousand rows besides the hundred label changes
          that both tables ask of GTK; the frame is about 0.2 ms longer.
        - Selecting: with `image`, the update takes about 0.39 ms against 0.02 ms, and the frame
          about 0.1 ms longer. The body builds a thousand row views again, as SwiftUI's does, and
          copying each row into its view retains the row's label, whose storage nothing has read
          since it was made: a third of the update is `swift_retain` waiting on those cache misses.
          This round, an `Equatable` field (a row's `Row`, a button's `Text`) is handed to `==` where
          it lies, `inout`, rather than read out of the view: read, it was copied before `==` and
          destroyed after it through its type's value witnesses, in code the compiler cannot
          specialise, the label retained and released twice more for every row compared. Selecting
          0.104 → 0.083 ms on the headless renderer, swapping 0.24 → 0.205 ms, updating every tenth
          row 0.63 → 0.59 ms (three alternations of 60 runs), and on GTK the update of selecting
          0.408 → 0.390 ms. Last round, a view came to be compared by a flat list of its fields'
          steps kept beside its type's layout, rather than by walking an enum whose arrays and
          closures were retained and released at every field of every row (selecting 0.177 → 0.099 ms
          headless).
        - Removing one row: the update takes about 0.8 ms against 0.1 ms (a `ForEach` matches the
          rows after a removed one in place, without indexing them: 0.39 → 0.29 ms headless), and
          the rest is the frame, the same in both tables, which repaints the rows that move up. With
          `image` its paint phase takes about 5.1 ms, and removing a row about 7.3 ms on the view
          layer (6.9 ms on the expert table). With `similar` the paint phase alone took about 9.3 ms
          in both tables when profiled (cairo cutting the buttons into trapezoids is half the
          process's time) and the frame 11–13 ms, over the 10 ms target in both. Creating 1,000 rows costs
          the same either way, but clearing 1,000 rows weighs more against the expert table under
          `image`, as the graph's fixed cost stays and the frame gets cheaper.
        Creating 10,000 rows is mostly GTK's own work in both tables: \(describedCreateMany);
        in earlier rounds' runs each took 2.8–3.5 s, at the edge of the 3 s target.
        Timed by phase (3 runs each, groups of three throughout), the view layer's update,
        widgets made and put on screen included, takes 1.81–1.85 s against the expert table's
        1.95–2.00 s, and its frame 1.18–1.23 s against 1.07–1.10 s, nearly all GTK's layout: some
        3,400 group boxes the expert table does not have. A `perf` profile of the timed windows puts
        most of both tables' update in realising and mapping the rows as their chunks go on screen;
        every group box is realised, styled and laid out too. Groups of a tenth of a chunk in the
        longer chunks leave 10,000 rows about 1,900 group boxes, and created 10,000 rows in 3.06 s
        against 3.20 s (medians of 30 runs, alternating builds, on a busier machine than the run
        before this one). Letting go of those widgets, after the timing, takes longer than making
        them, in both tables: GDK connects every window it makes to the display's `seat-removed`
        signal, a `GtkButton` makes an input window when it is realised, and each window's
        finalisation disconnects its handler with `g_signal_handlers_disconnect_matched`, which
        walks every handler the display has. With 20,000 buttons that is quadratic, half of a
        10,000-row worker's time in `perf`, at its teardown, after the timing. An application
        pays it after the frame, from the renderer's low-priority idle.

        ## How to reproduce

        ```sh
        scripts/bench    # a release build, under Xvfb; rewrites docs/benchmarks.md and docs/benchmarks.json
        scripts/bench --rendering similar --json docs/benchmarks-xrender.json --markdown docs/benchmarks-xrender.md
        ```

        After a change to this text, `lifecycle-lab bench --report-from docs/benchmarks.json --markdown
        docs/benchmarks.md` writes it again from the run's JSON, measuring nothing.

        It takes about three quarters of an hour on this machine, some four hundred workers that
        each open a window and build a table before every run (the styled table's 16 figures took
        14 minutes in 5 rounds); `--runs`, `--rounds` and `--only rows|styled|reconciliation` make a
        shorter one. The figures below come from one run on the machine described next, a shared two-core
        virtual machine: GTK timings include software rendering, cairo's or Xvfb's, and figures of a few
        milliseconds move by 10–20 % between runs.

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
