import Foundation
@testable import LifecycleTesting
import Observation
import SwiftUI
import Testing

// Navigation as iOS 17 and 18 code writes it: iOS 18's `Tab`, destinations pushed by a binding
// or an item, three-column split views, collapsible sections and sheets a person cannot close.

enum Section18: Hashable { case library, search }

struct TabbedApp: View {
    @State private var tab = Section18.search
    var body: some View {
        TabView(selection: $tab) {
            Tab("Library", systemImage: "books.vertical", value: Section18.library) {
                Text("Shelves")
            }
            TabSection("More") {
                Tab("Search", systemImage: "magnifyingglass", value: Section18.search, role: .search) {
                    Text("Find a book")
                }
            }
            .badge(2)
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct Shelf: View {
    @State private var showsSettings = false
    @State private var opened: String?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Settings") { showsSettings = true }
                Button("Open Dune") { opened = "Dune" }
                Button("Open Emma") { opened = "Emma" }
            }
            .navigationDestination(isPresented: $showsSettings) { Counter().navigationTitle("Settings") }
            .navigationDestination(item: $opened) { title in Counter().navigationTitle(title) }
        }
    }
}

struct MailLayout: View {
    @State private var showsFolders = true
    var body: some View {
        NavigationSplitView {
            List {
                Section("Folders", isExpanded: $showsFolders) {
                    Text("Inbox")
                    Text("Sent")
                }
            }
        } content: {
            Text("Messages")
        } detail: {
            Text("Message")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct Composer: View {
    @State private var isComposing = true
    var body: some View {
        Button("Compose") { isComposing = true }
            .sheet(isPresented: $isComposing) { Draft() }
    }
}

struct Draft: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Discard") { dismiss() }
            .interactiveDismissDisabled()
    }
}

@MainActor
@Suite struct NavigationCodeTests {
    @Test func iOS18TabsAreTabsWithTheirValues() async throws {
        let host = await ViewHost(TabbedApp())
        // A section's tabs stand among the others; the selection's value chooses the tab shown.
        #expect(host.shown == ["| [Library]", "| [Search]", "| Find a book"])
        try await host.tap("Library")
        #expect(host.shown.last == "| Shelves")
    }

    @Test func aDestinationIsPushedWhileItsBindingSaysSoAndPoppingSetsItBack() async throws {
        let host = await ViewHost(Shelf())
        try await host.tap("Settings")
        #expect(host.navigationTitle == "Settings")
        try await host.tap("Count 0")
        try await host.back()
        #expect(host.navigationTitle == nil)
        try await host.tap("Settings")
        #expect(host.shown.contains("| [Count 0]"), "popping released the page's state, and set the binding back")
    }

    @Test func anItemPushesItsPageAndAnotherItemMakesNewContent() async throws {
        let host = await ViewHost(Shelf())
        try await host.tap("Open Dune")
        #expect(host.navigationTitle == "Dune")
        try await host.tap("Count 0")
        #expect(host.shown.contains("| [Count 1]"))
        try await host.back()
        try await host.tap("Open Emma")
        #expect(host.navigationTitle == "Emma")
        #expect(host.shown.contains("| [Count 0]"))
    }

    @Test func threeColumnsAndACollapsibleSection() async throws {
        let host = await ViewHost(MailLayout())
        #expect(host.shown == ["| [Folders]", "| Inbox", "| Sent", "| Messages", "| Message"])
        try await host.tap("Folders")
        #expect(host.shown == ["| [Folders]", "| Messages", "| Message"])
    }

    @Test func aPersonCannotCloseASheetThatRefusesItButDismissStillDoes() async throws {
        let host = await ViewHost(Composer())
        #expect(host.shown.contains("| [Discard]"))
        try await host.dismiss()
        #expect(host.shown.contains("| [Discard]"), "closing the window did nothing")
        try await host.tap("Discard")
        #expect(!host.shown.contains("| [Discard]"))
    }
}
