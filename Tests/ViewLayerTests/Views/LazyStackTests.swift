import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 17, the lazy half: a `LazyVStack` in a scroll view builds a row when it comes within the
/// viewport and a margin (8 rows and 2 here), places it while it is on screen, and keeps its state
/// while its data is there and it lies within two viewports of the screen (WWDC26 session 321,
/// "Dive into lazy stacks and scrolling with SwiftUI", 9:13–17:36).
@MainActor
@Suite struct LazyStackTests {
    struct Row: View {
        let number: Int
        @State private var taps = 0
        var body: some View {
            Button("row \(number): \(taps)") { taps += 1 }
        }
    }

    struct Rows: View {
        @State var numbers: [Int]
        var body: some View {
            Button("prepend") { numbers.insert((numbers.max() ?? 0) + 1, at: 0) }
            Button("drop first") { numbers.removeFirst() }
            ScrollView {
                LazyVStack {
                    ForEach(numbers, id: \.self) { Row(number: $0) }
                }
            }
        }
    }

    func installs(_ events: [LifecycleEvent]) -> [String] {
        events.filter { $0.kind == .install && $0.view == "Row" }.map(\.path)
    }

    /// The rows' events other than bodies, each with its row's id: `appear 12`.
    func rowEvents(_ host: ViewHost) -> [String] {
        host.takeEvents().filter { $0.view == "Row" && $0.kind != .body }.map { event in
            // A row's path ends in `#ID:Row`.
            let id = event.path.split(separator: "/").last?.split(separator: ":").first?.dropFirst() ?? ""
            return "\(event.kind) \(id)"
        }
    }

    @Test func onlyTheRowsNearTheViewportAreBuilt() async {
        let host = await ViewHost(Rows(numbers: Array(0..<40)))
        #expect(host.bodyCount(of: Row.self) == 10, "eight on screen and two ahead")
        #expect(host.shown.count == 2 + 8)
    }

    @Test func tenThousandRowsBuildOnlyTheRowsInView() async {
        let host = await ViewHost(Rows(numbers: Array(0..<10_000)))
        #expect(installs(host.events).count == 10)
        #expect(host.rendererChanges.created < 100, "the rows' elements, and few others: \(host.rendererChanges.created)")
    }

    @Test func scrollingBuildsWhatComesNearAndTheRestDisappearsWithItsStateKept() async throws {
        let host = await ViewHost(Rows(numbers: Array(0..<40)))
        try await host.tap("row 2: 0")
        _ = host.takeEvents()
        try await host.scroll(.down)
        let events = host.takeEvents().filter { $0.view == "Row" }
        #expect(events.filter { $0.kind == .install }.count == 8, "rows 10 to 17 are built")
        #expect(events.filter { $0.kind == .disappear }.count == 7, "rows 0 to 6 left the screen; row 7, just above it, stays placed")
        #expect(events.filter { $0.kind == .uninstall }.isEmpty, "and are kept")
        #expect(host.shown.dropFirst(2).first == "| [row 8: 0]")
        try await host.scroll(.top)
        let back = host.takeEvents().filter { $0.view == "Row" }
        #expect(back.filter { $0.kind == .install }.isEmpty, "scrolling back near enough creates nothing")
        #expect(back.filter { $0.kind == .appear }.count == 7)
        #expect(host.shown.contains("| [row 2: 1]"), "row 2 kept its state")
    }

