import Foundation
import LifecycleTesting
import Observation
import SwiftUI
import Testing

// The middle projects of Paul Hudson's "100 Days of SwiftUI" (Hacking with Swift), for iOS 17 and
// 18, as its code writes them: iExpense, the habit tracker challenge, Bookworm (keeping its books
// in an observable model rather than SwiftData), Hot Prospects (without its QR code scanner and
// notifications), and Instafilter's controls (without Core Image). Typed with `import SwiftUI`
// alone, they compile unchanged, and the tests below use them as a person does.

// MARK: iExpense

struct ExpenseItem: Identifiable, Codable, Equatable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    static let storageKey = "HackingWithSwift.iExpense.Items"

    var items = [ExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: Self.storageKey)
            }
        }
    }

    init() {
        if let savedItems = UserDefaults.standard.data(forKey: Self.storageKey) {
            if let decodedItems = try? JSONDecoder().decode([ExpenseItem].self, from: savedItems) {
                items = decodedItems
                return
            }
        }

        items = []
    }
}

struct ExpenseSection: View {
    let title: String
    let expenses: [ExpenseItem]
    let deleteItems: (IndexSet) -> Void

    var body: some View {
        Section(title) {
            ForEach(expenses) { item in
                HStack {
                    VStack(alignment: .leading) {
                        Text(item.name)
                            .font(.headline)
                        Text(item.type)
                    }

                    Spacer()

                    Text(item.amount, format: .currency(code: "USD"))
                        .style(for: item)
                }
                .accessibilityElement()
                .accessibilityLabel("\(item.name), \(item.amount.formatted(.currency(code: "USD")))")
                .accessibilityHint(item.type)
            }
            .onDelete(perform: deleteItems)
        }
    }
}

extension View {
    func style(for item: ExpenseItem) -> some View {
        if item.amount < 10 {
            return self.font(.body)
        } else if item.amount < 100 {
            return self.font(.title3)
        } else {
            return self.font(.title)
        }
    }
}

struct IExpenseView: View {
    @State private var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        NavigationStack {
            List {
                ExpenseSection(title: "Business", expenses: expenses.items.filter { $0.type == "Business" }, deleteItems: removeBusinessItems)
                ExpenseSection(title: "Personal", expenses: expenses.items.filter { $0.type == "Personal" }, deleteItems: removePersonalItems)
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpenseView(expenses: expenses)
            }
        }
    }

    func removeItems(at offsets: IndexSet, in inputArray: [ExpenseItem]) {
        var objectsToDelete = IndexSet()

        for offset in offsets {
            let item = inputArray[offset]

            if let index = expenses.items.firstIndex(of: item) {
                objectsToDelete.insert(index)
            }
        }

        expenses.items.remove(atOffsets: objectsToDelete)
    }

    func removePersonalItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: expenses.items.filter { $0.type == "Personal" })
    }

    func removeBusinessItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: expenses.items.filter { $0.type == "Business" })
    }
}

struct AddExpenseView: View {
    @Environment(\.dismiss) var dismiss

    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0

    var expenses: Expenses

    let types = ["Business", "Personal"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)

                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }

                TextField("Amount", value: $amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        let item = ExpenseItem(name: name, type: type, amount: amount)
                        expenses.items.append(item)
                        dismiss()
                    }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
            }
        }
    }
}

// MARK: Habit tracker (the challenge after project 9)

struct Activity: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var description: String
    var completionCount = 0
}

@Observable
class Activities {
    var activities = [Activity]()
}

struct ActivityDetailView: View {
    var data: Activities
    var activity: Activity

    var body: some View {
        List {
            if activity.description.isEmpty == false {
                Section {
                    Text(activity.description)
                }
            }

            Section {
                Text("Completion count: \(activity.completionCount)")

                Button("Mark Completed") {
                    var newActivity = activity
                    newActivity.completionCount += 1

                    if let index = data.activities.firstIndex(of: activity) {
                        data.activities[index] = newActivity
                    }
                }
            }
        }
        .navigationTitle(activity.title)
    }
}

struct AddActivityView: View {
    @Environment(\.dismiss) var dismiss
    var data: Activities

