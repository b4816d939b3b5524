import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// The graph places a lazy stack's rows by the rows around it in its scroll view, and the backend
/// scrolls and shows them by the same count (`ScrollRowRule`): what comes before the lazy stack
/// moves the rows it builds exactly as far as it moves the rows on screen. A viewport of 8 rows
/// and a margin of 2, as in `LazyStackTests`.
@MainActor
@Suite struct ScrollRowRuleTests {
    enum Before { case nothing, emptyLazyStack, header, headerInAGroup }

    struct Row: View {
        let number: Int
        var body: some View { Text("row \(number)") }
    }

    struct Content: View {
        let before: Before
        var body: some View {
            ScrollView {
                VStack {
                    if before == .headerInAGroup {
                        // Views without elements of their own around the rows change nothing.
                        Group {
                            Text("header")
                            ScrollRowRuleTests.rows
                        }
                    } else {
                        if before == .emptyLazyStack {
                            LazyVStack { ForEach([Int](), id: \.self) { Row(number: $0) } }
                        } else if before == .header {
                            Text("header")
                        }
                        ScrollRowRuleTests.rows
                    }
                }
            }
        }
    }

    static var rows: some View { LazyVStack { ForEach(0..<60, id: \.self) { Row(number: $0) } } }

    /// The rows built after three steps down, and the lines on screen.
    func scrolledDown(_ before: Before) async throws -> (built: Set<Int>, shown: [String]) {
        let host = await ViewHost(Content(before: before))
        for _ in 0..<3 { try await host.scroll(.down) }
        let built = host.events.filter { $0.kind == .install && $0.view == "Row" }.compactMap { event in
            // A row's path ends in `#ID:Row`.
            event.path.split(separator: "/").last?.split(separator: ":").first.flatMap { Int($0.dropFirst()) }
        }
        return (Set(built), host.shown)
    }

    @Test func anEmptyLazyStackMakesNoRow() async throws {
        let reference = try await scrolledDown(.nothing)
        let empty = try await scrolledDown(.emptyLazyStack)
        #expect(reference.shown.first == "| row 24", "\(reference.shown)")
        #expect(empty.shown == reference.shown)
        #expect(empty.built == reference.built, "the same rows are built: \(empty.built.sorted()) and \(reference.built.sorted())")
    }

    @Test func aHeaderIsOneRowBeforeTheLazyStacks() async throws {
        let reference = try await scrolledDown(.nothing)
        let header = try await scrolledDown(.header)
        #expect(header.shown.first == "| row 23", "\(header.shown)")
        #expect(header.built == Set(reference.built.map { $0 - 1 }.filter { $0 >= 0 }), "the rows built are one row up: \(header.built.sorted())")
    }

    @Test func viewsWithoutElementsAroundTheRowsChangeNothing() async throws {
        let header = try await scrolledDown(.header)
        let grouped = try await scrolledDown(.headerInAGroup)
        #expect(grouped.shown == header.shown)
        #expect(grouped.built == header.built, "the same rows are built: \(grouped.built.sorted()) and \(header.built.sorted())")
    }
}
