import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Navigation by value: a path's values are pages, each shown by the `navigationDestination` for
/// its type. Pages are built when the path changes; lower levels disappear while covered and keep
/// their state; values removed from the path pop and release their pages.
@MainActor
@Suite struct NavigationPathTests {
    struct Root: View {
        let journal: Journal
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                Recorded("Root", journal)
                NavigationLink("Push level 1", value: 1)
                Text("depth \(path.count)")
                    .navigationDestination(for: Int.self) { level in
                        Level(level: level, journal: journal, popToRoot: { path.removeAll() })
                    }
            }
        }
    }

    struct Level: View {
        let level: Int
        let journal: Journal
        let popToRoot: @MainActor () -> Void
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Recorded("Level \(level)", journal)
            NavigationLink("Push level \(level + 1)", value: level + 1)
            Button("Pop to root") { popToRoot() }
            Button("Dismiss") { dismiss() }
        }
    }

    func mounted(_ journal: Journal) async -> ViewHost {
        let host = await ViewHost(Root(journal: journal))
        #expect(journal.take() == ["Root model init", "Root appear"])
        return host
    }

    @Test func aValuePushesItsPageAndTheBackButtonPopsAndReleasesIt() async throws {
        let journal = Journal()
        let host = await mounted(journal)
        try await host.tap("Push level 1")
        #expect(journal.take() == ["Level 1 model init", "Root disappear", "Level 1 appear"])
        #expect(host.texts == ["Level 1"])
        try await host.tap("Push level 2")
        #expect(journal.take() == ["Level 2 model init", "Level 1 disappear", "Level 2 appear"])
        try await host.back()
        #expect(journal.take() == ["Level 2 disappear", "Level 2 model deinit", "Level 1 appear"])
        try await host.back()
        #expect(journal.take() == ["Level 1 disappear", "Level 1 model deinit", "Root appear"])
        #expect(host.texts == ["Root", "depth 0"])
    }

    @Test func poppingToTheRootReleasesEveryLevelTopFirst() async throws {
        let journal = Journal()
        let host = await mounted(journal)
        try await host.tap("Push level 1")
        try await host.tap("Push level 2")
        try await host.tap("Push level 3")
        _ = journal.take()
        try await host.tap("Pop to root")
        #expect(journal.take() == ["Level 3 disappear", "Level 3 model deinit", "Level 2 model deinit", "Level 1 model deinit", "Root appear"])
        #expect(host.texts == ["Root", "depth 0"])
        #expect(throws: DriveError.nothingToGoBackFrom) { try host.backend.goBack() }
    }

    @Test func unmountingReleasesThePagesLeftPushed() async throws {
        let journal = Journal()
        let host = await mounted(journal)
        try await host.tap("Push level 1")
        try await host.tap("Push level 2")
        _ = journal.take()
        await host.unmount()
        #expect(Set(journal.take()) == ["Level 2 disappear", "Root model deinit", "Level 1 model deinit", "Level 2 model deinit"])
        host.expectNothingOutlives()
        #expect(host.backend.liveElementCount == 0)
    }

    @Test func dismissPopsThePageThatReadsIt() async throws {
        let journal = Journal()
        let host = await mounted(journal)
        try await host.tap("Push level 1")
        try await host.tap("Push level 2")
        _ = journal.take()
        try await host.tap("Dismiss")
        #expect(journal.take() == ["Level 2 disappear", "Level 2 model deinit", "Level 1 appear"])
        #expect(host.texts == ["Level 1"])
    }

    /// A `NavigationPath` of several types, set from outside the stack's links.
    struct MixedRoot: View {
        let journal: Journal
        @State private var path = NavigationPath()

        var body: some View {
            NavigationStack(path: $path) {
                Button("Push both") {
                    path.append(7)
                    path.append("seven")
                }
                .navigationDestination(for: Int.self) { Recorded("Int \($0)", journal) }
                .navigationDestination(for: String.self) { Recorded("String \($0)", journal) }
            }
        }
    }

    @Test func aNavigationPathHoldsValuesOfSeveralTypes() async throws {
        let journal = Journal()
        let host = await ViewHost(MixedRoot(journal: journal))
        try await host.tap("Push both")
        #expect(journal.take() == ["Int 7 model init", "String seven model init", "String seven appear"])
        #expect(host.texts == ["String seven"])
        try await host.back()
        #expect(journal.take() == ["String seven disappear", "String seven model deinit", "Int 7 appear"])
        #expect(host.texts == ["Int 7"])
    }

    /// Without a path binding, the stack keeps its own path.
    struct OwnPathRoot: View {
        let journal: Journal
        var body: some View {
            NavigationStack {
                NavigationLink("Open", value: "page")
                NavigationLink("Nowhere", value: 3.5)
                    .navigationDestination(for: String.self) { Recorded("Page \($0)", journal) }
            }
        }
    }

    @Test func aStackWithoutAPathKeepsItsOwnAndALinkWithNoDestinationWarns() async throws {
        let journal = Journal()
        let host = await ViewHost(OwnPathRoot(journal: journal))
        try await host.tap("Nowhere")
        #expect(host.shown == ["| [Open]", "| [Nowhere]"])
        #expect(host.warnings.map(\.message) == ["A NavigationLink is presenting a value of type “Double” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."])
        try await host.tap("Open")
        #expect(journal.take() == ["Page page model init", "Page page appear"])
        try await host.back()
        #expect(journal.take() == ["Page page disappear", "Page page model deinit"])
        #expect(host.shown == ["| [Open]", "| [Nowhere]"])
    }

    /// A destination declared in a pushed page serves the values pushed from there on.
    struct NestedDestinations: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", value: "a")
                    .navigationDestination(for: String.self) { _ in
                        NavigationLink("Number", value: 1)
                            .navigationDestination(for: Int.self) { Text("number \($0)") }
                    }
            }
        }
    }

    @Test func aDestinationDeclaredInAPageServesTheLevelsAboveIt() async throws {
        let host = await ViewHost(NestedDestinations())
        try await host.tap("Open")
        try await host.tap("Number")
        #expect(host.texts == ["number 1"])
        #expect(host.warnings.isEmpty)
        try await host.back()
        try await host.back()
        #expect(host.shown == ["| [Open]"])
        await host.unmount()
        host.expectNothingOutlives()
    }
}
