import Foundation
import LifecycleTesting
import SwiftUI
import Testing

// A Hacking with Swift-style project (Moonshot, iExpense, Guess the Flag) as its course writes
// it: colour styles of its own as static members of `ShapeStyle`, a grid of navigation links,
// `containerRelativeFrame` with a closure, formatted dates and currencies. It compiles unchanged.

extension ShapeStyle where Self == Color {
    static var darkBackground: Color { Color(red: 0.1, green: 0.1, blue: 0.2) }
    static var lightBackground: Color { Color(red: 0.2, green: 0.2, blue: 0.3) }
}

struct Astronaut: Codable, Identifiable {
    let id: String
    let name: String
}

struct MissionView: View {
    let astronauts: [String: Astronaut] = [:]
    let columns = [GridItem(.adaptive(minimum: 150))]
    @State private var showingGrid = true
    @State private var expenses: [String] = []

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(Array(astronauts.values)) { astronaut in
                        NavigationLink {
                            Text(astronaut.name)
                        } label: {
                            VStack {
                                Image(astronaut.id)
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 100, height: 100)
                                    .padding()
                                VStack {
                                    Text(astronaut.name)
                                        .font(.headline)
                                        .foregroundStyle(.white)
                                    Text(Date.now.formatted(date: .abbreviated, time: .omitted))
                                        .font(.caption)
                                        .foregroundStyle(.white.opacity(0.5))
                                }
                                .padding(.vertical)
                                .frame(maxWidth: .infinity)
                                .background(.lightBackground)
                            }
                            .clipShape(.rect(cornerRadius: 10))
                            .overlay(
                                RoundedRectangle(cornerRadius: 10)
                                    .stroke(.lightBackground)
                            )
                        }
                    }
                }
                .padding([.horizontal, .bottom])
                Image(decorative: "moon")
                    .resizable()
                    .scaledToFit()
                    .containerRelativeFrame(.horizontal) { width, axis in
                        width * 0.6
                    }
                Rectangle()
                    .frame(height: 2)
                    .foregroundStyle(.lightBackground)
                    .padding(.vertical)
            }
            .navigationTitle("Moonshot")
            .background(.darkBackground)
            .preferredColorScheme(.dark)
            .toolbar {
                Button(showingGrid ? "List" : "Grid") { showingGrid.toggle() }
                NavigationLink("Add", destination: Text("Add"))
            }
        }
    }
}

struct ExpenseRow: View {
    let amount: Double
    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Lunch").font(.headline)
                Text("Personal")
            }
            Spacer()
            Text(amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                .foregroundStyle(amount < 10 ? .green : amount < 100 ? .orange : .red)
        }
    }
}

struct FlagImage: View {
    var name: String
    var body: some View {
        Image(name)
            .clipShape(.capsule)
            .shadow(radius: 5)
            .accessibilityLabel(Text("Flag"))
    }
}

@MainActor
@Suite struct MoonshotCodeTests {
    @Test func theMissionScreenShowsItsTitleAndToolbar() async {
        let host = await ViewHost(MissionView())
        #expect(host.navigationTitle == "Moonshot")
        #expect(host.shown.prefix(2) == ["| [List]", "| [Add]"])
    }
}