    /// WWDC26 session 321, "Prefetching": rows in the margin ahead have their body and state
    /// built before they are visible, and `onAppear` runs only when they are placed on screen;
    /// a prefetched row the person scrolls away from never gets `onAppear`.
    @Test func prefetchedRowsAppearOnlyOnScreen() async throws {
        let host = await ViewHost(Rows(numbers: Array(0..<40)))
        var events = rowEvents(host)
        #expect(events.filter { $0.hasPrefix("install") } == (0..<10).map { "install \($0)" }, "eight on screen, the one about to enter, one prefetched")
        #expect(events.filter { $0.hasPrefix("appear") } == (0..<9).map { "appear \($0)" }, "only those placed appear: on screen and about to enter")
        try await host.scroll(.down)
        events = rowEvents(host)
        #expect(events.filter { $0.hasPrefix("appear") } == (9..<17).map { "appear \($0)" }, "the prefetched row appears as it is placed")
        #expect(events.filter { $0.hasPrefix("install") } == (10..<18).map { "install \($0)" }, "17 is prefetched")
        try await host.scroll(.up)
        events = rowEvents(host)
        #expect(!events.contains("appear 17"), "scrolled away from, it never appeared")
        #expect(events.filter { $0.hasPrefix("appear") } == (0..<7).map { "appear \($0)" })
    }

    /// WWDC26 session 321, "Subview loading": rows scrolled out of screen are kept "for a number
    /// of updates" in case they come back, then deleted with their state. The layer keeps them
    /// while they lie within two viewports of the screen (`LazyRows.keptViewports`).
    @Test func aRowScrolledFarAwayIsDeletedWithItsState() async throws {
        let host = await ViewHost(Rows(numbers: Array(0..<40)))
        try await host.tap("row 1: 0")
        _ = host.takeEvents()
        try await host.scroll(.bottom)
        let events = rowEvents(host)
        #expect(events.filter { $0.hasPrefix("uninstall") } == (0..<10).map { "uninstall \($0)" },
                "the viewport is rows 32 to 39: the ten rows built at the top lie further than sixteen rows, and go")
        #expect(events.filter { $0.hasPrefix("disappear") } == (0..<9).map { "disappear \($0)" }, "those placed disappear first")
        try await host.scroll(.top)
        #expect(host.shown.contains("| [row 1: 0]"), "row 1 is built anew, its state lost")
    }

    struct OptionalRows: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<40, id: \.self) { number in
                        if number >= 0 { Row(number: number) }
                    }
                }
            }
        }
    }

    /// The same session: a row whose body yields a varying number of views (an `if`, an
    /// optional) is kept alive longer, state included: here, while its data is there.
    @Test func aRowOfVaryingViewsIsKeptLonger() async throws {
        let host = await ViewHost(OptionalRows())
        try await host.tap("row 1: 0")
        try await host.scroll(.bottom)
        #expect(host.takeEvents().filter { $0.view == "Row" && $0.kind == .uninstall }.isEmpty)
        try await host.scroll(.top)
        #expect(host.shown.contains("| [row 1: 1]"))
    }

    @Test func aRowKeepsItsStateAcrossInsertionsAndGoesWithItsData() async throws {
        let host = await ViewHost(Rows(numbers: Array(1...40)))
        try await host.tap("row 1: 0")
        try await host.tap("prepend")
        #expect(host.shown[2] == "| [row 41: 0]")
        #expect(host.shown[3] == "| [row 1: 1]", "the row of 1 kept its state, one place down")
        _ = host.takeEvents()
        try await host.tap("drop first")
        try await host.tap("drop first")
        let dropped = host.takeEvents().filter { $0.view == "Row" && $0.kind == .uninstall }
        #expect(dropped.count == 2, "the rows of 41 and 1 are released with their data")
        #expect(host.shown[2] == "| [row 2: 0]")
    }

    @Test func aRowBuiltOutOfReachIsReleasedWhenItsDataGoes() async throws {
        let host = await ViewHost(Rows(numbers: Array(1...40)))
        try await host.scroll(.down)
        _ = host.takeEvents()
        try await host.tap("drop first")
        let events = rowEvents(host)
        #expect(events.filter { $0.hasPrefix("uninstall") } == ["uninstall 1"], "the first row, built and out of reach, is released")
        #expect(!events.contains("disappear 1"), "it had disappeared already")
    }

    struct Unscrolled: View {
        var body: some View {
            LazyVStack {
                ForEach(0..<30, id: \.self) { Row(number: $0) }
            }
        }
    }

    @Test func outsideAScrollViewEveryRowIsBuilt() async {
        let host = await ViewHost(Unscrolled())
        #expect(host.bodyCount(of: Row.self) == 30)
    }

    @Test func aLazyStackScrollsThroughAllItsRowsBuiltOrNot() async throws {
        let host = await ViewHost(Rows(numbers: Array(0..<40)))
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [row 39: 0]")
        #expect(host.bodyCount(of: Row.self) == 20, "ten at the top, ten at the bottom")
    }
}

