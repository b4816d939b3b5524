import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `@FocusState`: writing it moves the keyboard's focus; a person's focusing a field writes it.
@MainActor
@Suite struct FocusStateTests {
    enum Field: Hashable { case name, email }

    struct Form: View {
        @State var name = ""
        @State var email = ""
        @FocusState var focused: Field?
        @FocusState var isNoteFocused: Bool
        @State var note = ""

        var body: some View {
            TextField("Name", text: $name).focused($focused, equals: .name)
            TextField("Email", text: $email).focused($focused, equals: .email)
                .onSubmit { focused = nil }
            TextField("Note", text: $note).focused($isNoteFocused)
            Button("Next") { focused = focused == .name ? .email : .name }
            Text("focused: \(focused.map { "\($0)" } ?? "none"), note: \(isNoteFocused)")
        }
    }

    private func focusedPrompt(_ host: ViewHost) -> String? {
        host.backend.focusedElement?.prompt
    }

    @Test func writingTheStateMovesTheFocusAndAPersonsFocusWritesTheState() async throws {
        let host = await ViewHost(Form())
        #expect(host.texts.last == "focused: none, note: false")
        #expect(focusedPrompt(host) == nil)
        try await host.tap("Next")
        #expect(focusedPrompt(host) == "Name")
        #expect(host.texts.last == "focused: name, note: false")
        try await host.tap("Next")
        #expect(focusedPrompt(host) == "Email")
        try await host.focus("Note")
        #expect(host.texts.last == "focused: none, note: true", "the person's focus clears the state naming another field")
        try await host.focus("Email")
        #expect(host.texts.last == "focused: email, note: false")
        try await host.submit("Email")
        #expect(focusedPrompt(host) == nil, "nil takes the focus away")
        #expect(host.texts.last == "focused: none, note: false")
        await host.unmount()
    }
}
