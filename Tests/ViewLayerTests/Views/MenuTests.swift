import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Menus: shown as `| [LABEL ▾]`, their items picked with `select:` as a person opens the menu
/// and clicks one.
@MainActor
@Suite struct MenuTests {
    struct Notes: View {
        @State var order = "name"
        @State var notes = ["b", "a"]
        @State var saves = 0
        var body: some View {
            Menu("Sort") {
                Button("By name") { order = "name" }
                Button("By date") { order = "date" }
                Divider()
                Button("Delete all", role: .destructive) { notes.removeAll() }
            }
            Menu {
                Button("Save as…") {}
            } label: {
                Label("Save", systemImage: "square.and.arrow.down")
            } primaryAction: {
                saves += 1
            }
            Text("order \(order), \(notes.count) notes, \(saves) saves")
        }
    }

    @Test func aMenusItemsArePickedBySelect() async throws {
        let host = await ViewHost(Notes())
        #expect(host.shown == ["| [Sort ▾]", "| [Save ▾]", "| order name, 2 notes, 0 saves"])
        try await host.select("By date", in: "Sort")
        try await host.select("Delete all", in: "Sort")
        #expect(host.texts.last == "order date, 0 notes, 0 saves")
        await #expect(throws: DriveError.noSuchMenuItem(menu: "Sort", item: "Rename", items: ["By name", "By date", "Delete all"])) {
            try await host.select("Rename", in: "Sort")
        }
        await host.unmount()
        host.expectNothingOutlives()
    }

    /// A split menu's primary action runs at `tap:` on the menu, as a click on its button does
    /// (Apple's `Menu(content:label:primaryAction:)`: "the primary action is performed when the
    /// user taps or clicks on the body of the menu"); a menu without one is not tapped.
    @Test func tapRunsASplitMenusPrimaryAction() async throws {
        let host = await ViewHost(Notes())
        try await host.tap("Save")
        try await host.tap("Save")
        #expect(host.texts.last == "order name, 2 notes, 2 saves")
        await #expect(throws: DriveError.noSuchControl(label: "Sort", kind: "button or link", visible: ["Save"])) {
            try await host.tap("Sort")
        }
        await host.unmount()
    }
}

/// A keyboard shortcut is recorded on its control headless; GTK's accelerator is its GTK test's.
@MainActor
@Suite struct KeyboardShortcutTests {
    @Test func aShortcutIsTheControlsAndTheStandardOnesAreReturnAndEscape() async throws {
        struct Editor: View {
            var body: some View {
                Button("Save") {}.keyboardShortcut("s")
                Button("Done") {}.keyboardShortcut(.defaultAction)
                Button("Close") {}.keyboardShortcut("w", modifiers: [.command, .shift])
            }
        }
        let host = await ViewHost(Editor())
        let shortcuts = host.backend.window.shownElements().map { $0.element.keyboardShortcut }
        #expect(shortcuts == [KeyboardShortcut("s"), .defaultAction, KeyboardShortcut("w", modifiers: [.command, .shift])])
        #expect(KeyboardShortcut.defaultAction.key == KeyEquivalent("\r") && KeyboardShortcut.defaultAction.modifiers.isEmpty)
        #expect(KeyboardShortcut.cancelAction.key == KeyEquivalent("\u{1B}"))
        await host.unmount()
    }
}
