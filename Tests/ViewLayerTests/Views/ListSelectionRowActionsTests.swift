import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// A row of a list with a selection is a button that chooses it, and its swipe actions (shown as
/// row buttons on a desktop) stay buttons beside it, as in Hacking with Swift's Hot Prospects
/// (`List(prospects, selection: $selected) { … .swipeActions { … } }`): on iOS a person swipes
/// a row of a selectable list and presses its action without choosing the row.
@MainActor
@Suite struct ListSelectionRowActionsTests {
    struct Inbox: View {
        @State var messages = ["Hello", "Lunch?"]
        @State var chosen = Set<String>()
        @State var flagged: [String] = []

        var body: some View {
            VStack {
                List(messages, id: \.self, selection: $chosen) { message in
                    Text(message)
                        .swipeActions {
                            Button("Flag") { flagged.append(message) }
                        }
                        .contextMenu {
                            Button("Delete") { messages.removeAll { $0 == message } }
                        }
                }
                Text("chosen \(chosen.sorted()) flagged \(flagged)")
            }
        }
    }

    @Test func aSwipeActionIsPressedApartFromTheButtonThatChoosesTheRow() async throws {
        let host = await ViewHost(Inbox())
        #expect(host.shown == ["| [Hello]", "| [Flag]", "| [Lunch?]", "| [Flag]", "| chosen [] flagged []"])
        try await host.tap("Flag", 2)
        #expect(host.texts.last == "chosen [] flagged [\"Lunch?\"]", "the action ran and chose no row")
        try await host.tap("Hello")
        #expect(host.texts.last == "chosen [\"Hello\"] flagged [\"Lunch?\"]", "a set chosen by the list's ids")
        try await host.select("Delete", in: "Hello Flag")
        #expect(host.shown == ["| [Lunch?]", "| [Flag]", "| chosen [\"Hello\"] flagged [\"Lunch?\"]"], "the context menu stays around the row")
        await host.unmount()
    }

    /// A leading swipe action comes before the row's button: the row chosen is shown chosen on
    /// its own button, not on the action's.
    @Test func theChosenRowIsMarkedOnItsOwnButtonWithALeadingAction() async throws {
        struct Pinned: View {
            @State var chosen: String?
            var body: some View {
                List(["Hello", "Lunch?"], id: \.self, selection: $chosen) { message in
                    Text(message).swipeActions(edge: .leading) { Button("Pin") {} }
                }
            }
        }
        let host = await ViewHost(Pinned())
        try await host.tap("Hello")
        let buttons = host.backend.window.shownElements().filter { $0.item.kind == .button }
        #expect(buttons.map(\.item.label) == ["Pin", "Hello", "Pin", "Lunch?"])
        #expect(buttons.map(\.element.isChosen) == [false, true, false, false])
        await host.unmount()
    }
}
