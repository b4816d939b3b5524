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
            .navigationDestination(item: $opened) { title in
                VStack {
                    Counter()
                    Button("Next book") { opened = "Emma" }
                }
                .navigationTitle(title)
            }
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

// As a SwiftUI developer writes an iOS 18 app's navigation, all in one: it compiles unchanged.
@Observable
final class Library {
    var books: [ShelfBook] = [ShelfBook(title: "Dune")]
    @ObservationIgnored var cache: [String: Int] = [:]
}

struct ShelfBook: Identifiable, Hashable {
    let id = UUID()
    var title: String
}

struct BookshelfApp: View {
    @State private var library = Library()
    @State private var selected: ShelfBook?
    @State private var showsDetail = false
    @State private var path = NavigationPath()
    @State private var tab = 0
    @State private var columns = NavigationSplitViewVisibility.all
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TabView(selection: $tab) {
            Tab("Library", systemImage: "books.vertical", value: 0) {
                NavigationStack(path: $path) {
                    List(library.books) { book in
                        NavigationLink(value: book) { Text(book.title) }
                    }
                    .navigationDestination(for: ShelfBook.self) { book in Text(book.title) }
                    .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
                    .navigationDestination(item: $selected) { book in Text(book.title) }
                    .navigationBarBackButtonHidden(true)
                    .toolbarRole(.editor)
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Text("Bottom") }
                        ToolbarItemGroup(placement: .keyboard) { Button("Done") {} }
                    }
                }
            }
            Tab("Search", systemImage: "magnifyingglass", value: 1, role: .search) {
                Text("Search")
            }
            .badge(2)
        }
        .tabViewStyle(.sidebarAdaptable)
        .sheet(item: $selected) { book in
            Text(book.title)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .interactiveDismissDisabled()
                .presentationCornerRadius(20)
        }
    }
}

struct BookshelfSplit: View {
    @State private var columns = NavigationSplitViewVisibility.all
    @State private var library = Library()
    @State private var selection: ShelfBook.ID?
    @State private var isExpanded = true

    var body: some View {
        NavigationSplitView(columnVisibility: $columns) {
            List(selection: $selection) {
                Section("Books", isExpanded: $isExpanded) {
                    ForEach(library.books) { book in Text(book.title).tag(book.id) }
                }
            }
            .navigationSplitViewColumnWidth(min: 180, ideal: 200)
            .listStyle(.sidebar)
        } detail: {
            if let selection, let book = library.books.first(where: { $0.id == selection }) {
                BookEditor(book: book, library: library)
            } else {
                ContentUnavailableView("Select a book", systemImage: "book")
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct BookEditor: View {
    let book: ShelfBook
    @Bindable var library: Library
    var body: some View {
        Form {
            Text(book.title)
            Text("\(library.books.count) books")
        }
        .environment(library)
        .task { await load() }
    }

    func load() async {}
}

@MainActor
@Suite struct NavigationCodeTests {
    @Test func anIOS18AppsNavigationShowsItsFirstTabAndItsSplitView() async throws {
        let app = await ViewHost(BookshelfApp())
        #expect(app.shown == ["| [Library]", "| [Search]", "| Bottom", "| [Done]", "| [Dune]"])
        let split = await ViewHost(BookshelfSplit())
        try await split.tap("Dune")
        #expect(split.shown.contains("| 1 books"), "choosing the book in the sidebar shows its editor")
    }

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
        // The item is read when the modifier updates, not by the body that made the binding.
        #expect(host.bodyCount(of: Shelf.self) == 1)
        try await host.tap("Count 0")
        #expect(host.shown.contains("| [Count 1]"))
        try await host.tap("Next book")
        #expect(host.navigationTitle == "Emma")
        #expect(host.shown.contains("| [Count 0]"), "another item, content of a new identity")
        try await host.back()
        try await host.tap("Open Dune")
        #expect(host.shown.contains("| [Count 0]"), "popping released the page")
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

struct Folder: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct FolderSidebar: View {
    let folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Sent"), Folder(id: 3, name: "Drafts")]
    @State private var chosen: Folder.ID? = 2
    var body: some View {
        VStack {
            Text("chosen \(chosen.map(String.init) ?? "none")")
            List(folders, selection: $chosen) { folder in
                Label(folder.name, systemImage: "folder")
            }
        }
    }
}

struct TaggedChecklist: View {
    @State private var chosen: Set<String> = []
    var body: some View {
        VStack {
            Text("chosen \(chosen.sorted().joined(separator: ", "))")
            List(selection: $chosen) {
                Text("Milk").tag("milk")
                Text("Eggs").tag("eggs")
                Text("Not a row of the selection")
            }
        }
    }
}

extension NavigationCodeTests {
    @Test func aPersonChoosesARowOfAListByItsId() async throws {
        let host = await ViewHost(FolderSidebar())
        #expect(host.shown.first == "| chosen 2")
        #expect(host.shown.contains("| [Inbox]"), "a row a person can choose is a button to a script, titled by its label")
        try await host.tap("Inbox")
        #expect(host.shown.first == "| chosen 1")
        let rows = host.backend.window.descendants.filter { $0.role == .button && $0.isChosen }
        #expect(rows.count == 1, "one row shown chosen")
    }

    @Test func aSetChoosesSeveralRowsAndAClickOnAChosenOneLeavesIt() async throws {
        let host = await ViewHost(TaggedChecklist())
        try await host.tap("Milk")
        try await host.tap("Eggs")
        #expect(host.shown.first == "| chosen eggs, milk")
        try await host.tap("Milk")
        #expect(host.shown.first == "| chosen eggs")
        #expect(host.shown.contains("| Not a row of the selection"), "an untagged row is not chosen")
    }
}

struct UntaggedSidebar: View {
    let folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Sent")]
    @State private var chosen: Int?
    var body: some View {
        VStack {
            Text("chosen \(chosen.map(String.init) ?? "none")")
            List(selection: $chosen) {
                Section("Mail") {
                    ForEach(folders) { folder in Text(folder.name) }
                }
                ForEach(["Trash"], id: \.self) { name in Text(name).tag(99) }
            }
        }
    }
}

extension NavigationCodeTests {
    /// SwiftUI tags a `ForEach`'s rows with their ids in a list with a selection; a row tagged
    /// itself keeps its own tag.
    @Test func aForEachsRowsAreChosenByTheirIds() async throws {
        let host = await ViewHost(UntaggedSidebar())
        try await host.tap("Sent")
        #expect(host.shown.first == "| chosen 2")
        try await host.tap("Trash")
        #expect(host.shown.first == "| chosen 99")
    }
}

struct SwatchList: View {
    @State private var chosen: String?
    var body: some View {
        List(selection: $chosen) {
            // An untagged row, not one a person chooses, whose views come from a ForEach.
            HStack {
                ForEach(["red", "blue"], id: \.self) { Text($0) }
            }
        }
    }
}

extension NavigationCodeTests {
    /// A `ForEach` inside a row is the row's own: its views are not rows a person chooses.
    @Test func aForEachInsideARowIsNotChosenItself() async throws {
        let host = await ViewHost(SwatchList())
        #expect(!host.shown.contains("| [red]"))
        #expect(!host.shown.contains("| [blue]"))
    }
}
