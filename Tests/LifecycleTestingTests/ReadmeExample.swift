import LifecycleTesting
import Testing
import ViewLayer

final class Cart: ObservableObject {
    let lifetimes: LifetimeRecorder
    @Published var items = 0
    init(_ lifetimes: LifetimeRecorder) { self.lifetimes = lifetimes; lifetimes.made("Cart") }
    deinit { lifetimes.released("Cart") }
}

struct CartView: View {
    @StateObject var cart: Cart
    @State private var note = ""
    var body: some View {
        Text("items: \(cart.items)")
        Button("Add") { cart.items += 1 }
        TextField("Note", text: $note)
    }
}

@MainActor @Test func addingAnItem() async throws {
    let lifetimes = LifetimeRecorder()
    let host = await ViewHost(CartView(cart: Cart(lifetimes)), lifetimes: lifetimes)
    try await host.tap("Add")
    try await host.type("gift", into: "Note")
    #expect(host.texts == ["items: 1"])
    #expect(host.state(of: CartView.self, "note", as: String.self) == "gift")
    #expect(host.bodyCount(of: CartView.self) == 2, "the first body and Add's: typing writes a state this body never reads")
    await host.unmount()
    #expect(host.leftovers == [], "nothing outlives the view")
}
