import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 1: state belongs to a view's identity, not to its struct value.
@MainActor
@Suite struct IdentityTests {
    struct Counter: View {
        let title: String
        @State var count = 0
        var body: some View {
            HStack {
                Text("\(title) \(count)")
                Button("+") { count += 1 }
            }
        }
    }

    struct Parent: View {
        @State var title = "a"
        @State var version = 0
        @State var flag = true
        var body: some View {
            Button("rename") { title += "a" }
            Button("new id") { version += 1 }
            Button("switch") { flag.toggle() }
            Counter(title: title).id(version)
            if flag {
                Counter(title: "if")
            } else {
                Counter(title: "else")
            }
        }
    }

    @Test func newInputValuesKeepState() async throws {
        let host = await ViewHost(Parent())
        try await host.tap("+")
        #expect(host.texts == ["a 1", "if 0"])
        try await host.tap("rename")
        #expect(host.texts == ["aa 1", "if 0"])
    }

    @Test func changingTheExplicitIDResetsState() async throws {
        let host = await ViewHost(Parent())
        try await host.tap("+")
        _ = host.takeEvents()
        try await host.tap("new id")
        #expect(host.texts == ["a 0", "if 0"])
        #expect(host.takeEvents().map(\.description) == ["body Parent", "install Counter", "body Counter", "appear Counter", "disappear Counter", "uninstall Counter"],
                "rule 18: with the default transition, the new identity appears before the old one disappears")
    }

    /// OpenSwiftUI's `AppearanceActionModifierCompatibilityTests`, which run against Apple's
    /// SwiftUI: `Color.red.onAppear{…}.onDisappear{…}.id(toggle)` logs "AFATDT" (the new
    /// identity appears, then the old disappears), and with `.transition(.identity)` before the
    /// `.id`, "AFDTAT" (the old disappears first). The trailing "DT" of the originals is their
    /// window closing.
    struct Flipping: View {
        let journal: Journal
        let identity: Bool
        @State private var toggle = false
        var body: some View {
            Button("flip") { toggle.toggle() }
            if identity {
                Text("shown")
                    .onAppear { journal.log("A\(toggle ? "T" : "F")") }
                    .onDisappear { journal.log("D\(toggle ? "T" : "F")") }
                    .transition(.identity)
                    .id(toggle)
            } else {
                Text("shown")
                    .onAppear { journal.log("A\(toggle ? "T" : "F")") }
                    .onDisappear { journal.log("D\(toggle ? "T" : "F")") }
                    .id(toggle)
            }
        }
    }

    @Test(arguments: [(false, "AFATDT"), (true, "AFDTAT")])
    func aNewIDAppearsBeforeTheOldDisappearsUnlessTheTransitionIsIdentity(identity: Bool, expected: String) async throws {
        let journal = Journal()
        let host = await ViewHost(Flipping(journal: journal, identity: identity))
        try await host.tap("flip")
        #expect(journal.take().joined() == expected)
    }

    @Test func switchingBranchesResetsState() async throws {
        let host = await ViewHost(Parent())
        try await host.tap("+", 2)
        #expect(host.texts == ["a 0", "if 1"])
        try await host.tap("switch")
        #expect(host.texts == ["a 0", "else 0"])
        try await host.tap("+", 2)
        try await host.tap("switch")
        #expect(host.texts == ["a 0", "if 0"])
    }

    struct Row: Identifiable, Equatable {
        let id: Int
    }

    struct Rows: View {
        @State var rows = (1...5).map(Row.init)
        var body: some View {
            Button("swap") { rows.swapAt(1, 3) }
            Button("drop") { rows.remove(at: 0) }
            VStack {
                ForEach(rows) { row in Counter(title: "row\(row.id)") }
            }
        }
    }

    @Test func forEachMovesKeepStateWithTheirID() async throws {
        let host = await ViewHost(Rows())
        try await host.tap("+", 2)
        try await host.tap("+", 2)
        #expect(host.texts == ["row1 0", "row2 2", "row3 0", "row4 0", "row5 0"])
        let before = host.rendererChanges
        try await host.tap("swap")
        #expect(host.texts == ["row1 0", "row4 0", "row3 0", "row2 2", "row5 0"])
        let after = host.rendererChanges
        #expect(after.created == before.created, "no element is made again")
        #expect(after.moves - before.moves == 2, "swapping two rows is two moves")
        #expect(after.removals == before.removals)
        #expect(host.bodyCount(of: Counter.self) == 5 + 2, "the moved rows' bodies need not run again")
    }

    @Test func removingARowRemovesOneElementAndItsState() async throws {
        let host = await ViewHost(Rows())
        let before = host.rendererChanges
        _ = host.takeEvents()
        try await host.tap("drop")
        #expect(host.texts == ["row2 0", "row3 0", "row4 0", "row5 0"])
        #expect(host.rendererChanges.removals - before.removals == 1)
        #expect(host.rendererChanges.inserts == before.inserts)
        #expect(host.takeEvents().map(\.description) == ["body Rows", "disappear Counter", "uninstall Counter"])
    }

    struct Owner: View {
        let journal: Journal
        @StateObject var object: Tracked
        init(journal: Journal) {
            self.journal = journal
            _object = StateObject(wrappedValue: Tracked("owned", journal: journal))
        }
        var body: some View {
            Text("owner \(object.count)")
                .onAppear { journal.log("appear") }
                .onDisappear { journal.log("disappear") }
        }
    }

    struct Removable: View {
        let journal: Journal
        @State var shown = true
        var body: some View {
            Button("remove") { shown = false }
            if shown { Owner(journal: journal) }
        }
    }

    @Test func removalFiresOnDisappearThenReleasesStateObjects() async throws {
        let journal = Journal()
        let host = await ViewHost(Removable(journal: journal))
        #expect(journal.take() == ["owned init", "appear"])
        try await host.tap("remove")
        #expect(journal.take() == ["disappear", "owned deinit"])
        #expect(host.texts == [])
    }
}
