import Foundation
import LifecycleTesting
import SwiftUI
import Testing

// Editing collections, alerts and dialogs as Apple's documentation pages show them (issue 32,
// items 3 and 4), typed with `import SwiftUI` alone. Each example names its page.

// developer.apple.com/documentation/swiftui/editbutton: fruits deleted and moved.
private struct FruitList: View {
    @State private var fruits = [
        "Apple",
        "Banana",
        "Papaya",
        "Mango"
    ]

    var body: some View {
        NavigationView {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { fruits.remove(atOffsets: $0) }
                .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Fruits")
            .toolbar {
                EditButton()
            }
        }
    }
}

// developer.apple.com/documentation/swiftui/view/deletedisabled(_:) and movedisabled(_:): the
// EditButton page's fruits, the first of which stays where it is.
private struct LockedFruitList: View {
    @State private var fruits = ["Apple", "Banana", "Papaya"]

    var body: some View {
        List {
            ForEach(fruits, id: \.self) { fruit in
                Text(fruit)
                    .deleteDisabled(fruit == "Apple")
                    .moveDisabled(fruit == "Apple")
            }
            .onDelete { fruits.remove(atOffsets: $0) }
            .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
        }
        .scrollDismissesKeyboard(.interactively)
    }
}

// developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:): a method
// reference taking the offsets.
private struct UserList: View {
    @State private var users = ["Paul", "Taylor", "Adele"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(users, id: \.self) { user in
                    Text(user)
                }
                .onDelete(perform: delete)
            }
        }
    }

    func delete(at offsets: IndexSet) {
        users.remove(atOffsets: offsets)
    }
}

// developer.apple.com/documentation/swiftui/editmode: a form that edits in edit mode.
private struct EditableName: View {
    @Environment(\.editMode) private var editMode
    @State private var name = "Maria Ruiz"

    var body: some View {
        Form {
            if editMode?.wrappedValue.isEditing == true {
                TextField("Name", text: $name)
            } else {
                Text(name)
            }
        }
        .animation(nil, value: editMode?.wrappedValue)
        .toolbar { // Assumes embedding this view in a NavigationView.
            EditButton()
        }
    }
}

/// An edit mode of one's own, as apps keep it in state and hand it down.
private struct OwnEditMode: View {
    @State private var editMode: EditMode = .inactive
    var body: some View {
        VStack {
            Button(editMode == .active ? "Done" : "Edit") {
                editMode = editMode == .active ? .inactive : .active
            }
            EditableName()
        }
        .environment(\.editMode, $editMode)
    }
}

// developer.apple.com/documentation/swiftui/list ("Editing lists"): bindings to the rows.
private struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var isFavorite = false
}

private struct ContactsEditor: View {
    @State private var contacts = [Contact(name: "Ann"), Contact(name: "Bo"), Contact(name: "Cy")]

    var body: some View {
        VStack {
            List {
                ForEach($contacts) { $contact in
                    Toggle(contact.name, isOn: $contact.isFavorite)
                }
                .onDelete { contacts.remove(atOffsets: $0) }
            }
            List($contacts, id: \.id) { $contact in
                TextField("Name", text: $contact.name)
            }
            Text(contacts.filter(\.isFavorite).map(\.name).joined(separator: ","))
        }
    }
}

// developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:).
private struct Message: Identifiable {
    let id = UUID()
    let subject: String
    var isUnread = true
    var isFlagged = false
}

@Observable
private final class MessageStore {
    var messages = [Message(subject: "Lunch?"), Message(subject: "Invoice")]
    func toggleUnread(_ message: Message) {
        if let index = messages.firstIndex(where: { $0.id == message.id }) { messages[index].isUnread.toggle() }
    }
    func delete(_ message: Message) { messages.removeAll { $0.id == message.id } }
    func flag(_ message: Message) {
        if let index = messages.firstIndex(where: { $0.id == message.id }) { messages[index].isFlagged = true }
    }
}

private struct MessageView: View {
    let message: Message
    init(_ message: Message) { self.message = message }
    var body: some View {
        Text(message.subject + (message.isUnread ? " •" : "") + (message.isFlagged ? " ⚑" : ""))
    }
}

private struct Inbox: View {
    @State private var store = MessageStore()

    var body: some View {
        List {
            ForEach(store.messages) { message in
                MessageView(message)
                    .swipeActions(edge: .leading) {
                        Button { store.toggleUnread(message) } label: {
                            if message.isUnread {
                                Label("Read", systemImage: "envelope.open")
                            } else {
                                Label("Unread", systemImage: "envelope.badge")
                            }
                        }
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) { store.delete(message) } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button { store.flag(message) } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
            }
        }
    }
}

// developer.apple.com/documentation/swiftui/view/refreshable(action:). The page assumes a
// mailbox model; this one is the main actor's, as a view's model is.
@MainActor
@Observable
private final class Mailbox {
    var conversations = ["Welcome"]
    func fetch() async {
        try? await Task.sleep(for: .milliseconds(1))
        conversations.append("New mail")
    }
}

