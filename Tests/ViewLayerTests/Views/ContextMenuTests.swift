import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `.contextMenu`: the view shows as it is, and `select:` picks an item of the menu of the view
/// whose texts are its label. The items are views built with the view (Apple's `contextMenu(menuItems:)`:
/// "Adds a context menu to a view"), so a row's items act on that row.
@MainActor
@Suite struct ContextMenuTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Groceries: View {
        let log: Log
        @State var items = ["Milk", "Eggs", "Bread"]

        var body: some View {
            VStack {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .contextMenu {
                            Button("Move to top") { items.removeAll { $0 == item }; items.insert(item, at: 0) }
                            Button("Delete", role: .destructive) { items.removeAll { $0 == item } }
                        } preview: {
                            Text("Preview of \(item)")
                        }
                        .onDisappear { log.lines.append("\(item) disappeared") }
                }
                Text("\(items.count) items")
            }
        }
    }

    @Test func aViewsMenuItemsArePickedBySelectAndActOnThatView() async throws {
        let log = Log()
        let host = await ViewHost(Groceries(log: log))
        #expect(host.shown == ["| Milk", "| Eggs", "| Bread", "| 3 items"], "the menu and its preview are not shown")
        try await host.select("Move to top", in: "Bread")
        #expect(host.texts == ["Bread", "Milk", "Eggs", "3 items"])
        try await host.select("Delete", in: "Milk")
        #expect(host.texts == ["Bread", "Eggs", "2 items"])
        #expect(log.lines == ["Milk disappeared"])
        await #expect(throws: DriveError.noSuchMenuItem(menu: "Eggs", item: "Rename", items: ["Move to top", "Delete"])) {
            try await host.select("Rename", in: "Eggs")
        }
        await #expect(throws: DriveError.noSuchControl(label: "Milk", kind: "picker or menu", visible: ["Bread", "Eggs"])) {
            try await host.select("Delete", in: "Milk")
        }
        await host.unmount()
        host.expectNothingOutlives()
    }
}