extension LazyStackTests {
    struct Listed: View {
        var body: some View {
            List(0..<40, id: \.self) { Row(number: $0) }
        }
    }

    @Test func aListIsLazyAndScrollsAsAScrollViewDoes() async throws {
        let host = await ViewHost(Listed())
        #expect(host.bodyCount(of: Row.self) == 10)
        #expect(host.shown.count == 8, "a viewport of rows")
        try await host.tap("row 1: 0")
        try await host.scroll(.down)
        try await host.scroll(.top)
        #expect(host.shown[1] == "| [row 1: 1]", "the row kept its state")
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [row 39: 0]")
        try await host.scroll(.top)
        #expect(host.shown[1] == "| [row 1: 0]", "scrolled far away, the row was deleted")
        #expect(host.events.filter { $0.kind == .install && $0.view == "Row" }.count == 38, "10, 8 further, 10 at the bottom, 10 anew")
    }
}

extension LazyStackTests {
    struct Grid: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                    ForEach(0..<100, id: \.self) { Row(number: $0) }
                }
            }
        }
    }

    @Test func aGridBuildsWholeRowsOfCells() async throws {
        let host = await ViewHost(Grid())
        #expect(host.bodyCount(of: Row.self) == 30, "ten rows of three: eight on screen, two ahead")
        #expect(host.shown.count == 24, "eight rows of three on screen")
        try await host.scroll(.down)
        #expect(host.bodyCount(of: Row.self) == 54, "rows 10 to 17, whole")
        #expect(host.shown.first == "| [row 24: 0]", "the first cell of row 8")
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [row 99: 0]", "a last row of one cell")
        #expect(host.shown.count == 22, "seven full rows and the last")
    }
}

extension LazyStackTests {
    struct AdaptiveGrid: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 180))]) {
                    ForEach(0..<100, id: \.self) { Row(number: $0) }
                }
            }
        }
    }

    /// Issue 30: an adaptive item made one column whatever the width. In the host's 390 points
    /// (a phone's, as `--grid-width` is by default), columns of at least 180 with 8 between are two.
    @Test func adaptiveColumnsFollowTheWidth() async throws {
        let host = await ViewHost(AdaptiveGrid())
        #expect(host.bodyCount(of: Row.self) == 20, "ten rows of two: eight on screen, two ahead")
        #expect(host.shown.count == 16)
        #expect(host.shown[2] == "| [row 2: 0]", "the first cell of the second row")
    }

    @Test func howManyColumnsItemsMake() {
        let adaptive = [GridItem(.adaptive(minimum: 180))]
        #expect(GridItem.columnCount(of: adaptive, width: 800, spacing: nil) == 4)
        #expect(GridItem.columnCount(of: adaptive, width: 1000, spacing: nil) == 5)
        #expect(GridItem.columnCount(of: adaptive, width: 100, spacing: nil) == 1, "one at least")
        #expect(GridItem.columnCount(of: adaptive, width: nil, spacing: nil) == 1, "before the width is known")
        #expect(GridItem.columnCount(of: [GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100))], width: 800, spacing: nil) == 7,
                "the fixed column and 8 points take 108; six of 100 and 8 fit in the 692 left")
        #expect(GridItem.columnCount(of: [GridItem(), GridItem(.flexible())], width: 50, spacing: nil) == 2, "flexible items are a column each")
    }
}

