import Foundation

/// One figure of the benchmark: an operation on one implementation, its times and its counts.
public struct BenchmarkFigure: Codable, Sendable {
    public var suite: String
    public var operation: String
    public var title: String
    public var implementation: String
    /// Milliseconds, one per measured run.
    public var samples: [Double]
    /// Of each run's milliseconds, those until the operation's update had run, before the frame
    /// that shows it: where a GTK figure's time goes, the graph's and GTK's update or the frame.
    /// The same as `samples` on the headless renderer; nil in figures from before it was kept.
    public var updateSamples: [Double]?
    /// Bodies evaluated by the operation (the view layer only).
    public var bodyEvaluations: Int?
    /// What the operation asked of the backend (the view layer only).
    public var mutations: [String: Int]?
    /// The worker process's peak resident memory, in KiB.
    public var peakMemoryKiB: Int
    /// Resident memory the operation added, in KiB, measured on a fresh process's first run.
    public var addedMemoryKiB: Int?
    /// For a GTK figure, the `GDK_RENDERING` the worker's GDK drew with ("unset" without one),
    /// so that the report's rendering is the workers' as they saw it, not only as planned.
    public var rendering: String?

    public var median: Double { Self.median(of: samples) }

    static func median(of samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
    }

    public var minimum: Double { samples.min() ?? .nan }
    public var maximum: Double { samples.max() ?? .nan }

    /// One figure per suite, operation and implementation, in the order they first come: the
    /// rounds' samples together, the highest peak, and the rest as the first round measured it
    /// (the memory a fresh process's first run added, the counts, which every run repeats).
    static func pooled(_ figures: [BenchmarkFigure]) -> [BenchmarkFigure] {
        var pooled: [BenchmarkFigure] = []
        var positions: [String: Int] = [:]
        for figure in figures {
            let key = [figure.suite, figure.operation, figure.implementation].joined(separator: " ")
            if let position = positions[key] {
                pooled[position].samples += figure.samples
                if let updates = figure.updateSamples { pooled[position].updateSamples = (pooled[position].updateSamples ?? []) + updates }
                pooled[position].peakMemoryKiB = max(pooled[position].peakMemoryKiB, figure.peakMemoryKiB)
            } else {
                positions[key] = pooled.count
                pooled.append(figure)
            }
        }
        return pooled
    }
}

/// The implementations the rows benchmark compares.
public enum Implementation: String, CaseIterable, Sendable {
    /// The naive GTK 3 table: a box per row in one vertical box.
    case handwritten = "handwritten-gtk"
    /// The table a GTK expert writes: chunks, slots and deferred teardown.
    case expert = "expert-gtk"
    case gtk = "view-layer-gtk"
    case headless = "view-layer-headless"
    /// The same rows in a `LazyVStack` in a `ScrollView`, on GTK.
    case lazy = "view-layer-lazy-gtk"
    /// The expert table with the styled rows' look (`StyledRows.swift`).
    case styledExpert = "expert-gtk-styled"
    /// `StyledRowsView`: rows as real SwiftUI code styles them, on GTK.
    case styled = "view-layer-gtk-styled"
    /// The same styled rows on the headless renderer: what the look costs the graph.
    case styledHeadless = "view-layer-headless-styled"

    /// The tables of the styled rows, which issue 31's targets judge.
    public static let styledTables: [Implementation] = [.styledExpert, .styled, .styledHeadless]
    /// The tables of the plain rows, which issue 15's targets judge: all the others.
    public static let plainTables = allCases.filter { !styledTables.contains($0) }

    public var title: String {
        switch self {
        case .handwritten: "naive hand-written GTK"
        case .expert: "expert hand-written GTK"
        case .gtk: "view layer on GTK"
        case .headless: "view layer, headless"
        case .lazy: "view layer on GTK, lazy"
        case .styledExpert: "expert hand-written GTK, styled"
        case .styled: "view layer on GTK, styled"
        case .styledHeadless: "view layer, headless, styled"
        }
    }

    /// What the table is, in a line, for the report's JSON.
    public var summary: String {
        switch self {
        case .handwritten:
            "GTK 3 written the obvious way: a box per row packed into one vertical box in the window, "
                + "gtk_box_reorder_child to move, gtk_widget_destroy to remove (HandwrittenTable.swift)"
        case .expert:
            "GTK 3 written by an expert: rows built off-window and attached once, in chunks of about √n rows each in an "
                + "event box of its own, fixed row slots between which a swap moves widgets, and removed widgets hidden "
                + "at once and released from a low-priority idle (ExpertTable.swift)"
        case .gtk: "the view layer's RowsView, a ForEach in a VStack, on the GTK renderer (DeclarativeTable.swift)"
        case .headless: "the same RowsView on the headless renderer: the view layer's own cost, without widgets"
        case .lazy: "LazyRowsView, the same ForEach in a LazyVStack in a ScrollView, on the GTK renderer: only the rows near the viewport are built"
        case .styledExpert:
            "the expert table with the styled rows' look, as a GTK expert sets it: the id a dim-label with tabular digits, "
                + "a size request and right alignment; the button an icon and a scaled label in a box; the x button packed at the end (StyledRows.swift)"
        case .styled:
            "StyledRowsView on the GTK renderer: each row a Label with a symbol, a secondary-styled id in a .frame, a .font and a Spacer (StyledRows.swift)"
        case .styledHeadless: "the same StyledRowsView on the headless renderer: the graph's own cost of the styled rows"
        }
    }

    var needsDisplay: Bool { self != .headless && self != .styledHeadless }
}

/// Memory figures of the running process, from the kernel.
enum ProcessMemory {
    /// Resident memory now, in KiB.
    static var residentKiB: Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// The peak resident memory so far, in KiB.
    static var peakKiB: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}
