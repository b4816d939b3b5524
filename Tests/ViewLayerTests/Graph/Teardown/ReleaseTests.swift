import Experiments
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Nothing outlives the graph that made it, and child lists change with the fewest operations.
@MainActor
@Suite struct ReleaseTests {
    struct Everything: View {
        let journal: Journal
        @StateObject var owned: Tracked
        @State var presented = true
        init(journal: Journal) {
            self.journal = journal
            _owned = StateObject(wrappedValue: Tracked("owned", journal: journal))
        }
        var body: some View {
            NavigationStack {
                List {
                    ForEach(0..<3) { i in Text("row \(i)") }
                    NavigationLink("link", destination: LifecycleTests.Page("page", journal: journal))
                }
                .sheet(isPresented: $presented) {
                    LifecycleTests.Page("sheet", journal: journal)
                }
            }
        }
    }

    @Test func unmountingReleasesEveryObjectAndElement() async throws {
        let journal = Journal()
        weak var backendRef: HeadlessBackend?
        do {
            let host = await ViewHost(Everything(journal: journal))
            backendRef = host.backend
            try host.backend.dismissTopPresentation()
            await host.settle()
            try await host.tap("link")
            #expect(host.backend.liveElementCount > 0)
            await host.unmount()
            #expect(host.backend.liveElementCount == 0, "no element outlives its view")
            #expect(host.backend.window.children.isEmpty)
        }
        let lines = journal.lines
        for name in ["owned", "page", "sheet"] {
            #expect(lines.filter { $0 == "\(name) init" }.count == lines.filter { $0 == "\(name) deinit" }.count, "\(name)")
        }
        #expect(lines.contains("page deinit"))
        #expect(backendRef == nil)
    }

    /// Weak references to every node of `graph`, portals included.
    static func nodes(of graph: ViewGraph) -> [() -> ViewNode?] {
        var found: [() -> ViewNode?] = []
        graph.root?.forEachInSubtree { node in
            weak let reference = node
            found.append { reference }
        }
        return found
    }

    struct Rows: View {
        let journal: Journal
        @State var ids = [1, 2, 3]
        var body: some View {
            Button("remove") { ids.removeFirst() }
            VStack {
                ForEach(ids, id: \.self) { id in Row(journal: journal, id: id) }
            }
        }
    }

    struct Row: View {
        let journal: Journal
        let id: Int
        @StateObject var model: Tracked
        init(journal: Journal, id: Int) {
            self.journal = journal
            self.id = id
            _model = StateObject(wrappedValue: Tracked("row \(id)", journal: journal))
        }
        var body: some View {
            HStack {
                Text("\(id)")
                Button("x") { model.count += 1 }
            }
        }
    }

    /// Nodes hold their parents strongly (a weak reference costs every retain of the parent the
    /// runtime's slow path): the cycles are broken as nodes are uninstalled.
    @Test func aRemovedRowsNodesGoWithTheirPass() async throws {
        let journal = Journal()
        let host = await ViewHost(Rows(journal: journal))
        let before = Self.nodes(of: host.graph)
        // The pass alone, with no turn of the loop after it.
        try host.backend.tap("remove", occurrence: 1)
        host.graph.flush()
        #expect(journal.lines.last == "row 1 deinit")
        #expect(before.count { $0() != nil } == before.count - 4, "the row's own node, its HStack, Text and Button (whose Text title has no node)")
        await host.unmount()
        #expect(before.allSatisfy { $0() == nil }, "no node outlives the unmount: \(before.compactMap { $0()?.typeName })")
    }

    /// What a removed row's views hold goes in its pass, as SwiftUI releases it when the
    /// identity goes; the nodes that held it are the graph's own memory, let go of after the
    /// frame on a backend that has one.
    @Test func aRemovedRowsStateGoesInItsPassAndItsNodesAfterTheFrame() async throws {
        let journal = Journal()
        let host = await ViewHost(Rows(journal: journal))
        host.backend.holdsWorkUntilFrame = true
        let before = Self.nodes(of: host.graph)
        try host.backend.tap("remove", occurrence: 1)
        host.graph.flush()
        #expect(journal.lines.last == "row 1 deinit")
        #expect(host.graph.statistics.liveNodes == before.count - 4)
        #expect(before.allSatisfy { $0() != nil }, "the nodes wait for the frame")
        host.backend.finishFrame()
        #expect(before.count { $0() != nil } == before.count - 4)
        // A removal whose frame has not come yet is let go of at the unmount (and with a graph
        // let go of without one: `aGraphLetGoOfWithoutUnmountingLetsItsNodesAndStateGo`).
        try host.backend.tap("remove", occurrence: 1)
        host.graph.flush()
        #expect(journal.lines.last == "row 2 deinit")
        await host.unmount()
        #expect(before.allSatisfy { $0() == nil }, "no node outlives the unmount: \(before.compactMap { $0()?.typeName })")
    }

