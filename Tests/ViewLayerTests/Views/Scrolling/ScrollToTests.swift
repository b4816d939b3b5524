import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)` (Apple's documentation: the proxy
/// scans its scroll views "for the first with a child view with identifier `id`, and then
/// scrolls to that view"; with an anchor, that point of the view is aligned with the same point
/// of the scroll view, and with none it "scrolls the minimum amount to make the identified view
/// wholly visible"). Scrolling is counted in rows (rule 17's model), 8 to the viewport here.
@MainActor
@Suite struct ScrollToTests {
    struct Row: View {
        let number: Int
        @State private var seen = true
        var body: some View { Text("row \(number)") }
    }

    /// A button that jumps to `target`, above a lazy stack of `count` rows.
    struct Jumper: View {
        var target: AnyHashable = 50
        var anchor: UnitPoint?
        var count = 100
        var body: some View {
            ScrollViewReader { proxy in
                Button("jump") { proxy.scrollTo(target, anchor: anchor) }
                ScrollView {
                    LazyVStack {
                        ForEach(0..<count, id: \.self) { Row(number: $0) }
                    }
                }
            }
        }
    }

    /// The rows on screen, by number.
    func rowsShown(_ host: ViewHost) -> [Int] {
        host.shown.compactMap { $0.hasPrefix("| row ") ? Int($0.dropFirst(6)) : nil }
    }

    func rowNumbers(_ host: ViewHost, _ kind: LifecycleEvent.Kind) -> [Int] {
        host.takeEvents().filter { $0.view == "Row" && $0.kind == kind }.compactMap { event in
            event.path.split(separator: "/").last?.split(separator: ":").first.flatMap { Int($0.dropFirst()) }
        }
    }

    @Test func topMakesTheRowTheFirstOnScreenAndBuildsOnlyTheRowsItReaches() async throws {
        let host = await ViewHost(Jumper(anchor: .top))
        _ = host.takeEvents()
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(50..<58))
        let events = host.takeEvents().filter { $0.view == "Row" }
        let installed = events.filter { $0.kind == .install }.count
        #expect(installed == 12, "rows 48 to 59: the viewport and a margin of two each side, nothing between")
        #expect(events.filter { $0.kind == .appear }.count == 10, "rows 49 to 58: on screen and the one about to enter past each edge")
        #expect(events.filter { $0.kind == .uninstall }.count == 10, "rows 0 to 9 are more than two viewports away: deleted with their state")
    }

    @Test func bottomMakesTheRowTheLastOnScreen() async throws {
        let host = await ViewHost(Jumper(anchor: .bottom))
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(43..<51))
    }

    @Test func centerPutsTheRowInTheMiddleTheUpperOfTwo() async throws {
        let host = await ViewHost(Jumper(anchor: .center))
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(47..<55))
    }

    @Test func noAnchorMovesTheLeastAndNotAtAllWhenTheRowIsShownWhole() async throws {
        let host = await ViewHost(Jumper(target: 50))
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(43..<51), "from above: the row comes in at the bottom")
        _ = host.takeEvents()
        let host2 = await ViewHost(Jumper(target: 5))
        _ = host2.takeEvents()
        try await host2.tap("jump")
        #expect(rowsShown(host2) == Array(0..<8), "row 5 is on screen: nothing moves")
        #expect(host2.takeEvents().filter { $0.view == "Row" && $0.kind != .body }.isEmpty)
    }

    @Test func noAnchorFromBelowBringsTheRowInAtTheTop() async throws {
        let host = await ViewHost(Jumper(target: 10))
        try await host.scroll(.bottom)
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(10..<18))
    }

    @Test func aRowNearTheEndStopsAtTheLastViewport() async throws {
        let host = await ViewHost(Jumper(target: 98, anchor: .top))
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(92..<100))
    }

    @Test func anIDNoViewHasMovesNothing() async throws {
        let host = await ViewHost(Jumper(target: "nowhere", anchor: .top))
        _ = host.takeEvents()
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(0..<8))
        #expect(host.takeEvents().filter { $0.view == "Row" && $0.kind != .body }.isEmpty)
    }

    /// `.id(_:)` names a view of a plain stack, all of whose rows are built: scrolling builds
    /// nothing (rule 17).
    @Test func anIDGivenWithTheModifierIsFoundInAStack() async throws {
        struct Stacked: View {
            var body: some View {
                ScrollViewReader { proxy in
                    Button("jump") { proxy.scrollTo("item-20", anchor: .top) }
                    ScrollView {
                        VStack {
                            ForEach(0..<30) { Text("row \($0)").id("item-\($0)") }
                        }
                    }
                }
            }
        }
        let host = await ViewHost(Stacked())
        let built = host.events.count
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(20..<28))
        #expect(!host.events.dropFirst(built).contains { $0.kind == .install }, "a VStack built every row at once")
    }

    @Test func aListsRowsAreFoundByTheirIDs() async throws {
        struct Listed: View {
            var body: some View {
                ScrollViewReader { proxy in
                    Button("jump") { proxy.scrollTo(70, anchor: .top) }
                    List(0..<100, id: \.self) { Row(number: $0) }
                }
            }
        }
        let host = await ViewHost(Listed())
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(70..<78))
    }

    /// The content reads the state of the view around as that view's body would (rule 4): a
    /// change shows, as it does in SwiftUI, where the closure is the reader's content.
    @Test func theReadersContentFollowsTheStateItReads() async throws {
        struct Counting: View {
            @State private var taps = 0
            var body: some View {
                ScrollViewReader { _ in
                    Button("tapped \(taps)") { taps += 1 }
                }
            }
        }
        let host = await ViewHost(Counting())
        try await host.tap("tapped 0")
        #expect(host.shown == ["| [tapped 1]"])
    }

    /// A horizontal scroll view aligns by the anchor's x: `.leading` makes the column the first,
    /// `.trailing` the last, whatever the anchor's y.
    @Test func aHorizontalScrollViewAlignsByTheAnchorsX() async throws {
        struct Across: View {
            let anchor: UnitPoint
            var body: some View {
                ScrollViewReader { proxy in
                    Button("jump") { proxy.scrollTo(30, anchor: anchor) }
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(0..<60, id: \.self) { Row(number: $0) }
                        }
                    }
                }
            }
        }
        let leading = await ViewHost(Across(anchor: .leading))
        try await leading.tap("jump")
        #expect(rowsShown(leading) == Array(30..<38))
        let trailing = await ViewHost(Across(anchor: .trailing))
        try await trailing.tap("jump")
        #expect(rowsShown(trailing) == Array(23..<31))
    }

    /// Apple: "You may not use the `ScrollViewProxy` during execution of the `content`
    /// closure. Doing so results in a runtime error." Here it warns, once, and scrolls nothing.
    @Test func scrollingWhileTheContentIsMadeWarnsAndScrollsNothing() async throws {
        struct Eager: View {
            var body: some View {
                ScrollViewReader { proxy in
                    let _ = proxy.scrollTo(50, anchor: .top)
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<100, id: \.self) { Row(number: $0) }
                        }
                    }
                }
            }
        }
        let host = await ViewHost(Eager())
        #expect(rowsShown(host) == Array(0..<8))
        #expect(host.warnings.map(\.message) == ["You may not use the ScrollViewProxy during execution of the content closure: call scrollTo(_:anchor:) from an action, such as a button's, a gesture's or onChange's."])
    }

    /// `onAppear` is an action: a jump there, as apps open a list at its end, scrolls.
    @Test func aJumpInOnAppearScrolls() async throws {
        struct Opening: View {
            var body: some View {
                ScrollViewReader { proxy in
                    List(0..<100, id: \.self) { Row(number: $0) }
                        .onAppear { proxy.scrollTo(99) }
                }
            }
        }
        let host = await ViewHost(Opening())
        #expect(rowsShown(host) == Array(92..<100))
        #expect(host.warnings.isEmpty)
    }

    /// Rows before the lazy stack (a header) count among the scroll view's rows.
    @Test func rowsAboveTheLazyStackAreCounted() async throws {
        struct Headed: View {
            var body: some View {
                ScrollViewReader { proxy in
                    Button("jump") { proxy.scrollTo(30, anchor: .top) }
                    ScrollView {
                        Text("header")
                        LazyVStack {
                            ForEach(0..<100, id: \.self) { Row(number: $0) }
                        }
                    }
                }
            }
        }
        let host = await ViewHost(Headed())
        try await host.tap("jump")
        #expect(rowsShown(host) == Array(30..<38))
        #expect(!host.shown.contains("| header"))
    }
}