    @State private var title = ""
    @State private var description = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Description", text: $description, axis: .vertical)
                    .lineLimit(3...6)
            }
            .navigationTitle("Add new activity")
            .toolbar {
                Button("Save") {
                    let trimmedTitle = title.trimmingCharacters(in: .whitespaces)
                    guard trimmedTitle.isEmpty == false else { return }

                    let activity = Activity(title: trimmedTitle, description: description)
                    data.activities.append(activity)
                    dismiss()
                }
            }
        }
    }
}

struct HabitTrackerView: View {
    @State private var data = Activities()
    @State private var addingNewActivity = false

    var body: some View {
        NavigationStack {
            List(data.activities) { activity in
                NavigationLink {
                    ActivityDetailView(data: data, activity: activity)
                } label: {
                    HStack {
                        Text(activity.title)

                        Spacer()

                        Text(String(activity.completionCount))
                            .font(.caption.weight(.black))
                            .padding(5)
                            .frame(minWidth: 50)
                            .background(color(for: activity))
                            .clipShape(.capsule)
                    }
                }
            }
            .navigationTitle("Habito")
            .toolbar {
                Button("Add new activity", systemImage: "plus") {
                    addingNewActivity.toggle()
                }
            }
            .sheet(isPresented: $addingNewActivity) {
                AddActivityView(data: data)
            }
        }
    }

    func color(for activity: Activity) -> Color {
        if activity.completionCount < 3 {
            .red
        } else if activity.completionCount < 10 {
            .orange
        } else {
            .green
        }
    }
}

// MARK: Bookworm

struct Book: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var author: String
    var genre: String
    var review: String
    var rating: Int
    var date = Date.now
}

@Observable
final class BookLibrary {
    var books: [Book] = []
}

struct RatingView: View {
    @Binding var rating: Int

    var label = ""

    var maximumRating = 5

    var offImage: Image?
    var onImage = Image(systemName: "star.fill")

    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        HStack {
            if label.isEmpty == false {
                Text(label)
            }

            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    image(for: number)
                        .foregroundStyle(number > rating ? offColor : onColor)
                }
                .accessibilityLabel("\(number) star")
            }
        }
        .buttonStyle(.plain)
    }

    func image(for number: Int) -> Image {
        if number > rating {
            offImage ?? onImage
        } else {
            onImage
        }
    }
}

struct EmojiRatingView: View {
    let rating: Int

    var body: some View {
        switch rating {
        case 1:
            Text("😴")
        case 2:
            Text("☹️")
        case 3:
            Text("😐")
        case 4:
            Text("😀")
        default:
            Text("🤩")
        }
    }
}

struct AddBookView: View {
    @Environment(\.dismiss) var dismiss
    @Environment(BookLibrary.self) var library

    @State private var title = ""
    @State private var author = ""
    @State private var rating = 3
    @State private var genre = "Fantasy"
    @State private var review = ""

    let genres = ["Fantasy", "Horror", "Kids", "Mystery", "Poetry", "Romance", "Thriller"]

    var hasValidBook: Bool {
        !title.isEmpty && !author.isEmpty
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name of book", text: $title)
                    TextField("Author's name", text: $author)

                    Picker("Genre", selection: $genre) {
                        ForEach(genres, id: \.self) {
                            Text($0)
                        }
                    }
                }

                Section("Write a review") {
                    TextEditor(text: $review)
                    RatingView(rating: $rating)
                }

                Section {
                    Button("Save") {
                        let newBook = Book(title: title, author: author, genre: genre, review: review, rating: rating)
                        library.books.append(newBook)
                        dismiss()
                    }
                }
                .disabled(hasValidBook == false)
            }
            .navigationTitle("Add Book")
        }
    }
}

struct BookDetailView: View {
    @Environment(\.dismiss) var dismiss
    @Environment(BookLibrary.self) var library
    @State private var showingDeleteAlert = false

    let book: Book

