import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

private struct SizeKey: EnvironmentKey {
    static let defaultValue = 12
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }

    fileprivate var size: Int {
        get { self[SizeKey.self] }
        set { self[SizeKey.self] = newValue }
    }
}

/// `@Environment`, `EnvironmentKey` and `.environment(_:_:)`, and the built-in `dismiss` and
/// `isPresented`.
@MainActor
@Suite struct EnvironmentTests {
    struct ReadsAccent: View {
        @Environment(\.accent) var accent
        var body: some View { Text("accent \(accent)") }
    }

    struct ReadsSize: View {
        @Environment(\.size) var size
        var body: some View { Text("size \(size)") }
    }

    struct ReadsNothing: View {
        var body: some View { Text("nothing") }
    }

    struct Sets: View {
        @State var accent = "red"
        @State var size = 14
        var body: some View {
            VStack {
                ReadsAccent()
                ReadsSize()
                ReadsNothing()
            }
            .environment(\.accent, accent)
            .environment(\.size, size)
            ReadsAccent()
            Button("green") { accent = "green" }
            Button("bigger") { size += 1 }
        }
    }

    @Test func aValueSetAboveIsReadBelowAndTheDefaultElsewhere() async {
        let host = await ViewHost(Sets())
        #expect(host.texts == ["accent red", "size 14", "nothing", "accent blue"])
    }

    @Test func onlyViewsThatReadAChangedKeyRunAgain() async throws {
        let host = await ViewHost(Sets())
        try await host.tap("green")
        #expect(host.texts == ["accent green", "size 14", "nothing", "accent blue"])
        #expect(host.bodyCount(of: ReadsAccent.self) == 3, "two installs and the reader below the change")
        #expect(host.bodyCount(of: ReadsSize.self) == 1, "another key changed")
        #expect(host.bodyCount(of: ReadsNothing.self) == 1)
        try await host.tap("bigger")
        #expect(host.bodyCount(of: ReadsSize.self) == 2)
        #expect(host.bodyCount(of: ReadsAccent.self) == 3)
    }

    // MARK: dismiss and isPresented

    struct SheetContent: View {
        @Environment(\.dismiss) var dismiss
        @Environment(\.isPresented) var isPresented
        var body: some View {
            Text(isPresented ? "presented" : "not presented")
            Button("close") { dismiss() }
        }
    }

    struct PresentsSheet: View {
        let journal: Journal
        @State var isShown = false
        var body: some View {
            Text(isShown ? "shown" : "hidden")
            Button("open") { isShown = true }
                .sheet(isPresented: $isShown, onDismiss: { journal.log("onDismiss") }) {
                    SheetContent()
                }
            SheetContent()
        }
    }

    struct ClockRow: View {
        @Environment(\.continuousClock) var clock
        var body: some View { Text("row") }
    }

    struct TypingAboveARow: View {
        @State private var text = ""
        var body: some View {
            NavigationStack {
                VStack {
                    TextField("Name", text: $text)
                    Text("typed \(text)")
                    ClockRow()
                }
            }
        }
    }

    /// The clock is an existential (`any Clock<Duration>`) holding the same `ContinuousClock`
    /// at each update; a navigation stack gives its content a new environment at each update
    /// of its parent, and the row read the clock as changed on every keystroke (issue 30).
    @Test func aViewReadingAnUnchangedExistentialValueDoesNotRunAgain() async throws {
        let host = await ViewHost(TypingAboveARow())
        try await host.type("abc", into: "Name")
        #expect(host.bodyCount(of: TypingAboveARow.self) == 4, "the parent runs for each key")
        #expect(host.bodyCount(of: ClockRow.self) == 1, "the row reads a clock that did not change")
    }

    @Test func dismissClosesTheSheetItIsIn() async throws {
        let journal = Journal()
        let host = await ViewHost(PresentsSheet(journal: journal))
        #expect(host.texts == ["hidden", "not presented"])
        try await host.tap("close")
        #expect(host.texts == ["hidden", "not presented"], "outside a presentation dismiss does nothing")
        try await host.tap("open")
        #expect(host.shown == ["| presented", "| [close]"])
        try await host.tap("close")
        #expect(host.texts == ["hidden", "not presented"], "the binding was set back")
        #expect(journal.take() == ["onDismiss"])
    }

    struct Pushes: View {
        var body: some View {
            NavigationStack {
                Text("root")
                NavigationLink("push") { SheetContent() }
            }
        }
    }

    @Test func dismissPopsThePageItIsOn() async throws {
        let host = await ViewHost(Pushes())
        try await host.tap("push")
        #expect(host.shown == ["| presented", "| [close]"])
        try await host.tap("close")
        #expect(host.shown == ["| root", "| [push]"])
    }

    @Test func readingEnvironmentOutsideAViewIsReported() {
        RuntimeWarnings.writesToStandardError = false
        let warnings = Journal()
        let token = RuntimeWarnings.observe { warnings.log($0.message) }
        defer { token.cancel() }
        #expect(ReadsSize().size == 12, "the default value")
        #expect(warnings.lines.contains("Accessing Environment<Int>'s value outside of being installed on a View. This will always read the default value and will not update."))
    }
}

/// The accessibility settings a view reads to draw itself for a person: off unless set.
@MainActor
@Suite struct AccessibilitySettingsTests {
    struct Card: View {
        @Environment(\.accessibilityDifferentiateWithoutColor) var differentiateWithoutColor
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        @Environment(\.accessibilityReduceMotion) var reduceMotion

        var body: some View {
            Text("\(differentiateWithoutColor) \(voiceOver) \(reduceMotion)")
        }
    }

    @Test func theSettingsAreOffUnlessSetAndASetOneIsRead() async {
        let host = await ViewHost(VStack {
            Card()
            Card()
                .environment(\.accessibilityVoiceOverEnabled, true)
                .environment(\.accessibilityDifferentiateWithoutColor, true)
        })
        #expect(host.texts == ["false false false", "true true false"])
        await host.unmount()
    }
}
