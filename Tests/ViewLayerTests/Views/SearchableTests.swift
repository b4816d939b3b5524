import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `.searchable(text:)`: a search field above the content, bound to the text (Apple's
/// `searchable(text:placement:prompt:)`), whose Return runs `onSubmit(of: .search)` and no
/// `onSubmit(of: .text)` ("triggers: The triggers that should invoke the provided action").
@MainActor
@Suite struct SearchableTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Fruits: View {
        let log: Log
        @State var query = ""
        let fruits = ["Apple", "Apricot", "Banana"]

        var body: some View {
            VStack {
                ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
            }
            .searchable(text: $query, prompt: "Find a fruit")
            .onSubmit(of: .search) { log.lines.append("searched \(query)") }
            .onSubmit { log.lines.append("text submitted") }
        }
    }

    @Test func theSearchFieldFiltersAsItIsTypedAndReturnRunsTheSearchActions() async throws {
        let log = Log()
        let host = await ViewHost(Fruits(log: log))
        #expect(host.shown == ["| Find a fruit: []", "| Apple", "| Apricot", "| Banana"])
        try await host.type("ap", into: "Find a fruit")
        #expect(host.shown == ["| Find a fruit: [ap]", "| Apple", "| Apricot"])
        try await host.submit("Find a fruit")
        #expect(log.lines == ["searched ap"], "the search trigger's action only")
        await host.unmount()
    }

    struct Plain: View {
        @State var query = ""
        var body: some View {
            Text("Results for \(query)").searchable(text: $query)
        }
    }

    @Test func thePromptIsSearchUnlessGiven() async throws {
        let host = await ViewHost(Plain())
        try await host.type("x", into: "Search")
        #expect(host.shown == ["| Search: [x]", "| Results for x"])
        await host.unmount()
    }
}