private struct MailboxList: View {
    @State private var mailbox = Mailbox()
    var body: some View {
        NavigationStack {
            List(mailbox.conversations, id: \.self) { conversation in
                Text(conversation)
            }
            .refreshable {
                await mailbox.fetch()
            }
        }
    }
}

// developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:).
private struct LoginFailure: View {
    @Binding var didFail: Bool
    var body: some View {
        Button("Log In") { didFail = true }
    }
}

private struct LoginView: View {
    @State private var didFail = false
    @State private var acknowledged = 0
    let alertTitle: String = "Login failed."

    var body: some View {
        VStack {
            LoginFailure(didFail: $didFail)
                .alert(
                    alertTitle,
                    isPresented: $didFail
                ) {
                    Button("OK") {
                        // Handle the acknowledgement.
                        acknowledged += 1
                    }
                } message: {
                    Text("Please check your email and password and try again.")
                }
            Text("acknowledged \(acknowledged)")
        }
    }
}

// developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:).
private struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

private struct SaveButton: View {
    @State private var didError = false
    @State private var details: SaveDetails?
    @State private var log: [String] = []
    let alertTitle: String = "Save failed."

    var body: some View {
        VStack {
            Button("Save") {
                details = SaveDetails(name: "Report", error: "The disk is full.")
                didError = true
            }
            .alert(
                alertTitle,
                isPresented: $didError,
                presenting: details
            ) { details in
                Button(role: .destructive) {
                    // Handle the deletion.
                    log.append("delete \(details.name)")
                } label: {
                    Text("Delete \(details.name)")
                }
                Button("Retry") {
                    // Handle the retry action.
                    log.append("retry")
                }
            } message: { details in
                Text(details.error)
            }
            Text(log.joined(separator: ","))
        }
    }
}

// developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:).
private enum TicketPurchaseError: LocalizedError {
    case ticketsUnavailable
    case invalidSeat

    var errorDescription: String? {
        switch self {
        case .ticketsUnavailable:
            return "All tickets sold out."
        case .invalidSeat:
            return "The seat is invalid."
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .ticketsUnavailable:
            return "Try another date."
        case .invalidSeat:
            return "Choose another seat."
        }
    }
}

private struct TicketForm: View {
    @Binding var showAlert: Bool
    @Binding var error: TicketPurchaseError?
    var body: some View {
        Button("Buy") {
            error = .ticketsUnavailable
            showAlert = true
        }
    }
}

private struct TicketPurchase: View {
    @State private var error: TicketPurchaseError? = nil
    @State private var showAlert = false

    var body: some View {
        TicketForm(showAlert: $showAlert, error: $error)
            .alert(isPresented: $showAlert, error: error) { _ in
                Button("OK") {
                    // Handle acknowledgement.
                }
            } message: { error in
                Text(error.recoverySuggestion ?? "Try again later.")
            }
    }
}

/// The alert of SwiftUI's first releases, as older code still writes it.
private struct OldStyleAlerts: View {
    @State private var showingAlert = false
    @State private var selected: SaveDetails?
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Show Alert") { showingAlert = true }
                .alert(isPresented: $showingAlert) {
                    Alert(
                        title: Text("Current Location Not Available"),
                        message: Text("Your current location can’t be determined at this time."),
                        primaryButton: .destructive(Text("Delete")) { log.append("deleted") },
                        secondaryButton: .cancel()
                    )
                }
            Button("Show Item") { selected = SaveDetails(name: "Item", error: "") }
                .alert(item: $selected) { item in
                    Alert(title: Text(item.name), dismissButton: .default(Text("Got it!")) { log.append("got it") })
                }
            Text(log.joined(separator: ","))
        }
    }
}

// developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
// and confirmationdialog(_:ispresented:titlevisibility:presenting:actions:).
private struct ConfirmEraseItems: View {
    @State private var isShowingDialog = false
    @State private var erased = false
    var body: some View {
        VStack {
            Button("Empty Trash") {
                isShowingDialog = true
            }
            .confirmationDialog(
                "Permanently erase the items in the trash?",
                isPresented: $isShowingDialog,
                titleVisibility: .visible
            ) {
                Button("Empty Trash", role: .destructive) {
                    // Handle empty trash action.
                    erased = true
                }
                Button("Cancel", role: .cancel) {
                    isShowingDialog = false
                }
            }
            Text(erased ? "erased" : "kept")
        }
    }
}

private struct FileDetails: Identifiable {
    var id: String { name }
    let name: String
    let fileType: String
}

private struct ConfirmFileImport: View {
    @State private var isConfirming = false
    @State private var isExporting = false
    @State private var dialogDetail: FileDetails?
    @State private var imported: [String] = []
    var body: some View {
        VStack {
            Button("Import File") {
                dialogDetail = FileDetails(
                    name: "MyImageFile.png", fileType: "png")
                isConfirming = true
            }
            .confirmationDialog(
                "Are you sure you want to import this file?",
                isPresented: $isConfirming, presenting: dialogDetail
            ) { detail in
                Button {
                    // Handle import action.
                    imported.append(detail.name)
                } label: {
                    Text("""
                    Import \(detail.name)
                    File Type: \(detail.fileType.description)
                    """)
                }
                Button("Cancel", role: .cancel) {
                    dialogDetail = nil
                }
            }
            Button("Export File") { isExporting = true }
                .confirmationDialog(Text("Export as"), isPresented: $isExporting, titleVisibility: .visible, presenting: dialogDetail) { detail in
                    Button("PNG") { imported.append("exported \(detail.name)") }
                } message: { detail in
                    Text("It is \(detail.fileType).")
                }
            Text(imported.joined(separator: ","))
        }
    }
}

