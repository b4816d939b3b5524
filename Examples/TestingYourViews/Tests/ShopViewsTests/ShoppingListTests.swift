import LifecycleTesting
import ShopViews
import Testing
import ViewLayer

/// Tests of a list that owns its model and whose rows keep state of their own.
@MainActor
@Suite struct ShoppingListTests {
    /// A host showing the list with `names` added, one after another, as a person would.
    func listWith(_ names: String...) async throws -> ViewHost {
        let host = await ViewHost(ShoppingList())
        for name in names {
            try await host.type(name, into: "Item")
            try await host.tap("Add")
        }
        return host
    }

    @Test func anEmptyListSaysSo() async {
        let host = await ViewHost(ShoppingList())
        #expect(host.snapshot == """
            ShoppingList
              | Item: []
              | [Add]
              | Nothing to buy
            """)
    }

    @Test func addingAnItemShowsItsRowAndEmptiesTheField() async throws {
        let host = try await listWith("Milk")
        #expect(host.texts == ["Milk", "× 1", "1 to buy"])
        #expect(host.shown.first == "| Item: []")
    }

    @Test func nothingIsAddedWithoutAName() async throws {
        let host = await ViewHost(ShoppingList())
        try await host.tap("Add")
        #expect(host.texts == ["Nothing to buy"])
    }

    @Test func eachRowCountsOnItsOwn() async throws {
        let host = try await listWith("Milk", "Eggs")
        // The second row's "+", not the first one's: a scope acts within its view only.
        let eggs = try #require(host.find(ItemRow.self, 2))
        try await eggs.tap("+")
        try await eggs.tap("+")
        #expect(eggs.texts == ["Eggs", "× 3"])
        #expect(host.find(ItemRow.self, 1)?.texts == ["Milk", "× 1"])
        #expect(eggs.state("quantity", as: Int.self) == 3, "a private @State, read as it is now")
        #expect(host.snapshot == """
            ShoppingList
              | Item: []
              | [Add]
              ItemRow
                | Milk
                | [-]
                | × 1
                | [+]
              | [Remove Milk]
              ItemRow
                | Eggs
                | [-]
                | × 3
                | [+]
              | [Remove Eggs]
              | 2 to buy
            """)
    }

    @Test func addingAnItemBuildsOnlyTheNewRow() async throws {
        let host = try await listWith("Milk", "Eggs")
        let rowBodies = host.bodyCount(of: ItemRow.self)
        try await host.type("Tea", into: "Item")
        try await host.tap("Add")
        #expect(host.bodyCount(of: ItemRow.self) == rowBodies + 1, "the rows already shown are equal to what they were: their bodies do not run again")
    }

    @Test func aRemovedRowTakesItsStateWithIt() async throws {
        let host = try await listWith("Milk")
        try await host.tap("+")
        _ = host.takeEvents()
        try await host.tap("Remove Milk")
        let rowEvents = host.takeEvents().filter { $0.view == "ItemRow" }.map(\.kind)
        #expect(rowEvents == [.disappear, .uninstall])
        // Added again, it is another item: a new row, counting from 1.
        try await host.type("Milk", into: "Item")
        try await host.tap("Add")
        #expect(host.texts == ["Milk", "× 1", "1 to buy"])
    }

    @Test func theModelLivesAsLongAsTheList() async throws {
        let host = try await listWith("Milk")
        weak let model = host.state(of: ShoppingList.self, "model", as: ShoppingModel.self)
        #expect(model?.items.map(\.name) == ["Milk"])
        await host.unmount()
        #expect(model == nil, "the @StateObject was released with its view")
        host.expectNothingOutlives()
    }
}
