import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// ForEach: one identity per id, and an update of the same ids in the same order that reaches
/// only the rows whose value, environment or state changed.
@MainActor
@Suite struct ForEachTests {
    struct Cell: View {
        let value: Int
        var body: some View { Text("v\(value)") }
    }

    struct Cells: View {
        @State var values = [0, 0, 0, 0]
        var body: some View {
            Button("bump") { values[2] += 1 }
            VStack {
                ForEach(Array(values.enumerated()), id: \.offset) { Cell(value: $0.element) }
            }
        }
    }

    @Test func onlyTheRowWhoseValueChangedRunsItsBody() async throws {
        let host = await ViewHost(Cells())
        #expect(host.bodyCount(of: Cell.self) == 4)
        try await host.tap("bump")
        #expect(host.texts == ["v0", "v0", "v1", "v0"])
        #expect(host.bodyCount(of: Cell.self) == 5)
    }

    final class Theme: ObservableObject {
        let name: String
        init(_ name: String) { self.name = name }
    }

    struct Themed: View {
        let id: Int
        @EnvironmentObject var theme: Theme
        var body: some View { Text("\(theme.name) \(id)") }
    }

    struct SwitchesTheme: View {
        let light = Theme("light"), dark = Theme("dark")
        @State var isDark = false
        var body: some View {
            Button("switch") { isDark.toggle() }
            VStack {
                ForEach(0..<3) { Themed(id: $0) }
            }
            .environmentObject(isDark ? dark : light)
        }
    }

    @Test func aNewEnvironmentReachesRowsWhoseValuesAreUnchanged() async throws {
        let host = await ViewHost(SwitchesTheme())
        #expect(host.texts == ["light 0", "light 1", "light 2"])
        try await host.tap("switch")
        #expect(host.texts == ["dark 0", "dark 1", "dark 2"])
        #expect(host.bodyCount(of: Themed.self) == 6)
    }

    struct ReversesAndSwitchesTheme: View {
        let light = Theme("light"), dark = Theme("dark")
        @State var isDark = false
        @State var ids = [0, 1, 2]
        var body: some View {
            Button("reverse and switch") {
                ids.reverse()
                isDark.toggle()
            }
            Button("reverse") { ids.reverse() }
            VStack {
                ForEach(ids, id: \.self) { Themed(id: $0) }
            }
            .environmentObject(isDark ? dark : light)
        }
    }

    /// Reordered rows whose values are unchanged are compared with their latest views in place,
    /// and run no body, under an environment object provided again in the same body; a new
    /// object in the same update as a reorder still reaches them all.
    @Test func reorderedRowsGetANewEnvironmentAndOtherwiseRunNoBody() async throws {
        let host = await ViewHost(ReversesAndSwitchesTheme())
        try await host.tap("reverse")
        #expect(host.texts == ["light 2", "light 1", "light 0"])
        #expect(host.bodyCount(of: Themed.self) == 3)
        try await host.tap("reverse and switch")
        #expect(host.texts == ["dark 0", "dark 1", "dark 2"])
        #expect(host.bodyCount(of: Themed.self) == 6)
        try await host.tap("reverse")
        #expect(host.texts == ["dark 2", "dark 1", "dark 0"])
        #expect(host.bodyCount(of: Themed.self) == 6)
    }

    struct Tally: View {
        let label: String
        @State var count = 0
        var body: some View {
            Button("\(label) \(count)") { count += 1 }
        }
    }

    struct Tallies: View {
        @State var suffix = ""
        var body: some View {
            Button("rename") { suffix = "!" }
            VStack {
                ForEach(0..<2) { Tally(label: "t\($0)\(suffix)") }
            }
        }
    }

    @Test func aRowKeepsItsStateWhenItsValueChanges() async throws {
        let host = await ViewHost(Tallies())
        try await host.tap("t1 0")
        try await host.tap("rename")
        #expect(host.shown == ["| [rename]", "| [t0! 0]", "| [t1! 1]"])
    }

    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    struct Reshuffles: View {
        @State var items = (1...5).map { Item(id: $0, name: "n\($0)") }
        var body: some View {
            Button("reshuffle") {
                // Drops 2 and 4, renames 3, moves 5 to the front, inserts 6 in the middle.
                items = [Item(id: 5, name: "n5"), Item(id: 1, name: "n1"), Item(id: 6, name: "n6"), Item(id: 3, name: "three")]
            }
            VStack {
                ForEach(items) { Tally(label: $0.name) }
            }
        }
    }

    @Test func keyedChangesKeepStateByIDAndRemoveInOrder() async throws {
        let host = await ViewHost(Reshuffles())
        try await host.tap("n1 0")
        try await host.tap("n3 0")
        try await host.tap("n5 0")
        _ = host.takeEvents()
        let bodies = host.bodyCount(of: Tally.self)
        try await host.tap("reshuffle")
        // 1, 3 and 5 keep their tap counts by id; 3 is renamed; 6 is new.
        #expect(host.shown == ["| [reshuffle]", "| [n5 1]", "| [n1 1]", "| [n6 0]", "| [three 1]"])
        #expect(host.bodyCount(of: Tally.self) - bodies == 2, "only the renamed and the new element run a body")
        let changes = host.events.filter { $0.kind == .install || $0.kind == .uninstall }
            .map { "\($0.kind.rawValue) \($0.path.split(separator: "/").last ?? "")" }
        #expect(changes == ["install #6:Tally", "uninstall #2:Tally", "uninstall #4:Tally"])
    }

    final class Clicks: ObservableObject {
        @Published var total = 0
    }

