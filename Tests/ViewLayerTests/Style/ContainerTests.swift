import Driving
import HeadlessBackend
import Testing
@testable import LifecycleTesting
@testable import ViewLayer

/// Sections, forms, progress views and the status page, as `show` prints them (RUNNER.md, "What
/// `show` prints"): a section header as `## HEADER`, a progress view as its label and percent.
@MainActor
@Suite struct ContainerTests {
    struct Settings: View {
        @State private var progress = 0.3
        var body: some View {
            Form {
                Section("Account") {
                    LabeledContent("Name", value: "Ada")
                }
                Section {
                    ProgressView("Syncing", value: progress)
                    ProgressView("Waiting")
                    Button("More") { progress += 0.4 }
                } header: {
                    Text("Sync")
                } footer: {
                    Text("Runs hourly")
                }
                GroupBox("Totals") { Text("3 notes") }
            }
        }
    }

    @Test func sectionHeadersAndProgressShowAsRunnerSays() async throws {
        let host = await ViewHost(Settings())
        #expect(host.shown == [
            "| ## Account", "| Name", "| Ada",
            "| ## Sync", "| Syncing: 30%", "| Waiting: …", "| [More]", "| Runs hourly",
            "| Totals", "| 3 notes",
        ])
        try await host.tap("More")
        #expect(host.shown.contains("| Syncing: 70%"))
    }

    @Test func aStatusPageShowsItsSymbolTitleAndDescription() async {
        let host = await ViewHost(ContentUnavailableView("No Notes", systemImage: "doc", description: Text("Tap + to add one.")))
        #expect(host.shown == ["| No Notes", "| Tap + to add one."])
        #expect(host.backend.window.lastShown { $0.role == .image }?.imageName == "doc")
    }

    @Test func anImagesAccessibilityLabelIsTheNameShown() async {
        let host = await ViewHost(Image(systemName: "plus").accessibilityLabel("Add"))
        #expect(host.shown == ["| (image: Add)"])
    }

    @Test func modifiersWithNoEffectOnLinuxChangeNothing() async {
        let plain = await ViewHost(Text("a"))
        let modified = await ViewHost(
            Text("a").presentationDetents([.medium]).zIndex(1).fixedSize().clipped().navigationBarTitleDisplayMode(.inline)
        )
        #expect(modified.shown == plain.shown)
        #expect(modified.backend.mutations == plain.backend.mutations)
    }
}

/// A grid's rows are read row by row, each cell in its column.
@MainActor
@Suite struct GridTests {
    @Test func aGridIsShownRowByRow() async {
        let host = await ViewHost(
            Grid(alignment: .leading) {
                GridRow { Text("Milk"); Text("2") }
                GridRow { Text("Bread"); Text("1") }
                Divider()
            }
        )
        #expect(host.shown == ["| Milk", "| 2", "| Bread", "| 1"])
        #expect(host.backend.window.children.first?.children.map(\.role) == [.gridRow, .gridRow, .divider])
    }
}

/// A section in a list adds no row of its own: its header, rows and footer are the list's rows,
/// built as they come near, as SwiftUI builds a section's rows lazily (Apple's `List` and
/// `Section` documentation; WWDC21, "Demystify SwiftUI": a container's content is flattened).
@MainActor
@Suite struct SectionLazinessTests {
    final class Made {
        var rows: [Int] = []
    }

    struct Row: View {
        let number: Int
        let made: Made
        @State private var marker = 0
        var body: some View {
            let _ = made.rows.contains(number) ? () : made.rows.append(number)
            Text("row \(number)")
        }
    }

    struct Sections: View {
        let made: Made
        var body: some View {
            List {
                Section("First") { ForEach(0..<20, id: \.self) { Row(number: $0, made: made) } }
                Section("Second") { ForEach(20..<40, id: \.self) { Row(number: $0, made: made) } }
            }
        }
    }

    @Test func aSectionsRowsInAListAreBuiltAsTheyComeNear() async throws {
        let made = Made()
        let host = await ViewHost(Sections(made: made))
        #expect(made.rows.count < 20, "only the rows near the viewport are built, not the first section whole")
        #expect(host.shown.first == "| ## First")
        try await host.scroll(.bottom)
        #expect(made.rows.contains(39))
        #expect(host.shown.contains("| row 39"))
    }

    /// Reads whether it is a form's content, as a section does to group its rows.
    struct FormMembership: View {
        @Environment(\.isInForm) private var isInForm
        var body: some View { Text(isInForm ? "in a form" : "not in a form") }
    }

    /// A form's own content is grouped; a page it pushes, or a row's own section, is not.
    @Test func onlyAFormsOwnSectionsAreGrouped() async throws {
        let host = await ViewHost(NavigationStack {
            Form {
                FormMembership()
                Section("Rows") { FormMembership() }
                NavigationLink("Open") { FormMembership() }
            }
        })
        #expect(host.texts == ["in a form", "not in a form"], "a section's rows are not a form's own")
        try await host.tap("Open")
        #expect(host.texts == ["not in a form"], "the pushed page is no form's")
    }

    @Test func aSectionOutsideALazyContainerKeepsItsOwnElement() async {
        let host = await ViewHost(Form { Section("Only") { Text("a") } })
        #expect(host.backend.window.lastShown { $0.role == .section } != nil)
        #expect(host.shown == ["| ## Only", "| a"])
    }
}
