import SwiftUI

/// A product of the catalogue.
public struct Product: Equatable, Sendable {
    public var name: String
    public var inStock: Bool

    public init(_ name: String, inStock: Bool = true) {
        self.name = name
        self.inStock = inStock
    }
}

/// Searches a catalogue once typing pauses, lists what matches, and opens a product's page.
public struct ProductSearch: View {
    @Environment(\.continuousClock) private var clock
    @State private var query = ""
    @State private var matches: [Product] = []
    @State private var showsFilters = false
    @State private var inStockOnly = false
    let catalogue: [Product]

    public init(catalogue: [Product]) {
        self.catalogue = catalogue
    }

    public var body: some View {
        let shown = inStockOnly ? matches.filter(\.inStock) : matches
        NavigationStack {
            VStack {
                TextField("Search", text: $query)
                Button("Filters") { showsFilters = true }
                Text(shown.isEmpty ? "No results" : "\(shown.count) results")
                ForEach(shown, id: \.name) { product in
                    NavigationLink(product.name) { ProductPage(product: product) }
                }
            }
            // Each key restarts the task, which cancels the wait before it: one search per pause.
            .task(id: query) {
                guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
                matches = query.isEmpty ? [] : catalogue.filter { $0.name.lowercased().contains(query.lowercased()) }
            }
        }
        .sheet(isPresented: $showsFilters) {
            FiltersSheet(inStockOnly: $inStockOnly)
        }
    }
}

/// A product's page, pushed from the results.
public struct ProductPage: View {
    let product: Product
    @State private var isInCart = false

    public var body: some View {
        Text(product.name)
        Text(product.inStock ? "In stock" : "Sold out")
        Button(isInCart ? "In your cart" : "Add to cart") { isInCart = true }
    }
}

/// The search's filters, in a sheet.
public struct FiltersSheet: View {
    @Binding var inStockOnly: Bool
    @Environment(\.dismiss) private var dismiss

    public var body: some View {
        Toggle("In stock only", isOn: $inStockOnly)
        Button("Done") { dismiss() }
    }
}
