import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Editing collections: `ForEach($items)`, `onDelete` and `onMove`, driven as a person edits.
@MainActor
@Suite struct EditingTests {
    struct Todo: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct Todos: View {
        @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread"), Todo(id: 3, title: "Eggs")]
        var body: some View {
            List {
                ForEach($todos) { $todo in
                    Toggle(todo.title, isOn: $todo.isDone)
                }
                .onDelete { todos.remove(atOffsets: $0) }
                .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
            }
            Text("done: \(todos.filter(\.isDone).map(\.title).joined(separator: ", "))")
        }
    }

    /// A row's binding writes its own element of the array, wherever the row has moved to.
    @Test func aRowsBindingWritesItsElement() async throws {
        let host = await ViewHost(Todos())
        #expect(host.shown == ["| [ ] Milk", "| [ ] Bread", "| [ ] Eggs", "| done: "])
        try await host.toggle("Bread")
        #expect(host.shown == ["| [ ] Milk", "| [x] Bread", "| [ ] Eggs", "| done: Bread"])
        try await host.move("Eggs", to: 1)
        try await host.toggle("Eggs")
        #expect(host.shown == ["| [x] Eggs", "| [ ] Milk", "| [x] Bread", "| done: Eggs, Bread"])
        try await host.delete("Milk")
        #expect(host.shown == ["| [x] Eggs", "| [x] Bread", "| done: Eggs, Bread"])
        await host.unmount()
        host.expectNothingOutlives()
    }

    /// `onMove` hands over the offset the row goes before, counted in the rows as they were
    /// (Apple's `move(fromOffsets:toOffset:)`): moving the first of three rows to the end is
    /// offsets [0] to 3.
    @Test func aMoveHandsOverTheOffsetTheRowGoesBefore() async throws {
        @MainActor final class Moves { var calls: [String] = [] }
        struct Rows: View {
            let moves: Moves
            @State var rows = ["a", "b", "c"]
            var body: some View {
                ForEach(rows, id: \.self) { Text($0) }
                    .onMove { source, destination in
                        moves.calls.append("\(Array(source)) to \(destination)")
                        rows.move(fromOffsets: source, toOffset: destination)
                    }
            }
        }
        let moves = Moves()
        let host = await ViewHost(Rows(moves: moves))
        try await host.move("a", to: 3)
        try await host.move("c", to: 1)
        #expect(moves.calls == ["[0] to 3", "[1] to 0"])
        #expect(host.shown == ["| c", "| b", "| a"])
        await #expect(throws: DriveError.noSuchPosition(label: "a", position: 4)) { try await host.move("a", to: 4) }
        await #expect(throws: DriveError.nothingEditable(verb: "delete")) { try await host.delete("a") }
        await host.unmount()
    }
}

/// `.swipeActions` on a desktop: the actions are buttons beside the row, built and released with it.
@MainActor
@Suite struct SwipeActionsTests {
    @Test func swipeActionsAreButtonsBesideTheirRow() async throws {
        struct Inbox: View {
            @State var messages = ["Lunch?", "Invoice"]
            @State var pinned: [String] = []
            var body: some View {
                List {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .swipeActions {
                                Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                            }
                            .swipeActions(edge: .leading) {
                                Button("Pin") { pinned.append(message) }
                            }
                    }
                }
                Text("pinned: \(pinned.joined(separator: ", "))")
            }
        }
        let host = await ViewHost(Inbox())
        #expect(host.shown == ["| [Pin]", "| Lunch?", "| [Delete]", "| [Pin]", "| Invoice", "| [Delete]", "| pinned: "])
        try await host.tap("Pin", 2)
        try await host.tap("Delete")
        #expect(host.shown == ["| [Pin]", "| Invoice", "| [Delete]", "| pinned: Invoice"])
        await host.unmount()
        host.expectNothingOutlives()
    }
}

/// `.refreshable` on a desktop: a refresh button in the header bar starts the action as a task
/// of the view's, once at a time.
@MainActor
@Suite struct RefreshableTests {
    @Test func theRefreshButtonRunsTheActionOnceAtATime() async throws {
        @MainActor final class Feed {
            var loads = 0
        }
        struct News: View {
            let feed: Feed
            @State var items = ["old"]
            @Environment(\.continuousClock) var clock
            var body: some View {
                NavigationStack {
                    List(items, id: \.self) { Text($0) }
                        .refreshable {
                            feed.loads += 1
                            try? await clock.sleep(for: .seconds(1))
                            items.insert("new \(feed.loads)", at: 0)
                        }
                }
            }
        }
        let feed = Feed()
        let host = await ViewHost(News(feed: feed))
        #expect(host.shown.contains("| [Refresh]"))
        try await host.tap("Refresh")
        try await host.tap("Refresh")
        #expect(feed.loads == 1, "a refresh runs until it is over")
        await host.advance(by: .seconds(1))
        #expect(host.texts.prefix(2) == ["new 1", "old"])
        try await host.tap("Refresh")
        await host.advance(by: .seconds(1))
        #expect(feed.loads == 2, "once a refresh is over, the button refreshes again")
        #expect(host.texts.prefix(3) == ["new 2", "new 1", "old"])
        await host.unmount()
    }
}

/// Found in review: a list with a selection whose `ForEach` has `onDelete` made its rows
/// editable, then tagged them, then editable again, without end.
@MainActor
@Suite struct EditingInSelectableListTests {
    @Test func aSelectableListsRowsCanBeDeleted() async throws {
        struct Folders: View {
            @State var folders = ["Inbox", "Drafts"]
            @State var chosen: String?
            var body: some View {
                List(selection: $chosen) {
                    ForEach(folders, id: \.self) { Text($0) }
                        .onDelete { folders.remove(atOffsets: $0) }
                }
            }
        }
        let host = await ViewHost(Folders())
        #expect(host.shown == ["| Inbox", "| Drafts"])
        try await host.delete("Inbox")
        #expect(host.shown == ["| Drafts"])
        await host.unmount()
    }
}
