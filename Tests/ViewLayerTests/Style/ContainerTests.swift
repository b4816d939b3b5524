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
