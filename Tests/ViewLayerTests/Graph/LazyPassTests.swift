import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// How a pass places a lazy container's rows (rule 17; issue 29): the rows are placed once what
/// the container holds has been updated, by the container's rows rather than by invalidating the
/// views around, and arranged once a pass.
@MainActor
@Suite struct LazyPassTests {
    struct Row: View {
        let number: Int
        var body: some View { Text("row \(number)") }
    }

    struct Sections: View {
        @State var first = Array(0..<3)
        @State var second = Array(100..<140)
        @State var showsFooter = true
        var body: some View {
            Button("grow first") { first.append(first.count) }
            Button("hide footer") { showsFooter = false }
            ScrollView {
                LazyVStack {
                    Text("header")
                    ForEach(first, id: \.self) { Row(number: $0) }
                    Text("between")
                    ForEach(second, id: \.self) { Row(number: $0) }
                    if showsFooter { Text("footer") }
                }
            }
        }
    }

    @Test func installingALazyStackArrangesItsRowsOnce() async {
        let host = await ViewHost(Sections())
        #expect(host.graph.statistics.rowArrangements == 1, "header, two ForEachs and a footer, placed in one arrangement")
        #expect(host.shown == ["| [grow first]", "| [hide footer]", "| header", "| row 0", "| row 1", "| row 2", "| between", "| row 100", "| row 101", "| row 102"])
    }

    @Test func rowsThatMoveAnotherForEachsAreArrangedOnceInThePass() async throws {
        let host = await ViewHost(Sections())
        let before = host.graph.statistics.rowArrangements
        try await host.tap("grow first")
        #expect(host.graph.statistics.rowArrangements == before + 1, "the first ForEach's new row moves the second's: both placed, one arrangement")
        #expect(host.shown == ["| [grow first]", "| [hide footer]", "| header", "| row 0", "| row 1", "| row 2", "| row 3", "| between", "| row 100", "| row 101"])
    }

    @Test func aViewRemovedAmongTheRowsIsArrangedOnce() async throws {
        let host = await ViewHost(Sections())
        let before = host.graph.statistics.rowArrangements
        try await host.tap("hide footer")
        #expect(host.graph.statistics.rowArrangements == before + 1)
    }
}