extension LazyStackTests {
    /// A grid of two columns whose `ForEach` places three cells an item.
    struct GridOfTriples: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    ForEach(0..<100, id: \.self) { item in
                        Text("a \(item)")
                        Text("b \(item)")
                        Text("c \(item)")
                    }
                }
            }
        }
    }

    @Test func aGridOfItemsOfSeveralCellsKeepsEachCellInItsColumn() async throws {
        let host = await ViewHost(GridOfTriples())
        #expect(host.shown.first == "| a 0")
        try await host.scroll(.down)
        try await host.scroll(.down)
        // Rows 16 to 23 on screen, cells 32 to 47: within reach from row 14, cell 28, the second
        // cell of item 9. Built from item 9, its first cell 27 went in the first column of row 13,
        // and every cell after it one column early.
        #expect(host.shown.first == "| c 10", "cell 32, the first of row 16")
        #expect(host.shown.count == 16)
        #expect(host.shown.last == "| c 15", "cell 47, the last of row 23")
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| c 99")
        #expect(host.shown.first == "| c 94", "cell 284, the first of row 142")
    }
}

extension LazyStackTests {
    struct Pair: View {
        let number: Int
        var body: some View {
            Text("a \(number)")
            Text("b \(number)")
        }
    }

    /// Items of two cells in two columns after a header: no row begins an item, as every item
    /// begins in the second column.
    struct HeadedPairs: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    Text("header")
                    ForEach(0..<1_000, id: \.self) { Pair(number: $0) }
                }
            }
        }
    }

    @Test func aGridWhoseRowsNeverBeginAnItemStaysLazy() async throws {
        let host = await ViewHost(HeadedPairs())
        try await host.scroll(.bottom)
        #expect(host.bodyCount(of: Pair.self) < 40, "the items near the top and the bottom, not a thousand: \(host.bodyCount(of: Pair.self))")
        #expect(host.shown.last == "| b 999")
    }
}

extension LazyStackTests {
    struct Reflowing: View {
        @State var columnCount = 3
        var body: some View {
            Button("two columns") { columnCount = 2 }
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(), count: columnCount)) {
                    ForEach(0..<100, id: \.self) { Row(number: $0) }
                }
            }
        }
    }

    @Test func aGridOfFewerColumnsPlacesFewerCellsARow() async throws {
        let host = await ViewHost(Reflowing())
        try await host.scroll(.down)
        #expect(host.shown[1] == "| [row 24: 0]", "row 8 of three")
        _ = host.takeEvents()
        try await host.tap("two columns")
        #expect(host.shown.count == 1 + 16, "eight rows of two")
        #expect(host.shown[1] == "| [row 16: 0]", "row 8 of two")
        // Cells 12 to 35, rows 6 to 17, were all built before: nothing is installed or released.
        #expect(rowEvents(host) == (34..<51).map { "disappear \($0)" } + (14..<21).map { "appear \($0)" },
                "placed are rows 7 to 16, the screen and a row past each edge: cells 34 to 50 left them, and cells 14 to 20, built at the top, came back")
    }
}

extension LazyStackTests {
    /// A `ForEach` inside a view of its own in the lazy stack, which takes it out by itself: the
    /// lazy stack's own content does not change.
    struct Toggled: View {
        @State private var isShown = true
        var body: some View {
            Button("hide") { isShown = false }
            if isShown {
                ForEach(0..<30, id: \.self) { Row(number: $0) }
            }
        }
    }

    struct NestedRows: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    Toggled()
                    Text("footer")
                }
            }
        }
    }

    func lazyStack(in element: HeadlessElement) -> HeadlessElement? {
        if element.role == .lazyStack { return element }
        for child in element.children {
            if let found = lazyStack(in: child) { return found }
        }
        return nil
    }

    @Test func aForEachTakenOutByItsOwnParentLeavesNoRoomBehind() async throws {
        let host = await ViewHost(NestedRows())
        let stack = try #require(lazyStack(in: host.backend.window))
        #expect(stack.unplacedRows.after > 0, "the rows out of reach have room kept for them")
        try await host.tap("hide")
        #expect(stack.unplacedRows.before == 0 && stack.unplacedRows.after == 0, "the button and the footer are all the stack has: \(stack.unplacedRows)")
        #expect(host.texts == ["footer"], "the footer, which the rows' room put out of reach, is placed")
    }
}

