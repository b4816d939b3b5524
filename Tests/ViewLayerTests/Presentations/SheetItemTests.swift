import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 18 for `sheet(item:)`: the content's identity is the item's id. Another item releases
/// the old content (its `onDisappear`, then its objects' `deinit`) before building the new.
@MainActor
@Suite struct SheetItemTests {
    struct Item: Identifiable {
        let id: Int
    }

    final class Model: ObservableObject {
        let name: String
        let lifetimes: LifetimeRecorder
        init(_ name: String, _ lifetimes: LifetimeRecorder) {
            self.name = name
            self.lifetimes = lifetimes
            lifetimes.made(name)
        }
        deinit { lifetimes.released(name) }
    }

    struct Content: View {
        let item: Item
        let lifetimes: LifetimeRecorder
        @StateObject private var model: Model
        init(item: Item, lifetimes: LifetimeRecorder) {
            self.item = item
            self.lifetimes = lifetimes
            _model = StateObject(wrappedValue: Model("Item \(item.id) model", lifetimes))
        }
        var body: some View {
            Text("Item \(item.id)")
                .onAppear { lifetimes.made("Item \(item.id) appear") }
                .onDisappear { lifetimes.made("Item \(item.id) disappear") }
        }
    }

    struct Presenter: View {
        let lifetimes: LifetimeRecorder
        @State private var item: Item?
        var body: some View {
            Button("Show Item 1") { item = Item(id: 1) }
            Button("Show Item 2") { item = Item(id: 2) }
                .sheet(item: $item, onDismiss: { lifetimes.made("dismissed") }) { item in
                    Content(item: item, lifetimes: lifetimes)
                    Button("Replace") { self.item = Item(id: item.id == 1 ? 2 : 1) }
                }
        }
    }

    func events(_ lifetimes: LifetimeRecorder) -> [String] {
        lifetimes.takeEvents().map { $0.replacingOccurrences(of: " init", with: "") }
    }

    @Test func anotherItemReleasesTheOldContentBeforeBuildingTheNew() async throws {
        let lifetimes = LifetimeRecorder()
        let host = await ViewHost(Presenter(lifetimes: lifetimes), lifetimes: lifetimes)
        try await host.tap("Show Item 1")
        #expect(events(lifetimes) == ["Item 1 model", "Item 1 appear"])
        #expect(host.texts.contains("Item 1"))
        try await host.tap("Replace")
        #expect(events(lifetimes) == ["Item 1 disappear", "Item 1 model deinit", "dismissed", "Item 2 model", "Item 2 appear"])
        #expect(host.texts.contains("Item 2"))
        #expect(!host.texts.contains("Item 1"))
    }

    @Test func anItemThatComesBackGetsFreshContent() async throws {
        let lifetimes = LifetimeRecorder()
        let host = await ViewHost(Presenter(lifetimes: lifetimes), lifetimes: lifetimes)
        try await host.tap("Show Item 2")
        _ = lifetimes.takeEvents()
        try await host.tap("Replace")
        try await host.tap("Replace")
        #expect(events(lifetimes) == [
            "Item 2 disappear", "Item 2 model deinit", "dismissed", "Item 1 model", "Item 1 appear",
            "Item 1 disappear", "Item 1 model deinit", "dismissed", "Item 2 model", "Item 2 appear",
        ])
    }

    @Test func dismissingSetsTheItemBackAndReleasesTheContent() async throws {
        let lifetimes = LifetimeRecorder()
        let host = await ViewHost(Presenter(lifetimes: lifetimes), lifetimes: lifetimes)
        try await host.tap("Show Item 1")
        _ = lifetimes.takeEvents()
        try await host.dismiss()
        #expect(events(lifetimes) == ["Item 1 disappear", "Item 1 model deinit", "dismissed"])
        #expect(host.shown == ["| [Show Item 1]", "| [Show Item 2]"], "the item is nil again: no sheet")
        try await host.tap("Show Item 1")
        #expect(events(lifetimes) == ["Item 1 model", "Item 1 appear"], "a new presentation builds fresh content")
        await host.unmount()
        #expect(!lifetimes.living.contains { $0.hasSuffix("model") }, "the model went with the view")
    }
}
