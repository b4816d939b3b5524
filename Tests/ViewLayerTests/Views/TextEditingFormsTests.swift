import Driving
import Foundation
@testable import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// The text input forms course code writes beside `TextField(_:text:)`: a field bound to an
/// optional number, `TextEditor`, `.textFieldStyle(_:)` and `.lineLimit` with a range.
@MainActor
@Suite struct TextEditingFormsTests {
    struct Quiz: View {
        @State var answer: Int?

        var body: some View {
            VStack {
                TextField("Answer", value: $answer, format: .number)
                Text(answer.map { "answer \($0)" } ?? "no answer")
            }
        }
    }

    /// Apple's documentation of `init(_:value:format:prompt:)` for `Binding<F.FormatInput?>`:
    /// "If `format` can't perform the conversion, the text field sets `binding.value` to `nil`."
    @Test func aFieldOfAnOptionalValueStartsEmptyAndAnUnreadableTextSetsNil() async throws {
        let host = await ViewHost(Quiz())
        #expect(host.shown == ["| Answer: []", "| no answer"])
        try await host.type("abc", into: "Answer")
        try await host.submit("Answer")
        #expect(host.shown == ["| Answer: []", "| no answer"], "a text the format cannot read is nil, and the field shows it empty")
        let numbers = await ViewHost(Quiz())
        try await numbers.type("42", into: "Answer")
        #expect(numbers.texts.last == "no answer", "the edit waits for its commit, as any formatted field's")
        try await numbers.submit("Answer")
        #expect(numbers.shown == ["| Answer: [42]", "| answer 42"])
        // A person selects the number and types over it.
        let field = try #require(numbers.backend.window.shownElements().first { $0.item.label == "Answer" }?.element)
        field.text = "abc"
        field.textChanged?("abc")
        try await numbers.submit("Answer")
        #expect(numbers.shown == ["| Answer: []", "| no answer"], "the value is set to nil")
        await host.unmount()
        await numbers.unmount()
    }

    struct Review: View {
        @State var review = ""
        @State var submitted = 0

        var body: some View {
            Form {
                TextEditor(text: $review)
                TextField("Title", text: .constant("Dune"))
                    .textFieldStyle(.plain)
                TextField("Author", text: .constant("Herbert"))
                    .textFieldStyle(.roundedBorder)
                Text("\(review.count) characters, submitted \(submitted)")
            }
            .onSubmit { submitted += 1 }
        }
    }

    @Test func aTextEditorWritesEachKeystrokeAndSubmitsNothing() async throws {
        let host = await ViewHost(Review())
        #expect(host.shown == ["| : []", "| Title: [Dune]", "| Author: [Herbert]", "| 0 characters, submitted 0"])
        try await host.type("Good", into: "")
        #expect(host.shown.first == "| : [Good]")
        #expect(host.texts.last == "4 characters, submitted 0", "the binding is written at each keystroke")
        try await host.submit("")
        #expect(host.texts.last == "4 characters, submitted 0", "Return in an editor starts a line; onSubmit does not run")
        try await host.submit("Title")
        #expect(host.texts.last == "4 characters, submitted 1", "a field's Return still submits")
        let editor = try #require(host.backend.window.shownElements().first { $0.item.label == "" }?.element)
        #expect(editor.isEditor && editor.isMultiline)
        await host.unmount()
    }

    @Test func aPlainFieldHasNoFrameAndARoundedOneHas() async throws {
        let host = await ViewHost(Review())
        let fields = host.backend.window.shownElements().filter { $0.item.kind.isTextField }.map(\.element)
        #expect(fields.map(\.hasFrame) == [true, false, true])
        await host.unmount()
    }

    @Test func aRangeLimitsATextToItsUpperBound() async throws {
        let host = await ViewHost(VStack {
            Text("closed").lineLimit(2...4)
            Text("through").lineLimit(...3)
            Text("from").lineLimit(2...)
            Text("reserved").lineLimit(5, reservesSpace: true)
        }.lineLimit(1))
        func limit(_ text: String) -> Int? {
            host.backend.window.lastShown { $0.role == .text && $0.text == text }?.textLook.lineLimit
        }
        #expect([limit("closed"), limit("through"), limit("from"), limit("reserved")] == [4, 3, nil, 5])
        await host.unmount()
    }
}

/// `.labelsHidden()`: "Hides the labels of any controls contained within this view", the label
/// still "used for accessibility" (Apple's documentation of `labelsHidden()`).
@MainActor
@Suite struct LabelsHiddenTests {
    struct Alarm: View {
        @State var time = Date(timeIntervalSince1970: 0)
        @State var isOn = true
        @State var volume = 0.5
        @State var snooze = 5

        var body: some View {
            VStack {
                DatePicker("Wake time", selection: $time, displayedComponents: .hourAndMinute)
                Toggle("Alarm", isOn: $isOn)
                Slider(value: $volume) { Text("Volume") }
                Picker("Snooze", selection: $snooze) {
                    Text("5 min").tag(5)
                    Text("10 min").tag(10)
                }
                Stepper("Repeats", value: $snooze, in: 1...10)
            }
            .labelsHidden()
        }
    }

    @Test func theControlsBelowDrawNoLabelAndAreStillShownAndUsedByIt() async throws {
        let host = await ViewHost(VStack {
            Alarm()
            Toggle("Visible", isOn: .constant(false))
        })
        let controls = host.backend.window.shownElements().filter { $0.item.kind != .text }
        #expect(controls.map(\.item.label) == ["Wake time", "Alarm", "Volume", "Snooze", "Repeats", "Visible"])
        #expect(controls.map(\.element.labelsHidden) == [true, true, true, true, true, false])
        try await host.toggle("Alarm")
        try await host.select("10 min", in: "Snooze")
        #expect(host.shown.contains("| [ ] Alarm") && host.shown.contains("| [Snooze: 10 min]"))
        await host.unmount()
    }
}
