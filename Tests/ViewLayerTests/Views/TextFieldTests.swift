import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// A text field writes its binding on every keystroke, and shows what its binding holds, setting
/// its element only when that differs from what it shows.
@MainActor
@Suite struct TextFieldTests {
    struct Greeting: View {
        let journal: Journal
        @State var name = ""
        var body: some View {
            let _ = journal.log("body \(name)")
            TextField("Name", text: $name)
            Text("Hello \(name)")
        }
    }

    @Test func typingWritesTheBindingOnceForEveryCharacter() async throws {
        let journal = Journal()
        let host = await ViewHost(Greeting(journal: journal))
        #expect(host.shown == ["| Name: []", "| Hello "], "an empty field prints its label and empty brackets")
        #expect(journal.take() == ["body "])
        _ = host.takeEvents()
        try await host.type("Bob", into: "Name")
        #expect(journal.take() == ["body B", "body Bo", "body Bob"], "the body that reads the text ran once per character")
        #expect(host.takeEvents().map(\.description) == ["body Greeting", "body Greeting", "body Greeting"])
        #expect(host.shown == ["| Name: [Bob]", "| Hello Bob"])
    }

    /// A value a plain binding reads and writes, with the writes logged.
    final class Store {
        let journal: Journal
        var text = "" { didSet { journal.log("set \(text)") } }
        init(_ journal: Journal) { self.journal = journal }
    }

    @Test func eachKeystrokeIsOneWriteEvenBeforeAnythingSettles() async throws {
        let journal = Journal()
        let store = Store(journal)
        let host = await ViewHost(TextField("Name", text: Binding(get: { store.text }, set: { store.text = $0 })))
        try host.backend.type("Bob", into: "Name", occurrence: 1)
        #expect(journal.take() == ["set B", "set Bo", "set Bob"], "one write per key, each with the whole text")
    }

    struct Fills: View {
        @State var name = "Ann"
        var body: some View {
            TextField("Name", text: $name)
            Button("Fill") { name = "Alice" }
            Button("Same") { name = "Ann" }
        }
    }

    @Test func aChangeOfTheBoundValueFromElsewhereIsShownInTheField() async throws {
        let host = await ViewHost(Fills())
        #expect(host.shown == ["| Name: [Ann]", "| [Fill]", "| [Same]"])
        var before = host.rendererChanges
        try await host.tap("Same")
        #expect(host.rendererChanges.textUpdates == before.textUpdates, "the field shows that text already")
        before = host.rendererChanges
        try await host.tap("Fill")
        #expect(host.shown == ["| Name: [Alice]", "| [Fill]", "| [Same]"])
        #expect(host.rendererChanges.textUpdates - before.textUpdates == 1, "the field's text was set once")
    }

    @Test func whatAPersonTypedIsNotSetBackIntoTheField() async throws {
        let host = await ViewHost(Fills())
        let before = host.rendererChanges
        try await host.type("e", into: "Name")
        #expect(host.shown.first == "| Name: [Anne]")
        #expect(host.rendererChanges.textUpdates == before.textUpdates, "the field showed the edit before the binding had it")
    }

    struct Refreshes: View {
        @State var count = 0
        @State var name = ""
        var body: some View {
            Button("Refresh") { count += 1 }
            Text("count \(count)")
            TextField("Name", text: $name)
        }
    }

    @Test func aFieldWhoseBindingTheParentLeavesAloneIsNotSetAgain() async throws {
        let host = await ViewHost(Refreshes())
        try await host.type("Al", into: "Name")
        let before = host.rendererChanges
        try await host.tap("Refresh")
        #expect(host.rendererChanges.textUpdates - before.textUpdates == 1, "only the count's text changed")
        #expect(host.rendererChanges.total - before.total == 1)
        #expect(host.shown == ["| [Refresh]", "| count 1", "| Name: [Al]"])
    }

    struct Retitles: View {
        @State var title = "Name"
        var body: some View {
            TextField(title, text: .constant("fixed"))
            Button("Retitle") { title = "Nickname" }
        }
    }

    @Test func aConstantBindingKeepsItsTextAndANewTitleIsTheNewLabel() async throws {
        let host = await ViewHost(Retitles())
        try await host.type("x", into: "Name")
        #expect(host.shown.first == "| Name: [fixed]", "the binding refused the edit, so the field shows its value again")
        try await host.tap("Retitle")
        #expect(host.shown.first == "| Nickname: [fixed]")
        #expect(throws: DriveError.noSuchControl(label: "Name", kind: "text field", visible: ["Nickname"])) {
            try host.backend.type("x", into: "Name", occurrence: 1)
        }
        #expect(throws: DriveError.noSuchOccurrence(label: "Nickname", kind: "text field", occurrence: 2, count: 1)) {
            try host.backend.type("x", into: "Nickname", occurrence: 2)
        }
    }
}

/// A field named by its title while a prompt is what it shows (Apple's `TextField(_:text:prompt:)`:
/// the title labels the field) is named by its prompt again once its title goes.
@MainActor
@Suite struct TextFieldTitleTests {
    struct Titled: View {
        @State private var hasTitle = true
        @State private var text = ""
        var body: some View {
            TextField(hasTitle ? "Email" : "", text: $text, prompt: Text("you@example.com"))
            Button("Drop title") { hasTitle = false }
        }
    }

    @Test func aFieldIsNamedByItsPromptOnceItsTitleGoes() async throws {
        let host = await ViewHost(Titled())
        #expect(host.shown.first == "| Email: []")
        try await host.tap("Drop title")
        #expect(host.shown.first == "| you@example.com: []")
        await host.unmount()
    }
}
