import LifecycleTesting
import ShopViews
import Testing
import ViewLayer

/// Tests of a search that waits for typing to pause, pushes pages and presents a sheet.
@MainActor
@Suite struct ProductSearchTests {
    /// The task the last key restarted is on its way to its sleep; on a busy machine it may take a moment more.
    func untilTheSearchWaits(_ host: ViewHost) async {
        for _ in 0..<1000 where host.clock.pendingSleeps == 0 { await Task.yield() }
    }

    let catalogue = [Product("Apple"), Product("Apricot", inStock: false), Product("Banana")]

    @Test func theSearchWaitsForTypingToPause() async throws {
        let host = await ViewHost(ProductSearch(catalogue: catalogue))
        try await host.type("ap", into: "Search")
        await untilTheSearchWaits(host)
        await host.advance(by: .milliseconds(299))
        #expect(host.texts == ["No results"], "time in a host moves only when the test moves it")
        await host.advance(by: .milliseconds(1))
        #expect(host.texts == ["2 results"])
        #expect(host.shown.suffix(2) == ["| [Apple]", "| [Apricot]"])
    }

    @Test func eachKeyCancelsTheWaitBeforeIt() async throws {
        let host = await ViewHost(ProductSearch(catalogue: catalogue))
        try await host.type("banana", into: "Search")
        await untilTheSearchWaits(host)
        #expect(host.clock.pendingSleeps == 1)
        #expect(host.events.filter { $0.kind == .taskCancelled }.count == 6, "the task that waited for the empty field, then one per key but the last")
        await host.advance(by: .seconds(1))
        #expect(host.texts == ["1 results"])
    }

    @Test func aPushedPageKeepsItsStateUntilPopped() async throws {
        let host = await ViewHost(ProductSearch(catalogue: catalogue))
        try await host.type("apple", into: "Search")
        await untilTheSearchWaits(host)
        await host.advance(by: .seconds(1))
        try await host.tap("Apple")
        #expect(host.texts == ["Apple", "In stock"])
        try await host.tap("Add to cart")
        #expect(host.find(ProductPage.self)?.state("isInCart", as: Bool.self) == true)
        try await host.back()
        #expect(host.find(ProductPage.self) == nil, "popped, and released")
        try await host.tap("Apple")
        #expect(host.shown.last == "| [Add to cart]", "a page pushed again starts afresh")
    }

    @Test func theFiltersSheetChangesWhatIsListed() async throws {
        let host = await ViewHost(ProductSearch(catalogue: catalogue))
        try await host.type("ap", into: "Search")
        await untilTheSearchWaits(host)
        await host.advance(by: .seconds(1))
        try await host.tap("Filters")
        #expect(host.shown == ["| [ ] In stock only", "| [Done]"], "the sheet is what a person sees now")
        try await host.toggle("In stock only")
        try await host.tap("Done")
        #expect(host.texts == ["1 results"])
        #expect(host.state(of: ProductSearch.self, "showsFilters", as: Bool.self) == false, "Done dismissed the sheet through its binding")
    }

    @Test func closingTheSheetAsAPersonWouldKeepsTheChoice() async throws {
        let host = await ViewHost(ProductSearch(catalogue: catalogue))
        try await host.tap("Filters")
        try await host.toggle("In stock only")
        try await host.dismiss()
        try await host.tap("Filters")
        #expect(host.shown.first == "| [x] In stock only")
        #expect(host.warnings == [], "no misuse of the view layer along the way")
    }
}
