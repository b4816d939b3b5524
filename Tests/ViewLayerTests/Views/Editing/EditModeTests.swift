import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `EditButton` and `\.editMode`: the button reads "Edit" and then "Done" (Apple's EditButton:
/// "A button that toggles the edit mode environment value"), and every view reading the mode
/// follows it; a mode given with `.environment(\.editMode, $mode)` is the one switched.
@MainActor
@Suite struct EditModeTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Status: View {
        let log: Log
        @Environment(\.editMode) private var editMode

        var body: some View {
            let isEditing = editMode?.wrappedValue.isEditing == true
            let _ = log.lines.append("status body \(isEditing)")
            Text(isEditing ? "Editing" : "Viewing")
        }
    }

    struct Screen: View {
        let log: Log
        var body: some View {
            VStack {
                EditButton()
                Status(log: log)
            }
        }
    }

    @Test func theEditButtonSwitchesTheWindowsEditModeForEveryViewReadingIt() async throws {
        let log = Log()
        let host = await ViewHost(Screen(log: log))
        #expect(host.shown == ["| [Edit]", "| Viewing"])
        try await host.tap("Edit")
        #expect(host.shown == ["| [Done]", "| Editing"])
        try await host.tap("Done")
        #expect(host.shown == ["| [Edit]", "| Viewing"])
        #expect(log.lines == ["status body false", "status body true", "status body false"], "one body per switch")
        await host.unmount()
    }

    struct Owned: View {
        let log: Log
        @State var mode = EditMode.active
        var body: some View {
            VStack {
                Screen(log: log)
                Text("mode \(mode)")
            }
            .environment(\.editMode, $mode)
        }
    }

    @Test func aModeGivenThroughTheEnvironmentIsTheOneSwitched() async throws {
        let host = await ViewHost(Owned(log: Log()))
        #expect(host.shown == ["| [Done]", "| Editing", "| mode active"])
        try await host.tap("Done")
        #expect(host.shown == ["| [Edit]", "| Viewing", "| mode inactive"])
        await host.unmount()
    }
}

extension EditModeTests {
    struct Unrelated: View {
        @State var locale = Locale(identifier: "en_GB")
        var body: some View {
            VStack {
                EditButton()
                Button("Change locale") { locale = Locale(identifier: "fr_FR") }
            }
            .environment(\.locale, locale)
        }
    }

    /// A change of another environment value does not run the edit button's body: the mode it
    /// reads is the same (rule 4: only what a body reads is a dependency).
    @Test func anUnrelatedEnvironmentChangeRunsNoEditButtonBody() async throws {
        let host = await ViewHost(Unrelated())
        #expect(host.bodyCount(of: EditButton.self) == 1)
        try await host.tap("Change locale")
        #expect(host.bodyCount(of: EditButton.self) == 1, "the locale is not read by the button")
        try await host.tap("Edit")
        #expect(host.bodyCount(of: EditButton.self) == 2)
        #expect(host.shown.first == "| [Done]")
        await host.unmount()
    }
}
