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

/// `\.isSearching` and `\.dismissSearch` inside a `.searchable` view (Apple's "Managing search
/// interface activation": "When the user first taps or clicks in a search field, the isSearching
/// property becomes true"; `dismissSearch` "dismisses the current search operation").
@MainActor
@Suite struct SearchActivationTests {
    struct Fruits: View {
        @State private var query = ""
        var body: some View {
            VStack {
                SearchStatus()
                Text("query \(query.debugDescription)")
                TextField("Other", text: .constant(""))
            }
            .searchable(text: $query)
        }
    }

    struct SearchStatus: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            Text(isSearching ? "searching" : "browsing")
            if isSearching { Button("Done") { dismissSearch() } }
        }
    }

    @Test func searchingStartsInTheFieldAndEndsWhenDismissed() async throws {
        let host = await ViewHost(Fruits())
        #expect(host.texts == ["browsing", "query \"\""])
        try await host.type("ap", into: "Search")
        #expect(host.texts == ["searching", "query \"ap\""])
        try await host.focus("Other")
        #expect(host.texts.first == "searching", "the field left with text in it: still searching")
        try await host.tap("Done")
        #expect(host.texts == ["browsing", "query \"\""], "dismissing cleared the text and ended the search")
        try await host.focus("Search")
        #expect(host.texts.first == "searching")
        try await host.focus("Other")
        #expect(host.texts.first == "browsing", "the field left empty")
        await host.unmount()
    }

    @Test func outsideASearchableViewNoSearchIsUnderWay() async {
        let host = await ViewHost(SearchStatus())
        #expect(host.texts == ["browsing"])
        await host.unmount()
    }

    /// Apple's `searchSuggestions(_:)`: "suggestions … display while the search field is
    /// active"; `searchCompletion(_:)`: "the search field text becomes the completion" when a
    /// person chooses the suggestion.
    @Test func suggestionsShowWhileSearchingAndACompletionFillsTheField() async throws {
        struct Fruits: View {
            @State private var query = ""
            var body: some View {
                VStack {
                    Text("query \(query.debugDescription)")
                }
                .searchable(text: $query)
                .searchSuggestions {
                    Text("🍎 Apple").searchCompletion("apple")
                    Text("🍐 Pear").searchCompletion("pear")
                }
            }
        }
        let host = await ViewHost(Fruits())
        #expect(host.shown == ["| Search: []", "| query \"\""], "no suggestions until a person searches")
        try await host.focus("Search")
        #expect(host.shown == ["| Search: []", "| [🍎 Apple]", "| [🍐 Pear]", "| query \"\""])
        try await host.tap("🍐 Pear")
        #expect(host.shown.first == "| Search: [pear]")
        #expect(host.texts.last == "query \"pear\"")
        await host.unmount()
    }
}

extension SearchActivationTests {
    /// Apple's `DismissSearchAction`: "Calling this instance has no effect if the user isn't
    /// interacting with a search field": a query set by code stays.
    @Test func dismissingWhenNoOneSearchesLeavesTheQuery() async throws {
        struct Preset: View {
            @State private var query = "pear"
            var body: some View {
                VStack {
                    Text("query \(query)")
                    DismissButton()
                }
                .searchable(text: $query)
            }
        }
        struct DismissButton: View {
            @Environment(\.dismissSearch) private var dismissSearch
            var body: some View { Button("Stop") { dismissSearch() } }
        }
        let host = await ViewHost(Preset())
        try await host.tap("Stop")
        #expect(host.texts == ["query pear"])
        await host.unmount()
    }
}

extension SearchActivationTests {
    /// Suggestions written around a `.searchable` view are its field's: a searchable view inside
    /// the searched content shows none of them while a person searches in it.
    @Test func suggestionsReachNoSearchableViewInside() async throws {
        struct Nested: View {
            @State private var outer = ""
            @State private var inner = ""
            var body: some View {
                VStack {
                    Text("notes").searchable(text: $inner, prompt: "Find a note")
                }
                .searchable(text: $outer)
                .searchSuggestions { Text("Pear").searchCompletion("pear") }
            }
        }
        let host = await ViewHost(Nested())
        try await host.focus("Find a note")
        #expect(host.shown == ["| Search: []", "| Find a note: []", "| notes"])
        try await host.focus("Search")
        #expect(host.shown == ["| Search: []", "| [Pear]", "| Find a note: []", "| notes"])
        await host.unmount()
    }
}