    var body: some View {
        ScrollView {
            ZStack(alignment: .bottomTrailing) {
                Image(book.genre)
                    .resizable()
                    .scaledToFit()

                Text(book.genre.uppercased())
                    .font(.caption)
                    .fontWeight(.black)
                    .padding(8)
                    .foregroundStyle(.white)
                    .background(.black.opacity(0.75))
                    .clipShape(.capsule)
                    .offset(x: -5, y: -5)
            }

            Text(book.author)
                .font(.title)
                .foregroundStyle(.secondary)

            Text(book.review)
                .padding()

            RatingView(rating: .constant(book.rating))
                .font(.largeTitle)

            Text(book.date, format: .dateTime.day().month().year())
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
        .scrollBounceBehavior(.basedOnSize)
        .alert("Delete book", isPresented: $showingDeleteAlert) {
            Button("Delete", role: .destructive, action: deleteBook)
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("Are you sure?")
        }
        .toolbar {
            Button("Delete this book", systemImage: "trash") {
                showingDeleteAlert = true
            }
        }
    }

    func deleteBook() {
        library.books.removeAll { $0.id == book.id }
        dismiss()
    }
}

struct BookwormView: View {
    @State private var library = BookLibrary()
    @State private var showingAddScreen = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(library.books) { book in
                    NavigationLink(value: book) {
                        HStack {
                            EmojiRatingView(rating: book.rating)
                                .font(.largeTitle)

                            VStack(alignment: .leading) {
                                Text(book.title)
                                    .font(.headline)
                                Text(book.author)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .onDelete(perform: deleteBooks)
                .onMove { from, to in
                    library.books.move(fromOffsets: from, toOffset: to)
                }
            }
            .navigationTitle("Bookworm")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: book)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }

                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Book", systemImage: "plus") {
                        showingAddScreen.toggle()
                    }
                }
            }
            .sheet(isPresented: $showingAddScreen) {
                AddBookView()
            }
        }
        .environment(library)
    }

    func deleteBooks(at offsets: IndexSet) {
        for offset in offsets {
            let book = library.books[offset]
            library.books.removeAll { $0.id == book.id }
        }
    }
}

// MARK: Hot Prospects

struct Prospect: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var emailAddress: String
    var isContacted = false
    var dateAdded: Date
}

@Observable
final class Prospects {
    var people: [Prospect] = []

    func toggle(_ prospect: Prospect) {
        if let index = people.firstIndex(where: { $0.id == prospect.id }) {
            people[index].isContacted.toggle()
        }
    }

    func delete(_ ids: Set<Prospect.ID>) {
        people.removeAll { ids.contains($0.id) }
    }
}

struct ProspectsView: View {
    enum FilterType {
        case none, contacted, uncontacted
    }

    enum SortType {
        case name, dateAdded
    }

    @Environment(Prospects.self) var prospects
    @State private var selectedProspects = Set<Prospect.ID>()
    @State private var sortOrder = SortType.name
    @State private var lastReminder = ""

    let filter: FilterType

    var title: String {
        switch filter {
        case .none:
            "Everyone"
        case .contacted:
            "Contacted people"
        case .uncontacted:
            "Uncontacted people"
        }
    }

    var shownProspects: [Prospect] {
        let filtered: [Prospect]
        switch filter {
        case .none:
            filtered = prospects.people
        case .contacted:
            filtered = prospects.people.filter { $0.isContacted }
        case .uncontacted:
            filtered = prospects.people.filter { !$0.isContacted }
        }
        switch sortOrder {
        case .name:
            return filtered.sorted { $0.name < $1.name }
        case .dateAdded:
            return filtered.sorted { $0.dateAdded > $1.dateAdded }
        }
    }

