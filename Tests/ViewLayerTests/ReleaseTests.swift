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
            ChildListDiff.apply(from: [], to: old, in: parent, backend: backend)
            let new = Array(pool.shuffled(using: &random).prefix(Int.random(in: 0...10, using: &random)))
            ChildListDiff.apply(from: old, to: new, in: parent, backend: backend)
            #expect((parent as! HeadlessElement).children.map(ObjectIdentifier.init) == new.map(ObjectIdentifier.init))
            for element in new { backend.remove(element, from: parent) }
        }
    }

    @Test func reorderingProducesTheTargetOrder() {
        let backend = HeadlessBackend()
        let parent = backend.makeStack(axis: .vertical, spacing: nil)
        let elements = (0..<8).map { backend.makeText("\($0)") }
        ChildListDiff.apply(from: [], to: elements, in: parent, backend: backend)
        let orders: [[Int]] = [[7, 6, 5, 4, 3, 2, 1, 0], [1, 0, 3, 2, 5, 4], [5, 9, 1, 10, 3], [10, 9, 5, 3, 1, 0]]
        let more = elements + (8..<11).map { backend.makeText("\($0)") }
        var current = elements
        for order in orders {
            let target = order.map { more[$0] }
            ChildListDiff.apply(from: current, to: target, in: parent, backend: backend)
            current = target
            #expect((parent as! HeadlessElement).children.map(\.text) == order.map(String.init))
        }
    }
}