    /// Many removed subtrees are let go of a turn at a time, a turn after each frame, rather than
    /// in one turn that would hold up input.
    @Test func manyRemovedRowsAreLetGoOfOverSeveralTurns() async throws {
        struct Many: View {
            @State var ids = Array(0..<40)
            var body: some View {
                Button("clear") { ids = [] }
                VStack {
                    ForEach(ids, id: \.self) { Text("row \($0)") }
                }
            }
        }
        let host = await ViewHost(Many())
        host.graph.letGoTurn = .zero
        host.backend.holdsWorkUntilFrame = true
        let before = Self.nodes(of: host.graph)
        try host.backend.tap("clear", occurrence: 1)
        host.graph.flush()
        func alive() -> Int { before.count { $0() != nil } }
        let all = alive()
        // A turn lets go of the subtrees it reaches before its clock runs out, read every few.
        let perTurn = ViewGraph.subtreesBetweenClockReadings
        host.backend.finishFrame()
        #expect(alive() == all - perTurn)
        host.backend.finishFrame()
        #expect(alive() == all - 2 * perTurn)
        host.backend.finishFrame()
        #expect(alive() == all - 40, "the last eight")
        host.backend.finishFrame()
        #expect(alive() == all - 40, "nothing left to do")
    }

    enum Shown: CaseIterable {
        case rows, sheet, pushedPage
        /// Rows, one of them removed, its nodes waiting for a frame that does not come.
        case removedRowBeforeItsFrame
    }

    /// A graph let go of without `unmount()`: nodes hold their parents, and a sheet's or a pushed
    /// page's root is held by its presenter's state as well: nothing may keep the rest alive.
    @Test(arguments: Shown.allCases)
    func aGraphLetGoOfWithoutUnmountingLetsItsNodesAndStateGo(_ shown: Shown) async throws {
        let journal = Journal()
        var nodes: [() -> ViewNode?] = []
        do {
            let backend = HeadlessBackend()
            backend.holdsWorkUntilFrame = shown == .removedRowBeforeItsFrame
            let graph = ViewGraph(backend: backend)
            if shown == .rows || shown == .removedRowBeforeItsFrame {
                graph.mount(Rows(journal: journal), in: backend.window)
            } else {
                graph.mount(Everything(journal: journal), in: backend.window)
            }
            await graph.settle()
            if shown == .pushedPage {
                try backend.dismissTopPresentation()
                await graph.settle()
                try backend.tap("link", occurrence: 1)
                await graph.settle()
            }
            nodes = Self.nodes(of: graph)
            if shown == .removedRowBeforeItsFrame {
                try backend.tap("remove", occurrence: 1)
                graph.flush()
                #expect(nodes.allSatisfy { $0() != nil }, "the removed row's nodes wait for the frame")
            }
        }
        let lines = journal.lines
        if shown == .sheet || shown == .pushedPage { #expect(lines.contains(shown == .sheet ? "sheet init" : "page init")) }
        #expect(!nodes.isEmpty)
        #expect(nodes.allSatisfy { $0() == nil }, "\(nodes.compactMap { $0()?.typeName })")
        let made = Set(lines.compactMap { $0.hasSuffix(" init") ? $0.dropLast(" init".count) : nil })
        #expect(!made.isEmpty)
        for name in made {
            #expect(lines.filter { $0 == "\(name) init" }.count == lines.filter { $0 == "\(name) deinit" }.count, "\(name): \(lines)")
        }
    }

    @Test func longestIncreasingRunKeepsTheMostChildrenInPlace() {
        func run(_ sequence: [Int]) -> [Int] {
            let run = ChildListDiff.longestIncreasingRun(sequence)
            return run.indices.filter { run[$0] }
        }
        #expect(run([0, 3, 2, 1, 4]).count == 3)
        #expect(run([-1, 0, 1, -1, 2]) == [1, 2, 4])
        #expect(run([]) == [])
        let swapped = Array(0..<1000).enumerated().map { $0.offset == 1 ? 998 : $0.offset == 998 ? 1 : $0.element }
        #expect(run(swapped).count == 998)
    }

    @Test func anyChangeOfChildrenReachesTheTargetOrder() {
        var random = SplitMix64(seed: 2026)
        let backend = HeadlessBackend()
        let pool = (0..<12).map { backend.makeText("\($0)") }
        for _ in 0..<500 {
            let parent = backend.makeStack(axis: .vertical, spacing: nil)
            let old = Array(pool.shuffled(using: &random).prefix(Int.random(in: 0...10, using: &random)))
            ChildListDiff.apply(from: [], to: old, in: parent, backend: CountedBackend(backend))
            let new = Array(pool.shuffled(using: &random).prefix(Int.random(in: 0...10, using: &random)))
            ChildListDiff.apply(from: old, to: new, in: parent, backend: CountedBackend(backend))
            #expect((parent as! HeadlessElement).children.map(ObjectIdentifier.init) == new.map(ObjectIdentifier.init))
            for element in new { backend.remove(element, from: parent) }
        }
    }

    @Test func reorderingProducesTheTargetOrder() {
        let backend = HeadlessBackend()
        let parent = backend.makeStack(axis: .vertical, spacing: nil)
        let elements = (0..<8).map { backend.makeText("\($0)") }
        ChildListDiff.apply(from: [], to: elements, in: parent, backend: CountedBackend(backend))
        let orders: [[Int]] = [[7, 6, 5, 4, 3, 2, 1, 0], [1, 0, 3, 2, 5, 4], [5, 9, 1, 10, 3], [10, 9, 5, 3, 1, 0]]
        let more = elements + (8..<11).map { backend.makeText("\($0)") }
        var current = elements
        for order in orders {
            let target = order.map { more[$0] }
            ChildListDiff.apply(from: current, to: target, in: parent, backend: CountedBackend(backend))
            current = target
            #expect((parent as! HeadlessElement).children.map(\.text) == order.map(String.init))
        }
    }
}
