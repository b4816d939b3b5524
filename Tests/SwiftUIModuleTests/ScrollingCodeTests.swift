import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import SwiftUI
import Testing

// Scrolling by value as Apple's documentation and chat-style apps write it, typed with
// `import SwiftUI` alone: `ScrollViewReader` with `@Namespace` ids, a jump to the last message
// by an optional id, `.scrollPosition(id:)` with `.scrollTargetLayout()`, and iOS 18's
// `ScrollPosition`. They compile unchanged, and scroll to what they name.

/// Apple's `ScrollViewReader` example: buttons at the top and the bottom that scroll to each other.
/// Its stripes are here loose in the scroll view, each a row: the lab counts a viewport in rows,
/// and a stack inside the content would be one row (rule 17's row model).
struct TopAndBottom: View {
    @Namespace var topID
    @Namespace var bottomID

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                Button("Scroll to Bottom") {
                    withAnimation { proxy.scrollTo(bottomID) }
                }
                .id(topID)
                ForEach(0..<30) { i in Text("stripe \(i)") }
                Button("Top") {
                    withAnimation { proxy.scrollTo(topID) }
                }
                .id(bottomID)
            }
        }
    }
}

struct ChatMessage: Identifiable {
    let id = UUID()
    let text: String
}

/// A chat: a new message scrolls the list to it, by the last message's optional id.
struct Chat: View {
    @State private var messages = (1...20).map { ChatMessage(text: "message \($0)") }
    var body: some View {
        ScrollViewReader { proxy in
            Button("Send") { messages.append(ChatMessage(text: "message \(messages.count + 1)")) }
            List(messages) { Text($0.text) }
                .onChange(of: messages.count) {
                    proxy.scrollTo(messages.last?.id, anchor: .bottom)
                }
        }
    }
}

/// iOS 17 and 18 positions side by side.
struct Positions: View {
    let items = (1...50).map { ChatMessage(text: "item \($0)") }
    @State private var scrolledID: ChatMessage.ID?
    @State private var position = ScrollPosition(idType: ChatMessage.ID.self)
    var body: some View {
        VStack {
            Text(scrolledID.flatMap { id in items.first { $0.id == id }?.text } ?? "none")
            Button("Last") { position.scrollTo(id: items.last?.id) }
            Button("Bottom") { position.scrollTo(edge: .bottom) }
            ScrollView {
                LazyVStack {
                    ForEach(items) { Text($0.text) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $scrolledID)
            .frame(height: 200)
            ScrollView {
                LazyVStack {
                    ForEach(items) { Text($0.text) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
        }
    }
}

@MainActor
@Suite struct ScrollingCodeTests {
    @Test func applesScrollViewReaderExampleScrollsToANamespaceID() async throws {
        let host = await ViewHost(TopAndBottom())
        #expect(host.shown.contains("| [Scroll to Bottom]"))
        try await host.tap("Scroll to Bottom")
        #expect(host.shown.last == "| [Top]", "the bottom button is on screen")
        #expect(!host.shown.contains("| [Scroll to Bottom]"))
        try await host.tap("Top")
        #expect(host.shown.first == "| [Scroll to Bottom]")
    }

    @Test func aNewMessageScrollsTheListToItByItsOptionalID() async throws {
        let host = await ViewHost(Chat())
        try await host.tap("Send")
        #expect(host.shown.last == "| message 21", "an optional id finds the view its value names (on Linux, AnyHashable of an optional UUID is not equal to the UUID's)")
    }
}