    struct Counted: View {
        let id: Int
        let clicks: Clicks
        @State var count = 0
        var body: some View {
            Button("c\(id) \(count)") {
                count += 1
                clicks.total += 1
            }
        }
    }

    struct CountedList: View {
        @ObservedObject var clicks: Clicks
        var body: some View {
            Text("total \(clicks.total)")
            VStack {
                ForEach(0..<2) { Counted(id: $0, clicks: clicks) }
            }
        }
    }

    @Test func aRowInvalidatedInTheSamePassAsItsListIsStillEvaluated() async throws {
        let host = await ViewHost(CountedList(clicks: Clicks()))
        try await host.tap("c1 0")
        #expect(host.shown == ["| total 1", "| [c0 0]", "| [c1 1]"])
        #expect(host.bodyCount(of: Counted.self) == 3)
    }

    struct RebuildsRows: View {
        let journal: Journal
        @State var generation = 0
        var body: some View {
            Button("rebuild \(generation)") { generation += 1 }
            VStack {
                ForEach(0..<1) { _ in ObjectRulesTests.HoldsModel(journal: journal) }
            }
        }
    }

    @Test func aRowStructsObjectLivesAsADirectChildsDoes() async throws {
        let journal = Journal()
        let host = await ViewHost(RebuildsRows(journal: journal))
        #expect(journal.take() == ["model init"])
        try await host.tap("rebuild 0")
        #expect(journal.take() == ["model init"], "the newest row struct is kept until the next update")
        try await host.tap("rebuild 1")
        #expect(journal.take() == ["model init", "model deinit"])
        await host.unmount()
        #expect(journal.take() == ["model deinit", "model deinit"], "the kept first object and the newest struct's")
    }

    @Observable final class Tag {
        var name: String
        init(_ name: String) { self.name = name }
    }

    struct TagRow: View {
        let tag: Tag
        @State var taps = 0
        var body: some View {
            Button("\(tag.name) \(taps)") { taps += 1 }
        }
    }

    struct Tags: View {
        let tags = [Tag("a"), Tag("b")]
        @State var passes = 0
        var body: some View {
            Button("rename") { tags[0].name = "z" }
            Button("again \(passes)") { passes += 1 }
            VStack {
                ForEach(tags, id: \.name) { TagRow(tag: $0) }
            }
        }
    }

    @Test func anIDReadFromAnObservableIsADependencyOfTheForEach() async throws {
        let host = await ViewHost(Tags())
        try await host.tap("again 0")
        try await host.tap("a 0")
        #expect(host.shown.contains("| [a 1]"))
        // A new id is a new identity, in the pass that changed it: the row starts afresh.
        try await host.tap("rename")
        #expect(host.shown == ["| [rename]", "| [again 1]", "| [z 0]", "| [b 0]"])
    }

    struct Refills: View {
        @State var count = 3
        var body: some View {
            Button("empty") { count = 0 }
            Button("refill") { count = 3 }
            VStack {
                ForEach(0..<count, id: \.self) { Tally(label: "r\($0)") }
            }
        }
    }

    @Test func aListEmptiedAndRefilledStartsItsRowsAfresh() async throws {
        let host = await ViewHost(Refills())
        try await host.tap("r1 0")
        try await host.tap("empty")
        #expect(host.shown == ["| [empty]", "| [refill]"])
        try await host.tap("refill")
        #expect(host.shown == ["| [empty]", "| [refill]", "| [r0 0]", "| [r1 0]", "| [r2 0]"])
    }

    struct Duplicates: View {
        @State var ids = [1, 2, 2, 3]
        @State var passes = 0
        var body: some View {
            Button("append") { ids.append(4) }
            Button("shuffle") { ids = [3, 2, 1, 2] }
            Button("again \(passes)") { passes += 1 }
            VStack {
                ForEach(ids, id: \.self) { Text("item \($0)") }
            }
        }
    }

    @Test func aRepeatedIDKeepsTheFirstElementAndIsReported() async throws {
        let host = await ViewHost(Duplicates())
        #expect(host.texts == ["item 1", "item 2", "item 3"])
        try await host.tap("again 0")
        #expect(host.texts == ["item 1", "item 2", "item 3"])
        try await host.tap("append")
        #expect(host.texts == ["item 1", "item 2", "item 3", "item 4"])
        try await host.tap("shuffle")
        #expect(host.texts == ["item 3", "item 2", "item 1"])
        #expect(host.warnings.map(\.message) == ["ForEach<Array<Int>, Int, Text>: the ID 2 occurs multiple times within the collection, this will give undefined results!"],
                "once for the site, however many updates met the duplicate")
    }

    // MARK: Rule 16 — a range without an id is read once

    struct CountedRows: View {
        @State var count = 2
        var body: some View {
            ForEach(0..<count) { Text("constant \($0)") }
            ForEach(0..<count, id: \.self) { Text("follows \($0)") }
            Button("more") { count += 1 }
        }
    }

    @Test func aRangeWithoutAnIDKeepsItsInitialRowsAndWarnsOnce() async throws {
        let host = await ViewHost(CountedRows())
        try await host.tap("more")
        #expect(host.texts == ["constant 0", "constant 1", "follows 0", "follows 1", "follows 2"])
        try await host.tap("more")
        #expect(host.texts == ["constant 0", "constant 1", "follows 0", "follows 1", "follows 2", "follows 3"])
        #expect(host.warnings.map(\.message) == ["ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"],
                "in SwiftUI's words, once for the site, although the count changed again")
    }
}