    var body: some View {
        NavigationStack {
            List(shownProspects, selection: $selectedProspects) { prospect in
                HStack {
                    VStack(alignment: .leading) {
                        Text(prospect.name)
                            .font(.headline)

                        Text(prospect.emailAddress)
                            .foregroundStyle(.secondary)
                    }

                    Spacer()

                    if filter == .none {
                        Image(systemName: prospect.isContacted ? "person.crop.circle.fill.badge.checkmark" : "person.crop.circle.badge.xmark")
                            .foregroundStyle(prospect.isContacted ? .green : .blue)
                    }
                }
                .swipeActions {
                    Button("Delete", systemImage: "trash", role: .destructive) {
                        prospects.delete([prospect.id])
                    }

                    if prospect.isContacted {
                        Button("Mark Uncontacted", systemImage: "person.crop.circle.badge.xmark") {
                            prospects.toggle(prospect)
                        }
                        .tint(.blue)
                    } else {
                        Button("Mark Contacted", systemImage: "person.crop.circle.fill.badge.checkmark") {
                            prospects.toggle(prospect)
                        }
                        .tint(.green)
                    }
                }
                .swipeActions(edge: .leading, allowsFullSwipe: false) {
                    Button("Remind Me", systemImage: "bell") {
                        lastReminder = prospect.name
                    }
                    .tint(.orange)
                }
                .contextMenu {
                    Button("Copy email address", systemImage: "doc.on.doc") {
                        lastReminder = prospect.emailAddress
                    }
                    Button("Delete", systemImage: "trash", role: .destructive) {
                        prospects.delete([prospect.id])
                    }
                }
                .tag(prospect.id)
            }
            .navigationTitle(title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Scan", systemImage: "qrcode.viewfinder") {
                        // The app's first version adds an example, before it scans QR codes.
                        let prospect = Prospect(name: "Paul Hudson \(prospects.people.count + 1)", emailAddress: "paul@hackingwithswift.com", dateAdded: .now)
                        prospects.people.append(prospect)
                    }
                }

                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("Sort by Name") {
                            sortOrder = .name
                        }
                        Button("Sort by Date Added") {
                            sortOrder = .dateAdded
                        }
                    }
                }

                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }

                if selectedProspects.isEmpty == false {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Delete Selected", action: delete)
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                if !lastReminder.isEmpty {
                    Text("Reminder for \(lastReminder)")
                }
            }
        }
    }

    func delete() {
        prospects.delete(selectedProspects)
        selectedProspects.removeAll()
    }
}

struct MeView: View {
    @AppStorage("HackingWithSwift.name") private var name = "Anonymous"
    @AppStorage("HackingWithSwift.emailAddress") private var emailAddress = "you@yoursite.com"

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .textContentType(.name)
                    .font(.title)

                TextField("Email address", text: $emailAddress)
                    .textContentType(.emailAddress)
                    .font(.title)

                Text("\(name)\n\(emailAddress)")
            }
            .navigationTitle("Your code")
        }
    }
}

struct HotProspectsView: View {
    @State private var prospects = Prospects()
    @State private var selectedTab = "Everyone"

    var body: some View {
        TabView(selection: $selectedTab) {
            ProspectsView(filter: .none)
                .tabItem {
                    Label("Everyone", systemImage: "person.3")
                }
                .tag("Everyone")
            ProspectsView(filter: .contacted)
                .tabItem {
                    Label("Contacted", systemImage: "checkmark.circle")
                }
                .tag("Contacted")
            ProspectsView(filter: .uncontacted)
                .tabItem {
                    Label("Uncontacted", systemImage: "questionmark.diamond")
                }
                .tag("Uncontacted")
            MeView()
                .tabItem {
                    Label("Me", systemImage: "person.crop.square")
                }
                .tag("Me")
        }
        .environment(prospects)
    }
}

// MARK: Instafilter's controls

struct InstafilterControlsView: View {
    @State private var filterIntensity = 0.5
    @State private var filterRadius = 3.0
    @State private var currentFilter = "Sepia Tone"
    @State private var showingFilters = false
    @State private var processed = 0

    var body: some View {
        NavigationStack {
            VStack {
                Spacer()

                ContentUnavailableView("No Picture", systemImage: "photo.badge.plus", description: Text("Import a photo to get started"))

                Spacer()

                HStack {
                    Text("Intensity")
                    Slider(value: $filterIntensity)
                        .onChange(of: filterIntensity, applyProcessing)
                }

                HStack {
                    Text("Radius")
                    Slider(value: $filterRadius, in: 0...200)
                        .onChange(of: filterRadius, applyProcessing)
                }
                .padding(.vertical)

                HStack {
                    Button("Change Filter", action: changeFilter)

                    Spacer()

                    Text("\(currentFilter), processed \(processed)")
                }
            }
            .padding([.horizontal, .bottom])
            .navigationTitle("Instafilter")
            .confirmationDialog("Select a filter", isPresented: $showingFilters) {
                Button("Crystallize") { setFilter("Crystallize") }
                Button("Edges") { setFilter("Edges") }
                Button("Gaussian Blur") { setFilter("Gaussian Blur") }
                Button("Pixellate") { setFilter("Pixellate") }
                Button("Sepia Tone") { setFilter("Sepia Tone") }
                Button("Cancel", role: .cancel) { }
            }
        }
    }