extension LazyStackTests {
    /// A lazy stack followed, in the scroll view's stack, by more rows than the viewport holds.
    struct TallFooter: View {
        var body: some View {
            ScrollView {
                VStack {
                    LazyVStack {
                        ForEach(0..<40, id: \.self) { Row(number: $0) }
                    }
                    ForEach(0..<12, id: \.self) { Text("footer \($0)") }
                }
            }
        }
    }

    @Test func scrolledPastALazyStackToWhatFollowsItPlacesNoneOfItsRows() async throws {
        let host = await ViewHost(TallFooter())
        _ = host.takeEvents()
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| footer 11")
        // The viewport holds the last 8 of the 52 rows, all footer, and its margin 2 more: the
        // stack's 40 rows are out of reach, as it was scrolled past.
        let events = rowEvents(host)
        #expect(!events.contains { $0.hasPrefix("appear") }, "\(events)")
        #expect(events.filter { $0.hasPrefix("disappear") }.count == 9, "the nine placed of the ten built at the top: \(events)")
        #expect(events.filter { $0.hasPrefix("uninstall") }.count == 10, "all ten lie further than two viewports, and go: \(events)")
    }
}

extension LazyStackTests {
    /// A lazy stack below more rows than the viewport and its margin reach.
    struct TallHeader: View {
        var body: some View {
            ScrollView {
                VStack {
                    ForEach(0..<20, id: \.self) { Text("header \($0)") }
                    LazyVStack {
                        ForEach(0..<40, id: \.self) { Row(number: $0) }
                    }
                }
            }
        }
    }

    @Test func aLazyStackFarBelowTheViewportBuildsNoneOfItsRowsUntilScrolledNear() async throws {
        let host = await ViewHost(TallHeader())
        #expect(host.bodyCount(of: Row.self) == 0, "the viewport and its margin end 10 rows above the stack")
        try await host.scroll(.down)
        try await host.scroll(.down)
        // The viewport starts at row 16: rows 16 to 23, the margin 2 more; the stack begins at 20.
        #expect(host.bodyCount(of: Row.self) == 6, "rows 0 to 5 of the stack")
    }
}

/// The horizontal lazy containers follow rule 17 as the vertical ones do, their views columns of
/// a horizontal scroll view (Apple's `LazyHStack` and `LazyHGrid` documentation: "The stack is
/// 'lazy,' in that the stack view doesn't create items until it needs to render them onscreen").
extension LazyStackTests {
    struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<40, id: \.self) { Row(number: $0) }
                }
            }
        }
    }

    struct Shelf: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(), GridItem()]) {
                    ForEach(0..<100, id: \.self) { Row(number: $0) }
                }
            }
        }
    }

    /// The axis of the first lazy stack under `element`, as the backend was asked for it.
    func lazyStackAxis(in element: HeadlessElement) -> Axis? {
        if element.role == .lazyStack { return element.axis }
        return element.childElements.lazy.compactMap { self.lazyStackAxis(in: $0) }.first
    }

    @Test func aLazyHStackBuildsOnlyTheViewsNearTheViewport() async throws {
        let host = await ViewHost(Carousel())
        #expect(host.bodyCount(of: Row.self) == 10, "eight on screen and two ahead")
        #expect(host.shown.count == 8)
        #expect(lazyStackAxis(in: host.backend.window) == .horizontal, "a row, not a column")
        try await host.scroll(.down)
        #expect(host.shown.first == "| [row 8: 0]")
        #expect(host.bodyCount(of: Row.self) == 18, "rows 10 to 17 come into view")
    }

    @Test func aLazyHGridBuildsWholeColumnsOfCells() async throws {
        let host = await ViewHost(Shelf())
        #expect(host.bodyCount(of: Row.self) == 20, "ten columns of two: eight on screen, two ahead")
        #expect(lazyStackAxis(in: host.backend.window) == .horizontal, "columns of cells, not rows")
        #expect(host.shown.count == 16)
    }
}
