import Experiments
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// A ForEach whose elements go, move and come in every mix keeps each row's state by id and
/// shows the rows in the data's order: removals and moves rearrange the children in place,
/// insertions rebuild their list, and both must agree with the data.
@MainActor
@Suite struct ForEachRearrangementTests {
    final class IDs: ObservableObject {
        @Published var ids: [Int]
        init(_ ids: [Int]) { self.ids = ids }
    }

    struct Rows: View {
        @ObservedObject var model: IDs
        var body: some View {
            VStack {
                ForEach(model.ids, id: \.self) { ForEachTests.Tally(label: "r\($0)") }
            }
        }
    }

    @Test func rowsKeepTheirStateByIDThroughRandomRemovalsMovesAndInsertions() async throws {
        var random = SplitMix64(seed: 15)
        let model = IDs(Array(0..<12))
        let host = await ViewHost(Rows(model: model))
        var taps: [Int: Int] = [:]
        var nextID = 12
        for step in 0..<120 {
            // A few rows are tapped, so that each carries a count of its own.
            for _ in 0..<2 where !model.ids.isEmpty {
                let id = model.ids[Int(random.next() % UInt64(model.ids.count))]
                try await host.tap("r\(id) \(taps[id, default: 0])")
                taps[id, default: 0] += 1
            }
            var ids = model.ids
            switch random.next() % 5 {
            case 0 where ids.count > 1:
                ids.swapAt(Int(random.next() % UInt64(ids.count)), Int(random.next() % UInt64(ids.count)))
            case 1:
                ids.removeAll { _ in random.next() % 4 == 0 }
            case 2:
                ids.shuffle(using: &random)
            case 3:
                for _ in 0..<(1 + random.next() % 3) {
                    ids.insert(nextID, at: Int(random.next() % UInt64(ids.count + 1)))
                    nextID += 1
                }
            default:
                ids.shuffle(using: &random)
                ids.removeAll { _ in random.next() % 5 == 0 }
                if ids.count < 4 { ids.append(nextID); nextID += 1 }
            }
            // A row that went starts again from nothing if its id comes back.
            for id in Set(model.ids).subtracting(ids) { taps[id] = nil }
            model.ids = ids
            await host.settle()
            #expect(host.shown == ids.map { "| [r\($0) \(taps[$0, default: 0])]" }, "step \(step): \(ids)")
        }
        await host.unmount()
        host.expectNothingOutlives()
    }

    /// A swap is as many moves as the diff needs: one for neighbours, two otherwise.
    @Test func aSwapMovesOneRowOrTwo() async throws {
        let model = IDs(Array(0..<8))
        let host = await ViewHost(Rows(model: model))
        var before = host.rendererChanges
        model.ids.swapAt(3, 4)
        await host.settle()
        #expect(host.rendererChanges.moves - before.moves == 1)
        before = host.rendererChanges
        model.ids.swapAt(1, 6)
        await host.settle()
        #expect(host.rendererChanges.moves - before.moves == 2)
        #expect(host.shown == [0, 6, 2, 4, 3, 5, 1, 7].map { "| [r\($0) 0]" })
    }
}
