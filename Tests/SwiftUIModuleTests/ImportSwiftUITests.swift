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

@MainActor
@Suite struct ImportSwiftUITests {
    @Test func aViewFileWrittenForAppleSwiftUICompilesAndRuns() async throws {
        let host = await ViewHost(BasketView())
        #expect(host.texts == ["items: 0", "shelves: 2"])
        try await host.tap("Add")
        #expect(host.texts.first == "items: 1")
    }
}
