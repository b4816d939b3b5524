import CGtk
import GtkBackend
import GtkScenarioFacts
import HeadlessBackend
import LabRunner
import ViewLayer

/// A stack long enough for the GTK renderer to keep its children in chunks, changed by inserts,
/// moves and removals in the middle and at the ends.
struct LongStack: View {
    @State private var rows = Array(1...100)
    @State private var next = 101

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Swap") { rows.swapAt(1, rows.count - 2) }
                Button("Remove") { rows.remove(at: 2) }
                Button("Replace") {
                    // Removals and inserts in the same groups in one update: a removed row waits,
                    // hidden, at the end of its group until the frame is painted.
                    rows.remove(at: 3)
                    rows.insert(next, at: 4)
                    rows.remove(at: 6)
                    rows.insert(next + 1, at: 5)
                    next += 2
                }
                Button("Regroup") {
                    // Empties whole groups and splits others, in one update.
                    rows.removeSubrange(10..<18)
                    rows.insert(contentsOf: next..<(next + 9), at: 20)
                    next += 9
                }
                Button("Refill") {
                    // Fills a group that holds a removed row, past the point where it splits.
                    rows.remove(at: 30)
                    rows.insert(contentsOf: next..<(next + 9), at: 30)
                    rows.insert(contentsOf: (next + 9)..<(next + 12), at: 33)
                    next += 12
                }
                Button("Insert") {
                    rows.insert(contentsOf: next..<(next + 5), at: rows.count / 2)
                    next += 5
                }
                Button("Append") {
                    rows += next..<(next + 100)
                    next += 100
                }
                Button("Reverse") { rows.reverse() }
                Button("Clear") { rows = [] }
            }
            VStack(spacing: 2) {
                ForEach(rows, id: \.self) { LongRow(id: $0) }
            }
        }
    }
}

struct LongRow: View {
    let id: Int
    @State private var taps = 0

    var body: some View {
        Button("row \(id) tapped \(taps)") { taps += 1 }
            .onAppear {}
            .onDisappear {}
    }
}

/// A scroll view over an eager stack long enough to be chunked: scrolling finds its rows where
/// GTK lays them out, inside the chunks' windows.
struct LongScroll: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<150, id: \.self) { Text("line \($0)") }
            }
        }
    }
}

/// The long stack in a GTK window and headless: the same log, and after each step GTK's own
/// widgets (in the order GTK lays them out) read what the renderer says is shown.
@MainActor
func checkLongStack(on stage: Stage) async -> LongStackFacts {
    let steps: [LabAction] = [
        .show, .tap(label: "Swap", occurrence: 1), .tap(label: "row 50 tapped 0", occurrence: 1), .tap(label: "Remove", occurrence: 1),
        .tap(label: "Replace", occurrence: 1), .tap(label: "Replace", occurrence: 1),
        .tap(label: "Regroup", occurrence: 1), .tap(label: "Refill", occurrence: 1), .tap(label: "Regroup", occurrence: 1), .tap(label: "Refill", occurrence: 1),
        .tap(label: "Insert", occurrence: 1), .show, .tap(label: "Append", occurrence: 1), .tap(label: "row 180 tapped 0", occurrence: 1),
        .tap(label: "Reverse", occurrence: 1), .show, .tap(label: "Clear", occurrence: 1), .show, .tap(label: "Append", occurrence: 1), .show,
    ]
    let transcripts = await transcripts(of: LongStack(), steps, on: stage)

    let (renderer, graph) = stage.mount(LongStack())
    await graph.settle()
    var mismatches: [String] = []
    var mostChunks = 0
    for step in steps {
        if case let .tap(label, occurrence) = step { try? renderer.tap(label, occurrence: occurrence) }
        await graph.settle()
        GtkMainLoop.drainEvents()
        mostChunks = max(mostChunks, widgetCount(in: stage.box) { $0.isA(gtk_event_box_get_type()) })
        let laidOut = labels(in: stage.box)
        let shown = renderer.shownItems().map(\.label)
        if laidOut != shown { mismatches.append("after \(step): GTK lays out \(laidOut.count) labels, \(laidOut.prefix(12)) …; shown \(shown.count), \(shown.prefix(12)) …") }
    }
    graph.unmount()
    await graph.settle()
    renderer.forgetWindow(stage.window)
    let leftovers = checkLongStackLeftovers(on: stage)
    return LongStackFacts(
        transcripts: transcripts, orderMismatches: mismatches, mostChunks: mostChunks,
        leftovers: leftovers.orderMismatches, lastChunkGroupRows: leftovers.lastChunkGroupRows, leftoverWidgets: leftovers.widgetsLeft
    )
}

