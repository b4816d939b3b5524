import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `TextField(_:value:format:)`: "For non-string types, the text field updates the value when the
/// user commits their edits, such as by pressing the Return key" (Apple's documentation of
/// `TextField.init(_:value:format:prompt:)`); the focus leaving commits too, as on iOS.
/// `TextField(_:text:axis:)` along `.vertical` holds several lines.
@MainActor
@Suite struct FormattedTextFieldTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Order: View {
        let log: Log
        @State var quantity = 12
        @State var price = 2.5
        @State var note = ""

        var body: some View {
            let _ = log.lines.append("body quantity \(quantity) price \(price)")
            VStack {
                TextField("Quantity", value: $quantity, format: .number)
                    .onSubmit { log.lines.append("submitted with quantity \(quantity)") }
                TextField("Price", value: $price, format: .number.precision(.fractionLength(2)))
                TextField("Note", text: $note, axis: .vertical)
            }
        }
    }

    @Test func anEditReachesTheValueWhenCommittedAndTheFieldShowsItFormatted() async throws {
        let log = Log()
        let host = await ViewHost(Order(log: log))
        #expect(host.shown == ["| Quantity: [12]", "| Price: [2.50]", "| Note: []"])
        log.lines = []
        try await host.type("34", into: "Quantity")
        #expect(host.shown.first == "| Quantity: [1234]", "the edit waits in the field")
        #expect(log.lines.isEmpty, "no body runs while the edit is not committed")
        try await host.submit("Quantity")
        #expect(log.lines == ["submitted with quantity 1234", "body quantity 1234 price 2.5"],
                "the value is committed before the submit actions run, and the body runs in the next update")
        #expect(host.shown.first == "| Quantity: [1,234]", "shown formatted once committed")
        await host.unmount()
    }

    @Test func theFocusLeavingCommitsAndATextTheFormatCannotReadGivesWayToTheValue() async throws {
        let log = Log()
        let host = await ViewHost(Order(log: log))
        try await host.type("x", into: "Price")
        #expect(host.shown[1] == "| Price: [2.50x]")
        log.lines = []
        try await host.type("hello", into: "Note")
        #expect(host.shown[1] == "| Price: [2.50]", "the field shows the value it keeps")
        #expect(log.lines.isEmpty, "an unreadable text sets nothing")
        try await host.set("Price", to: 3.75)
        #expect(log.lines == ["body quantity 12 price 3.75"])
        #expect(host.shown == ["| Quantity: [12]", "| Price: [3.75]", "| Note: [hello]"])
        await #expect(throws: DriveError.noSuchControl(label: "Note", kind: "slider, stepper or number field", visible: ["Quantity", "Price"])) {
            try await host.set("Note", to: 1)
        }
        await host.unmount()
    }

    @Test func aVerticalFieldHoldsSeveralLinesAndWritesEachKeystroke() async throws {
        let log = Log()
        let host = await ViewHost(Order(log: log))
        try await host.type("ab", into: "Note")
        let field = try #require(host.backend.window.shownElements().first { $0.item.label == "Note" }?.element)
        #expect(field.isMultiline)
        #expect(host.shown.last == "| Note: [ab]")
        await host.unmount()
    }
}

extension FormattedTextFieldTests {
    struct Dismissable: View {
        @State var amount = 1
        @State var isEditing = true
        var body: some View {
            VStack {
                if isEditing { TextField("Amount", value: $amount, format: .number) }
                Button("Done") { isEditing = false }
                Text("amount \(amount)")
            }
        }
    }

    /// A field taken away while it holds an edit commits it as the focus leaves it, in both
    /// renderers: GTK's window takes the focus from a widget taken out of it.
    @Test func aFieldRemovedWithAnEditCommitsIt() async throws {
        let host = await ViewHost(Dismissable())
        try await host.type("5", into: "Amount")
        #expect(host.texts.last == "amount 1")
        try await host.tap("Done")
        #expect(host.shown == ["| [Done]", "| amount 15"])
        await host.unmount()
    }
}