    func changeFilter() {
        showingFilters = true
    }

    func applyProcessing() {
        processed += 1
    }

    func setFilter(_ name: String) {
        currentFilter = name
        applyProcessing()
    }
}

@MainActor
@Suite struct HackingWithSwiftAppsTests {
    static func money(_ amount: Double, code: String = Locale.current.currency?.identifier ?? "USD") -> String {
        amount.formatted(.currency(code: code))
    }

    @Test func iExpenseAddsAnExpenseInASheetKeepsItAndDeletesIt() async throws {
        UserDefaults.standard.removeObject(forKey: Expenses.storageKey)
        let host = await ViewHost(IExpenseView())
        #expect(host.navigationTitle == "iExpense")
        #expect(host.shown == ["| [Add Expense]", "| ## Business", "| ## Personal"])
        try await host.tap("Add Expense")
        #expect(host.shown == ["| [Cancel]", "| [Save]", "| Name: []", "| [Type: Personal]", "| Amount: [\(Self.money(0))]"])
        try await host.type("Lunch", into: "Name")
        try await host.select("Business", in: "Type")
        try await host.set("Amount", to: 12.5)
        try await host.tap("Save")
        #expect(host.shown == ["| [Add Expense]", "| ## Business", "| Lunch", "| Business", "| \(Self.money(12.5, code: "USD"))", "| ## Personal"],
                "the sheet dismissed itself and the list shows the new expense")
        // The model wrote the items through to UserDefaults in its didSet: a new one reads them.
        #expect(Expenses().items.map(\.name) == ["Lunch"])
        try await host.delete("Lunch")
        #expect(host.shown == ["| [Add Expense]", "| ## Business", "| ## Personal"])
        #expect(Expenses().items.isEmpty)
        await host.unmount()
        UserDefaults.standard.removeObject(forKey: Expenses.storageKey)
    }

    @Test func theHabitTrackerCountsACompletionOnTheHabitsPage() async throws {
        let host = await ViewHost(HabitTrackerView())
        try await host.tap("Add new activity")
        #expect(host.shown == ["| [Save]", "| Title: []", "| Description: []"])
        try await host.tap("Save")
        #expect(host.shown.first == "| [Save]", "a habit without a title is not saved")
        try await host.type("Run", into: "Title")
        try await host.type("5 km", into: "Description")
        try await host.tap("Save")
        #expect(host.shown == ["| [Add new activity]", "| [Run 0]"])
        try await host.tap("Run 0")
        #expect(host.navigationTitle == "Run")
        #expect(host.shown == ["| 5 km", "| Completion count: 0", "| [Mark Completed]"])
        try await host.tap("Mark Completed")
        #expect(host.shown == ["| 5 km", "| Completion count: 1", "| [Mark Completed]"], "the page is made again from the changed habit")
        try await host.back()
        #expect(host.shown == ["| [Add new activity]", "| [Run 1]"])
        await host.unmount()
    }

    @Test func bookwormAddsABookWithItsRatingAndDeletesItFromItsPage() async throws {
        let host = await ViewHost(BookwormView())
        #expect(host.shown == ["| [Edit]", "| [Add Book]"])
        try await host.tap("Add Book")
        #expect(host.shown.last == "| [Save] (disabled)", "a book needs a title and an author")
        try await host.type("Dune", into: "Name of book")
        try await host.type("Frank Herbert", into: "Author's name")
        try await host.select("Thriller", in: "Genre")
        try await host.type("Spice", into: "")
        try await host.tap("5 star")
        #expect(host.shown == [
            "| Name of book: [Dune]", "| Author's name: [Frank Herbert]", "| [Genre: Thriller]",
            "| ## Write a review", "| : [Spice]",
            "| [1 star]", "| [2 star]", "| [3 star]", "| [4 star]", "| [5 star]", "| [Save]",
        ])
        try await host.tap("Save")
        #expect(host.shown == ["| [Edit]", "| [Add Book]", "| [🤩 Dune Frank Herbert]"], "the emoji says five stars")
        try await host.tap("🤩 Dune Frank Herbert")
        #expect(host.navigationTitle == "Dune")
        #expect(Array(host.shown.prefix(4)) == ["| [Delete this book]", "| (image: Thriller)", "| THRILLER", "| Frank Herbert"])
        try await host.tap("Delete this book")
        #expect(host.shown == ["| ! Delete book", "| Are you sure?", "| [Delete]", "| [Cancel]"])
        try await host.tap("Delete")
        #expect(host.shown == ["| [Edit]", "| [Add Book]"], "the alert's action deleted the book and dismissed its page")
        await host.unmount()
    }

    @Test func hotProspectsTabsShareTheirPeopleAndSwipeActionsChangeThem() async throws {
        let host = await ViewHost(HotProspectsView())
        let tabsAndToolbar = ["| [Everyone]", "| [Contacted]", "| [Uncontacted]", "| [Me]", "| [Edit]", "| [Scan]", "| [Sort ▾]"]
        #expect(host.shown == tabsAndToolbar, "each tab is titled by its Label")
        try await host.tap("Scan")
        try await host.tap("Scan")
        // A selectable list's row is a button that chooses it; its swipe actions stay buttons of their own.
        #expect(host.shown == tabsAndToolbar + [
            "| [Remind Me]", "| [Paul Hudson 1 paul@hackingwithswift.com]", "| [Delete]", "| [Mark Contacted]",
            "| [Remind Me]", "| [Paul Hudson 2 paul@hackingwithswift.com]", "| [Delete]", "| [Mark Contacted]",
        ])
        try await host.tap("Mark Contacted")
        #expect(host.shown.contains("| [Mark Uncontacted]"))
        try await host.tap("Contacted")
        #expect(host.shown == tabsAndToolbar + ["| [Remind Me]", "| [Paul Hudson 1 paul@hackingwithswift.com]", "| [Delete]", "| [Mark Uncontacted]"],
                "the tabs share the people in the environment")
        try await host.select("Copy email address", in: "Remind Me Paul Hudson 1 paul@hackingwithswift.com Delete Mark Uncontacted")
        #expect(host.texts.last == "Reminder for paul@hackingwithswift.com", "the context menu's button ran")
        try await host.tap("Everyone")
        try await host.select("Sort by Date Added", in: "Sort")
        #expect(host.shown.filter { $0.contains("Paul") } == ["| [Paul Hudson 2 paul@hackingwithswift.com]", "| [Paul Hudson 1 paul@hackingwithswift.com]"],
                "the newest first")
        try await host.tap("Paul Hudson 2 paul@hackingwithswift.com")
        #expect(host.shown.contains("| [Delete Selected]"), "a chosen row shows the bottom bar's button")
        try await host.tap("Delete Selected")
        #expect(host.shown.filter { $0.contains("Paul") } == ["| [Paul Hudson 1 paul@hackingwithswift.com]"])
        try await host.tap("Delete")
        #expect(host.shown == tabsAndToolbar)
        try await host.tap("Me")
        #expect(host.shown.suffix(3) == ["| Name: [Anonymous]", "| Email address: [you@yoursite.com]", "| Anonymous\nyou@yoursite.com"])
        await host.unmount()
    }

    @Test func instafiltersSliderAndDialogReprocessTheImage() async throws {
        let host = await ViewHost(InstafilterControlsView())
        #expect(host.shown == [
            "| No Picture", "| Import a photo to get started", "| Intensity", "| <0.5>", "| Radius", "| <3>",
            "| [Change Filter]", "| Sepia Tone, processed 0",
        ])
        try await host.set("", to: 0.8)
        #expect(host.texts.last == "Sepia Tone, processed 1", "onChange(of:_:) runs the method named")
        try await host.tap("Change Filter")
        #expect(host.shown == ["| [Crystallize]", "| [Edges]", "| [Gaussian Blur]", "| [Pixellate]", "| [Sepia Tone]", "| [Cancel]"],
                "iOS hides a confirmation dialog's title unless asked to show it")
        try await host.tap("Edges")
        #expect(host.texts.last == "Edges, processed 2")
        await host.unmount()
    }
}