@MainActor
@Suite struct AppleEditingAndAlertsDocsTests {
    @Test func theEditButtonPagesFruitsDeleteAndMove() async throws {
        let host = await ViewHost(FruitList())
        #expect(host.navigationTitle == "Fruits")
        try await host.delete("Banana")
        try await host.move("Mango", to: 1)
        #expect(host.texts == ["Mango", "Apple", "Papaya"])
        let locked = await ViewHost(LockedFruitList())
        await #expect(throws: (any Error).self) { try await locked.delete("Apple") }
        await #expect(throws: (any Error).self) { try await locked.move("Apple", to: 3) }
        try await locked.delete("Banana")
        try await locked.move("Papaya", to: 1)
        #expect(locked.texts == ["Papaya", "Apple"])
        let users = await ViewHost(UserList())
        try await users.delete("Taylor")
        #expect(users.texts == ["Paul", "Adele"])
    }

    @Test func editModeFromTheEnvironmentSwitchesTheForm() async throws {
        let host = await ViewHost(NavigationStack { EditableName() })
        #expect(host.texts.contains("Maria Ruiz"))
        try await host.tap("Edit")
        #expect(host.shown.contains("| Name: [Maria Ruiz]"), "\(host.shown)")
        let own = await ViewHost(OwnEditMode())
        try await own.tap("Edit")
        #expect(own.shown.contains("| Name: [Maria Ruiz]"), "\(own.shown)")
    }

    @Test func rowsBoundByForEachEditTheArray() async throws {
        let host = await ViewHost(ContactsEditor())
        try await host.toggle("Bo")
        try await host.delete("Ann")
        #expect(host.texts.last == "Bo")
    }

    @Test func swipeActionsRunOnTheirRow() async throws {
        let host = await ViewHost(Inbox())
        try await host.tap("Flag", 2)
        try await host.tap("Read", 1)
        #expect(host.texts.contains("Lunch?"))
        #expect(host.texts.contains("Invoice • ⚑"))
        try await host.tap("Delete", 1)
        #expect(!host.texts.contains("Lunch?"))
    }

    @Test func theRefreshablePagesListFetches() async throws {
        let host = await ViewHost(MailboxList())
        try await host.tap("Refresh")
        await host.advance(by: .milliseconds(5))
        #expect(host.texts.contains("New mail"), "\(host.shown)")
    }

    @Test func theAlertPagesAlertsShowTheirMessagesAndRunTheirButtons() async throws {
        let login = await ViewHost(LoginView())
        try await login.tap("Log In")
        #expect(login.shown.contains("| ! Login failed."))
        #expect(login.texts.contains("Please check your email and password and try again."))
        try await login.tap("OK")
        #expect(login.texts.last == "acknowledged 1")

        let save = await ViewHost(SaveButton())
        try await save.tap("Save")
        #expect(save.texts.contains("The disk is full."))
        try await save.tap("Delete Report")
        #expect(save.texts.last == "delete Report")

        let tickets = await ViewHost(TicketPurchase())
        try await tickets.tap("Buy")
        #expect(tickets.shown.contains("| ! All tickets sold out."), "the error's description is the title: \(tickets.shown)")
        #expect(tickets.texts.contains("Try another date."))

        let old = await ViewHost(OldStyleAlerts())
        try await old.tap("Show Alert")
        #expect(old.shown.contains("| ! Current Location Not Available"))
        try await old.tap("Delete")
        try await old.tap("Show Item")
        try await old.tap("Got it!")
        #expect(old.texts.last == "deleted,got it")
    }

    @Test func theConfirmationDialogPagesDialogsRunTheirButtons() async throws {
        let erase = await ViewHost(ConfirmEraseItems())
        try await erase.tap("Empty Trash")
        #expect(erase.shown.contains("| ! Permanently erase the items in the trash?"))
        try await erase.tap("Empty Trash")
        #expect(erase.texts.last == "erased")

        let file = await ViewHost(ConfirmFileImport())
        try await file.tap("Import File")
        #expect(file.shown.contains("| [Import MyImageFile.png\nFile Type: png]"), "\(file.shown)")
        try await file.tap("Import MyImageFile.png\nFile Type: png")
        #expect(file.texts.last == "MyImageFile.png")
        try await file.tap("Export File")
        #expect(file.shown.contains("| ! Export as"))
        #expect(file.texts.contains("It is png."))
        try await file.tap("PNG")
        #expect(file.texts.last == "MyImageFile.png,exported MyImageFile.png")
    }
}
