import SwiftUI

/// One thing to buy.
public struct ShoppingItem: Identifiable, Equatable, Sendable {
    public let id: Int
    public var name: String
}

/// The list's data, owned by the list.
public final class ShoppingModel: ObservableObject {
    @Published public private(set) var items: [ShoppingItem] = []
    private var lastID = 0

    public init() {}

    public func add(_ name: String) {
        lastID += 1
        items.append(ShoppingItem(id: lastID, name: name))
    }

    public func remove(_ item: ShoppingItem) {
        items.removeAll { $0.id == item.id }
    }
}

/// A shopping list: name an item and add it; each row counts how many to buy.
public struct ShoppingList: View {
    @StateObject private var model = ShoppingModel()
    @State private var draft = ""

    public init() {}

    public var body: some View {
        VStack {
            TextField("Item", text: $draft)
            Button("Add") {
                guard !draft.isEmpty else { return }
                model.add(draft)
                draft = ""
            }
            ForEach(model.items) { item in
                ItemRow(name: item.name)
                Button("Remove \(item.name)") { model.remove(item) }
            }
            Text(model.items.isEmpty ? "Nothing to buy" : "\(model.items.count) to buy")
        }
    }
}

/// A row of the list, with its own quantity: it lives as long as its item does.
public struct ItemRow: View {
    let name: String
    @State private var quantity = 1

    public var body: some View {
        HStack {
            Text(name)
            Button("-") { quantity = max(1, quantity - 1) }
            Text("× \(quantity)")
            Button("+") { quantity += 1 }
        }
    }
}