/// Scrolling a chunked stack shows the rows headless shows.
@MainActor
func checkLongScroll(on stage: Stage) async -> TranscriptFacts {
    await transcripts(of: LongScroll(), [
        .show, .scroll(.down), .show, .scroll(.down), .show, .scroll(.bottom), .show, .scroll(.up), .show,
    ], on: stage)
}

/// A chunked stack driven through the backend alone, with no turn of the main loop between
/// updates, so that rows and groups taken out wait, hidden, in their boxes while rows go in
/// around them: a group with such a leftover takes rows at its end and splits, a chunk with
/// an emptied group takes a new one. GTK's order of the shown labels must stay the stack's.
@MainActor
func checkLongStackLeftovers(on stage: Stage) -> (orderMismatches: [String], lastChunkGroupRows: [Int], widgetsLeft: Int) {
    let renderer = GtkRenderer()
    let root = renderer.makeRoot(in: stage.box, window: stage.window, headerBar: stage.bar)
    let stack = renderer.makeStack(axis: .vertical, spacing: 0)
    renderer.insert(stack, into: root, at: 0)
    let widgetsBefore = WidgetCensus.alive
    var rows: [(label: String, element: any RenderElement)] = []
    var next = 0
    func insert(_ count: Int, at index: Int) {
        for offset in 0..<count {
            let label = "r\(next)"
            next += 1
            rows.insert((label, renderer.makeText(label)), at: index + offset)
            renderer.insert(rows[index + offset].element, into: stack, at: index + offset)
        }
    }
    func remove(at index: Int) {
        renderer.remove(rows.remove(at: index).element, from: stack)
    }
    var mismatches: [String] = []
    func update(_ name: String, _ changes: () -> Void) {
        changes()
        renderer.didChangeChildren(of: stack)
        let laidOut = labels(in: stage.box)
        let expected = rows.map(\.label)
        guard laidOut != expected else { return }
        let first = laidOut.indices.first { $0 >= expected.count || laidOut[$0] != expected[$0] } ?? laidOut.count
        let from = max(first - 4, 0)
        mismatches.append("after \(name): from row \(from), GTK lays out \(laidOut.dropFirst(from).prefix(12)) …, the stack holds \(expected.dropFirst(from).prefix(12)) …")
    }
    // The second group from `base` holds rows base + g to base + 2g - 1: its last row goes, a row
    // comes at its end, g more before that.
    func editGroups(from base: Int, of g: Int, _ stretch: String) {
        update("\(stretch): remove the last of a group, add at its end") {
            remove(at: base + 2 * g - 1)
            insert(1, at: base + 2 * g - 1)
        }
        update("\(stretch): fill that group past its split") { insert(g, at: base + 2 * g - 1) }
        // 2g rows in a row empty at least one whole group; rows added further on split another.
        update("\(stretch): empty groups, split another") {
            for _ in 0..<(2 * g) { remove(at: base + 3 * g) }
            insert(2 * g + 1, at: base + 5 * g)
        }
        update("\(stretch): add after them") { insert(g + 1, at: base + 3 * g + 2) }
    }
    update("create") { insert(100, at: 0) }
    editGroups(from: 0, of: StackChunks.groupSize, "first chunk")
    // Chunks made once the stack holds 1,600 rows take 40 and groups of four: the last rows of
    // 1,800 are in such a chunk, its groups a row longer than the first chunk's.
    update("grow") { insert(1700, at: rows.count) }
    // The rows the last chunk's groups hold, read back from GTK: its own event box is the last.
    let lastChunk = chunkFrames(in: stage.box).last
    let lastChunkGroupRows = lastChunk?.children.first?.children.map(\.children.count) ?? []
    editGroups(from: rows.count - 40, of: 4, "last chunk")
    // Every row goes, and rows come in the same pass: the box of the chunks on screen is hidden
    // whole and waits to be taken out, and the new rows' chunks go into a new one.
    update("clear, then fill again") {
        while !rows.isEmpty { remove(at: 0) }
        insert(StackChunks.threshold + 10, at: 0)
    }
    update("clear again") { while !rows.isEmpty { remove(at: 0) } }
    update("fill again") { insert(StackChunks.threshold + 5, at: 0) }
    // Rows appended go into chunks built off screen, which a clear in the same pass lets go of
    // without their ever being on screen.
    update("append a chunk's worth, then clear, in one pass") {
        insert(StackChunks.threshold, at: rows.count)
        while !rows.isEmpty { remove(at: 0) }
    }
    let widgetsLeft = WidgetCensus.alive - widgetsBefore
    renderer.remove(stack, from: root)
    renderer.forgetWindow(stage.window)
    return (mismatches, lastChunkGroupRows, widgetsLeft)
}

/// A chunked stack's chunks below `widget`, in order: each is an event box.
@MainActor
private func chunkFrames(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    widget.isA(gtk_event_box_get_type()) ? [widget] : widget.children.flatMap(chunkFrames(in:))
}
