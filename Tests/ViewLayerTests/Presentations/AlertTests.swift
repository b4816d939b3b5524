import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Alerts and confirmation dialogs: presented while their binding is true, shown as
/// `| ! TITLE`, the message and the buttons; a button's action runs, then the alert is dismissed
/// (Apple's `alert(_:isPresented:actions:message:)`: "All actions in an alert dismiss the alert
/// after the action runs").
@MainActor
@Suite struct AlertTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Notes: View {
        let log: Log
        @State var notes = ["Groceries", "Ideas"]
        @State var isConfirming = false

        var body: some View {
            ForEach(notes, id: \.self) { Text($0) }
            Button("Delete all") { isConfirming = true }
                .alert("Delete all notes?", isPresented: $isConfirming) {
                    Button("Delete", role: .destructive) {
                        log.lines.append("delete, presented: \(isConfirming)")
                        notes.removeAll()
                    }
                    Button("Cancel", role: .cancel) { log.lines.append("cancel") }
                } message: {
                    Text("This cannot be undone.")
                }
                .onChange(of: isConfirming) { _, new in log.lines.append("isConfirming \(new)") }
        }
    }

    @Test func anAlertShowsItsTitleMessageAndButtonsAndIsModal() async throws {
        let host = await ViewHost(Notes(log: Log()))
        try await host.tap("Delete all")
        #expect(host.shown == ["| ! Delete all notes?", "| This cannot be undone.", "| [Delete]", "| [Cancel]"])
        await #expect(throws: DriveError.noSuchControl(label: "Delete all", kind: "button or link", visible: ["Delete", "Cancel"])) {
            try await host.tap("Delete all")
        }
        await host.unmount()
    }

    @Test func aButtonsActionRunsAndThenTheAlertIsDismissed() async throws {
        let log = Log()
        let host = await ViewHost(Notes(log: log))
        try await host.tap("Delete all")
        try await host.tap("Delete")
        #expect(log.lines == ["isConfirming true", "delete, presented: true", "isConfirming false"])
        #expect(host.shown == ["| [Delete all]"])
        await host.unmount()
        host.expectNothingOutlives()
    }

    /// Dismissing, as Escape does, is the cancel button: its action runs, then the binding is set
    /// back (Apple's `confirmationDialog(_:isPresented:titleVisibility:actions:)`: "If you provide
    /// a button with a role of cancel, that button takes the place of the default dismiss
    /// action"). No other button's action runs.
    @Test func dismissingRunsTheCancelButtonsAction() async throws {
        let log = Log()
        let host = await ViewHost(Notes(log: log))
        try await host.tap("Delete all")
        try await host.dismiss()
        #expect(log.lines == ["isConfirming true", "cancel", "isConfirming false"])
        #expect(host.shown == ["| Groceries", "| Ideas", "| [Delete all]"])
        await host.unmount()
    }

    /// Without a cancel button, dismissing runs no button's action: it only sets the binding back.
    @Test func dismissingAnAlertWithoutACancelButtonRunsNoAction() async throws {
        struct Confirm: View {
            let log: Log
            @State var isConfirming = false
            var body: some View {
                Button("Archive") { isConfirming = true }
                    .confirmationDialog("Archive?", isPresented: $isConfirming) {
                        Button("Archive all") { log.lines.append("archive all") }
                        Button("Archive read") { log.lines.append("archive read") }
                    }
                    .onChange(of: isConfirming) { _, new in log.lines.append("isConfirming \(new)") }
            }
        }
        let log = Log()
        let host = await ViewHost(Confirm(log: log))
        try await host.tap("Archive")
        try await host.dismiss()
        #expect(log.lines == ["isConfirming true", "isConfirming false"])
        #expect(host.shown == ["| [Archive]"])
        await host.unmount()
    }

    @Test func anAlertWithoutButtonsHasOKAndTheOldAlertWorks() async throws {
        struct Old: View {
            @State var isShowing = false
            @State var count = 0
            var body: some View {
                Button("Show \(count)") { isShowing = true }
                    .alert(isPresented: $isShowing) {
                        Alert(title: Text("Saved"), message: Text("Your note is safe."), dismissButton: .default(Text("Got it")) { count += 1 })
                    }
                Text("plain").alert("Done", isPresented: .constant(false)) {}
            }
        }
        let host = await ViewHost(Old())
        try await host.tap("Show 0")
        #expect(host.shown == ["| ! Saved", "| Your note is safe.", "| [Got it]"])
        try await host.tap("Got it")
        #expect(host.shown == ["| [Show 1]", "| plain"])
        await host.unmount()
    }

    /// The alert for some data, and a confirmation dialog without its title, as iOS shows one by
    /// default.
    @Test func presentingDataAndAConfirmationDialog() async throws {
        struct Items: View {
            @State var selected: String?
            @State var isShowing = false
            @State var isAsking = false
            var body: some View {
                Button("Pick") {
                    selected = "Ideas"
                    isShowing = true
                }
                .alert("Open note", isPresented: $isShowing, presenting: selected) { note in
                    Button("Open \(note)") {}
                } message: { note in
                    Text("\(note) was edited today.")
                }
                Button("Share") { isAsking = true }
                    .confirmationDialog("Share how?", isPresented: $isAsking) {
                        Button("Copy link") {}
                        Button("Email") {}
                    }
            }
        }
        let host = await ViewHost(Items())
        try await host.tap("Pick")
        #expect(host.shown == ["| ! Open note", "| Ideas was edited today.", "| [Open Ideas]"])
        try await host.tap("Open Ideas")
        try await host.tap("Share")
        #expect(host.shown == ["| [Copy link]", "| [Email]"])
        await host.unmount()
    }
}

/// The `onChange(of:perform:)` of iOS 14 to 16: the new value, after the update, not at first.
@MainActor
@Suite struct DeprecatedOnChangeTests {
    @Test func theOldOnChangeGetsTheNewValueAfterTheUpdate() async throws {
        @MainActor final class Log { var lines: [String] = [] }
        struct Counter: View {
            let log: Log
            @State var count = 0
            var body: some View {
                let _ = log.lines.append("body \(count)")
                Button("+1") { count += 1 }
                    .onChange(of: count) { new in log.lines.append("changed to \(new)") }
            }
        }
        let log = Log()
        let host = await ViewHost(Counter(log: log))
        try await host.tap("+1")
        #expect(log.lines == ["body 0", "body 1", "changed to 1"])
        await host.unmount()
    }
}
