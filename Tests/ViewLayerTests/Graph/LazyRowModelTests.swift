import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// A lazy stack's rows are the elements its content places, whatever places them: views around
/// a `ForEach`, several `ForEach`s, items of more than one view, and a lazy stack that is not the
/// scroll view's whole content. Viewports of 8 rows, built 2 rows ahead.
@MainActor
@Suite struct LazyRowModelTests {
    struct Row: View {
        let number: Int
        @State private var taps = 0
        var body: some View {
            Button("row \(number): \(taps)") { taps += 1 }
        }
    }

    struct Titled: View {
        let title: String
        var body: some View { Text(title) }
    }

    func appeared(_ host: ViewHost) -> [String] {
        host.takeEvents().filter { $0.kind == .appear && ($0.view == "Row" || $0.view == "Titled") }.map(\.path)
    }

    struct HeaderAndFooter: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    Titled(title: "Header")
                    ForEach(0..<40, id: \.self) { Row(number: $0) }
                    Titled(title: "Footer")
                }
            }
        }
    }

    @Test func viewsAroundAForEachAreRowsOfTheirOwn() async throws {
        let host = await ViewHost(HeaderAndFooter())
        #expect(host.shown.first == "| Header")
        #expect(host.shown.count == 8)
        #expect(host.shown.last == "| [row 6: 0]", "the header takes a row")
        #expect(host.bodyCount(of: Row.self) == 9, "rows 0 to 8: the viewport and two ahead, less the header")
        _ = host.takeEvents()
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| Footer")
        #expect(host.shown.first == "| [row 33: 0]", "42 rows in all")
        let titles = host.takeEvents().filter { $0.view == "Titled" }.map(\.kind)
        #expect(titles == [.install, .body, .disappear, .uninstall, .appear],
                "the footer is built as it first comes near, a row like the ForEach's; the header leaves the screen and, 34 rows away, is deleted")
        try await host.scroll(.top)
        #expect(host.takeEvents().filter { $0.view == "Titled" }.map(\.kind) == [.install, .body, .disappear, .uninstall, .appear])
        #expect(host.shown.first == "| Header")
    }

    struct TwoForEachs: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<20, id: \.self) { Row(number: $0) }
                    ForEach(100..<120, id: \.self) { Row(number: $0) }
                }
            }
        }
    }

    @Test func aSecondForEachsRowsComeAfterTheFirsts() async throws {
        let host = await ViewHost(TwoForEachs())
        #expect(host.bodyCount(of: Row.self) == 10, "only the first ForEach's rows are near")
        try await host.scroll(.down)
        try await host.scroll(.down)
        #expect(host.shown.first == "| [row 16: 0]")
        #expect(host.shown.last == "| [row 103: 0]", "rows 16 to 23 of 40")
        try await host.scroll(.bottom)
        #expect(host.shown.first == "| [row 112: 0]")
        #expect(host.shown.last == "| [row 119: 0]")
    }

    struct Pairs: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<20, id: \.self) { number in
                        Titled(title: "title \(number)")
                        Row(number: number)
                    }
                }
            }
        }
    }

    @Test func anItemOfTwoViewsTakesTwoRows() async throws {
        let host = await ViewHost(Pairs())
        #expect(host.shown.count == 8)
        #expect(host.shown.last == "| [row 3: 0]", "four items on screen")
        #expect(host.bodyCount(of: Row.self) == 5, "and one ahead")
        try await host.scroll(.bottom)
        #expect(host.shown.first == "| title 16")
        #expect(host.shown.last == "| [row 19: 0]")
    }

    struct Repeated: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach([0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], id: \.self) { Row(number: $0) }
                }
            }
        }
    }

    @Test func aRepeatedIDTakesNoRow() async throws {
        let host = await ViewHost(Repeated())
        #expect(host.warnings.contains { $0.message.contains("occurs multiple times") })
        #expect(host.shown == (0..<8).map { "| [row \($0): 0]" }, "the repeated 1 is shown once, and leaves no gap")
        try await host.scroll(.bottom)
        #expect(host.shown == (4..<12).map { "| [row \($0): 0]" }, "twelve rows")
    }

    struct Nested: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<20, id: \.self) { number in
                        Group {
                            ForEach(0..<2, id: \.self) { Row(number: number * 10 + $0) }
                        }
                    }
                }
            }
        }
    }

    @Test func aForEachInsideARowBuildsItsWholeRow() async throws {
        let host = await ViewHost(Nested())
        #expect(host.shown.count == 8)
        #expect(host.shown.prefix(3) == ["| [row 0: 0]", "| [row 1: 0]", "| [row 10: 0]"])
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [row 191: 0]")
    }

    struct UnderAHeader: View {
        @State var count = 40
        var body: some View {
            Button("keep five") { count = 5 }
            ScrollView {
                VStack {
                    Titled(title: "Header")
                    LazyVStack {
                        ForEach(0..<count, id: \.self) { Row(number: $0) }
                    }
                    .padding()
                }
            }
        }
    }

    @Test func aLazyStackUnderAHeaderScrollsWithTheScrollView() async throws {
        let host = await ViewHost(UnderAHeader())
        #expect(host.shown[1] == "| Header")
        #expect(host.shown.last == "| [row 6: 0]")
        #expect(host.bodyCount(of: Row.self) == 9)
        try await host.scroll(.down)
        #expect(host.shown[1] == "| [row 7: 0]", "the header and rows 0 to 6 were the first viewport")
        #expect(host.bodyCount(of: Row.self) == 17, "rows 9 to 16 come near")
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [row 39: 0]")
        #expect(host.shown.count == 1 + 8)
        try await host.tap("keep five")
        #expect(host.shown == ["| [keep five]", "| Header"] + (0..<5).map { "| [row \($0): 0]" }, "the rows left, from the top")
    }

    struct Padded: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<40, id: \.self) { Row(number: $0) }
                }
                .padding()
            }
        }
    }

    @Test func paddingAroundALazyStackTakesNoRow() async throws {
        let host = await ViewHost(Padded())
        #expect(host.bodyCount(of: Row.self) == 10)
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [row 39: 0]")
        #expect(host.bodyCount(of: Row.self) == 20)
    }

    struct TwoStacks: View {
        var body: some View {
            ScrollView {
                VStack {
                    LazyVStack { ForEach(0..<20, id: \.self) { Row(number: $0) } }
                    LazyVStack { ForEach(100..<120, id: \.self) { Row(number: $0) } }
                }
            }
        }
    }

    @Test func aLazyStackAfterAnotherCountsAllItsRows() async throws {
        let host = await ViewHost(TwoStacks())
        for _ in 0..<3 { try await host.scroll(.down) }
        #expect(host.shown == (104..<112).map { "| [row \($0): 0]" }, "rows 24 to 31 of 40")
    }

    struct Pinned: View {
        @State var pinned = false
        var body: some View {
            Button("pin") { pinned = true }
            ScrollView {
                LazyVStack {
                    if pinned { ForEach(100..<104, id: \.self) { Row(number: $0) } }
                    ForEach(0..<40, id: \.self) { Row(number: $0) }
                }
            }
        }
    }

    @Test func aForEachThatComesBeforeAnotherMovesItsRows() async throws {
        let host = await ViewHost(Pinned())
        try await host.scroll(.down)
        try await host.tap("pin")
        #expect(host.shown.dropFirst() == ArraySlice((4..<12).map { "| [row \($0): 0]" }), "the first row on screen is still row 8, now row 4 of the second ForEach")
        try await host.scroll(.bottom)
        #expect(host.shown.dropFirst() == ArraySlice((32..<40).map { "| [row \($0): 0]" }))
        try await host.scroll(.top)
        #expect(host.shown.dropFirst() == ArraySlice((100..<104).map { "| [row \($0): 0]" } + (0..<4).map { "| [row \($0): 0]" }))
    }

    struct Uneven: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<40, id: \.self) { number in
                        if number.isMultiple(of: 4) { Titled(title: "group \(number / 4)") }
                        Row(number: number)
                    }
                }
            }
        }
    }

    @Test func itemsOfDifferentSizesLeaveNoGapOnScreen() async throws {
        let host = await ViewHost(Uneven())
        #expect(host.shown.count == 8)
        for _ in 0..<4 {
            try await host.scroll(.down)
            #expect(host.shown.count == 8, "a full viewport: \(host.shown)")
        }
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [row 39: 0]")
        #expect(host.shown.count == 8)
    }
}
