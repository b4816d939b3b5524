import LifecycleTesting
import SwiftUI
import Testing

// Written as for Apple's SwiftUI, with `import SwiftUI` alone: Foundation's types, the Combine
// API and Observation come with it (issue 31, item 1).

final class Basket: ObservableObject {
    @Published var items: [UUID] = []
    let opened = Date(timeIntervalSince1970: 0)
}

@Observable
final class Pantry {
    var shelves: IndexSet = [0, 2]
    var width: CGFloat = .infinity
}

struct BasketView: View {
    @StateObject private var basket = Basket()
    @State private var pantry = Pantry()
    var body: some View {
        VStack {
            Text("items: \(basket.items.count)")
            Text("shelves: \(pantry.shelves.count)")
            Button("Add") { basket.items.append(UUID()) }
        }
    }
}

/// Networking as tutorials write it, with `import SwiftUI` alone: on Apple's systems URLSession is
/// Foundation's; on Linux it is FoundationNetworking's, re-exported.
func fetchTitle(from url: URL) async throws -> String {
    let (data, _) = try await URLSession.shared.data(from: url)
    return String(decoding: data, as: UTF8.self)
}

@MainActor
@Suite struct ImportSwiftUITests {
    @Test func aViewFileWrittenForAppleSwiftUICompilesAndRuns() async throws {
        let host = await ViewHost(BasketView())
        #expect(host.texts == ["items: 0", "shelves: 2"])
        try await host.tap("Add")
        #expect(host.texts.first == "items: 1")
    }

    /// `fetchTitle(from:)` compiling is the point; no test here reaches the network.
    @Test func urlSessionIsVisibleThroughSwiftUI() throws {
        let url = try #require(URL(string: "https://example.com/notes.json"))
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        #expect(request.httpMethod == "POST")
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest > 0)
    }
}
