import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// A `Group`, an `if` or a custom view's several views in a lazy container are rows of the
/// container, built as they come near like a `ForEach`'s (rule 17: SwiftUI flattens a `Group`'s
/// children into its container's, "Demystify SwiftUI" WWDC21 and the `Group` documentation: "the
/// group's children … become children of the container"). Viewports of 8 rows, built 2 ahead.
@MainActor
@Suite struct LazyGroupTests {
    struct Row: View {
        let number: Int
        @State private var taps = 0
        var body: some View {
            Button("row \(number): \(taps)") { taps += 1 }
        }
    }

    struct StaticList: View {
        @State var showsLast = false
        var body: some View {
            List {
                Group {
                    Row(number: 0); Row(number: 1); Row(number: 2); Row(number: 3); Row(number: 4)
                    Row(number: 5); Row(number: 6); Row(number: 7); Row(number: 8); Row(number: 9)
                    Row(number: 10); Row(number: 11); Row(number: 12); Row(number: 13); Row(number: 14)
                }
                Group {
                    Row(number: 15); Row(number: 16); Row(number: 17); Row(number: 18); Row(number: 19)
                    Row(number: 20); Row(number: 21); Row(number: 22); Row(number: 23); Row(number: 24)
                    Row(number: 25); Row(number: 26); Row(number: 27); Row(number: 28)
                    if showsLast { Row(number: 29) }
                }
                Button("show the last") { showsLast = true }
            }
        }
    }

    @Test func aGroupsViewsInAListAreBuiltAsTheyComeNear() async throws {
        let host = await ViewHost(StaticList())
        #expect(host.shown.count == 8)
        #expect(host.shown.last == "| [row 7: 0]")
        #expect(host.bodyCount(of: Row.self) == 10, "of thirty rows, the viewport and two ahead")
        try await host.tap("row 1: 0")
        #expect(host.bodyCount(of: Row.self) == 11)
        try await host.scroll(.down)
        try await host.scroll(.top)
        #expect(host.shown[1] == "| [row 1: 1]", "a built row near enough keeps its state out of reach")
        try await host.scroll(.down)
        #expect(host.shown.first == "| [row 8: 0]")
        #expect(host.bodyCount(of: Row.self) == 19, "rows 10 to 17 come near; the second group's first three among them")
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [show the last]")
        try await host.tap("show the last")
        #expect(host.shown.suffix(2) == ["| [row 28: 0]", "| [row 29: 0]"], "the if's row comes in place, before the button")
        try await host.scroll(.top)
        #expect(host.shown[1] == "| [row 1: 0]", "scrolled far away, a written-out row is deleted with its state, as a ForEach's is")
    }

    struct Sections: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    Twenty(first: 0)
                    Twenty(first: 100)
                }
            }
        }
    }

    /// A custom view in a lazy container is one row, built when it comes near: its own views go
    /// with it. (SwiftUI would flatten a custom view of several views too; the layer builds it
    /// whole, and a `ForEach` in it places its rows lazily all the same.)
    struct Twenty: View {
        let first: Int
        var body: some View {
            ForEach(first..<first + 20, id: \.self) { Row(number: $0) }
        }
    }

    @Test func aCustomViewIsARowAndItsForEachStaysLazy() async throws {
        let host = await ViewHost(Sections())
        #expect(host.bodyCount(of: Twenty.self) == 1, "the second section is out of reach")
        #expect(host.bodyCount(of: Row.self) == 10)
        try await host.scroll(.bottom)
        #expect(host.bodyCount(of: Twenty.self) == 2, "the bottom of 21 rows, as the unbuilt section was taken to be one")
        #expect(host.shown.last == "| [row 100: 0]", "built, it is twenty rows, and the bottom is further")
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [row 119: 0]")
        #expect(host.bodyCount(of: Row.self) == 32, "ten at first; the first section's 11 to 19 and the second's first three; then its last ten")
    }

    struct Unscrolled: View {
        var body: some View {
            LazyVStack {
                Group { Row(number: 0); Row(number: 1); Row(number: 2) }
                Group { Row(number: 3); Row(number: 4); Row(number: 5); Row(number: 6); Row(number: 7); Row(number: 8); Row(number: 9); Row(number: 10) }
            }
        }
    }

    @Test func withoutAScrollViewEveryRowIsBuilt() async throws {
        let host = await ViewHost(Unscrolled())
        #expect(host.bodyCount(of: Row.self) == 11)
        #expect(host.shown.count == 11)
    }
}

extension LazyGroupTests {
    /// A view at the end that places nothing, the usual "load more" trigger.
    struct LoadMore: View {
        let journal: Journal
        var body: some View {
            EmptyView().onAppear { journal.log("load more") }
        }
    }

    struct Feed: View {
        let journal: Journal
        let count: Int
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<count, id: \.self) { Row(number: $0) }
                    LoadMore(journal: journal)
                }
            }
        }
    }

    /// Built at the very end, a row of no element lay where nothing is kept, and was deleted and
    /// built again a thousand times a placement (found in review).
    @Test(arguments: [3, 40])
    func aRowOfNothingAtTheEndIsBuiltOnce(count: Int) async throws {
        let journal = Journal()
        let host = await ViewHost(Feed(journal: journal, count: count))
        #expect(host.bodyCount(of: LoadMore.self) == (count == 3 ? 1 : 0), "built when near, once")
        #expect(journal.take() == (count == 3 ? ["load more"] : []))
        try await host.scroll(.bottom)
        #expect(host.bodyCount(of: LoadMore.self) == 1)
        #expect(journal.take() == (count == 3 ? [] : ["load more"]))
    }
}
