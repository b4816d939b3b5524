import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `.opacity(_:)` is drawing only: a view at 0 keeps its identity, state and appearance, but a
/// person cannot see it, so `show` and actions pass over it.
@MainActor
@Suite struct OpacityTests {
    struct Counter: View {
        @State var count = 0
        @StateObject var object: Tracked
        init(journal: Journal) {
            _object = StateObject(wrappedValue: Tracked("object", journal: journal))
        }
        var body: some View {
            Text("count \(count)")
            Button("+1") { count += 1 }
        }
    }

    struct Fades: View {
        let journal: Journal
        @State var opacity = 1.0
        var body: some View {
            Counter(journal: journal)
                .onAppear { journal.log("appear") }
                .onDisappear { journal.log("disappear") }
                .opacity(opacity)
            Button("Hide") { opacity = 0 }
            Button("Faint") { opacity = 0.01 }
            Button("Show") { opacity = 1 }
        }
    }

    @Test func aViewAtZeroKeepsItsStateAndGetsNoDisappearButIsNotShown() async throws {
        let journal = Journal()
        let host = await ViewHost(Fades(journal: journal))
        try await host.tap("+1")
        #expect(journal.take() == ["object init", "appear"])
        _ = host.takeEvents()
        try await host.tap("Hide")
        #expect(host.shown == ["| [Hide]", "| [Faint]", "| [Show]"], "a person cannot see the counter")
        #expect(journal.take() == [], "no onDisappear, and the @StateObject's object lives on")
        #expect(host.takeEvents().map(\.description) == ["body Fades"], "the counter was neither removed nor re-run")
        #expect(throws: DriveError.noSuchControl(label: "+1", kind: "button or link", visible: ["Hide", "Faint", "Show"])) {
            try host.backend.tap("+1", occurrence: 1)
        }
        try await host.tap("Show")
        #expect(host.shown == ["| count 1", "| [+1]", "| [Hide]", "| [Faint]", "| [Show]"], "the same @State, shown again")
        #expect(journal.take() == [], "no new object, and no second onAppear")
        await host.unmount()
        #expect(journal.take() == ["disappear", "object deinit"])
    }

    @Test func anyOpacityAboveZeroCanBeSeen() async throws {
        let host = await ViewHost(Fades(journal: Journal()))
        try await host.tap("Faint")
        #expect(host.shown.prefix(2) == ["| count 0", "| [+1]"])
        try await host.tap("+1")
        #expect(host.shown.first == "| count 1", "and tapped")
    }

    @Test func theBackendDrawsTheOpacityAndIsToldOnlyOfChanges() async throws {
        let host = await ViewHost(Fades(journal: Journal()))
        let element = try #require(host.backend.window.children.first)
        #expect(element.role == .opacity)
        #expect(element.opacity == 1)
        var before = host.rendererChanges
        try await host.tap("Hide")
        #expect(element.opacity == 0)
        #expect(host.rendererChanges.styleUpdates - before.styleUpdates == 1)
        #expect(host.rendererChanges.total - before.total == 1, "nothing else changed")
        before = host.rendererChanges
        try await host.tap("Hide")
        #expect(host.rendererChanges.total == before.total, "the same opacity is not set again")
    }

    @Test(arguments: [(2.0, 1.0), (-1.0, 0.0), (0.25, 0.25)])
    func opacityIsClampedToZeroThroughOne(_ asked: Double, _ drawn: Double) async throws {
        let host = await ViewHost(Text("faded").opacity(asked))
        #expect(host.backend.window.children.first?.opacity == drawn)
    }

    struct HiddenField: View {
        @State var name = ""
        var body: some View {
            TextField("Name", text: $name).opacity(0)
            Text("name: \(name)")
        }
    }

    @Test func aFieldAtZeroCannotBeTypedInto() async {
        let host = await ViewHost(HiddenField())
        #expect(host.shown == ["| name: "])
        #expect(throws: DriveError.noSuchControl(label: "Name", kind: "text field", visible: [])) {
            try host.backend.type("x", into: "Name", occurrence: 1)
        }
    }
}
