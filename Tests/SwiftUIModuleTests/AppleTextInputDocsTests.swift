import Foundation
import LifecycleTesting
import SwiftUI
import Testing

// Text input as Apple's documentation pages show it (issue 32, item 2), typed with
// `import SwiftUI` alone: text fields of strings, of values with formats, with prompts and on an
// axis; secure fields; submitting; focus by a Boolean and by an enumeration; search; keyboard
// shortcuts. Each example names its page.

// developer.apple.com/documentation/swiftui/textfield: "Overview" and "Text field prompts".
private struct UsernameField: View {
    @State private var username: String = ""
    @FocusState private var emailFieldIsFocused: Bool
    @State private var validated: [String] = []

    func validate(name: String) { validated.append(name) }

    var body: some View {
        VStack {
            TextField(
                "User name (email address)",
                text: $username
            )
            .focused($emailFieldIsFocused)
            .onSubmit {
                validate(name: username)
            }
            .textInputAutocapitalization(.never)
            .disableAutocorrection(true)
            .border(.secondary)

            Text(username)
                .foregroundColor(emailFieldIsFocused ? .red : .blue)
            Text("validated \(validated.joined(separator: ","))")
        }
    }
}

private struct PromptedForm: View {
    @State private var username = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField(text: $username, prompt: Text("Required")) {
                Text("Username")
            }
            SecureField(text: $password, prompt: Text("Required")) {
                Text("Password")
            }
        }
    }
}

// developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:), and the
// number and currency formats course code uses with it.
private struct AmountFields: View {
    @State private var amount = 0.0
    @State private var quantity = 1
    @State private var tip: Double? = nil

    var body: some View {
        Form {
            TextField("Amount", value: $amount, format: .currency(code: "USD"))
                .keyboardType(.decimalPad)
            TextField("Quantity", value: $quantity, format: .number)
            TextField("Tip", value: $tip, format: .percent, prompt: Text("15%"))
            Text("total \(amount * Double(quantity), format: .number.precision(.fractionLength(2)))")
        }
    }
}

// developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:): a field that grows.
private struct MessageComposer: View {
    @State private var title = ""
    @State private var notes = ""

    var body: some View {
        VStack {
            TextField("Title", text: $title, axis: .vertical)
                .lineLimit(5...10)
            TextField("Notes", text: $notes, prompt: Text("Anything else?"), axis: .vertical)
                .lineLimit(3, reservesSpace: true)
                .textFieldStyle(.roundedBorder)
            Text("\(title.count) and \(notes.count) characters")
        }
    }
}

// developer.apple.com/documentation/swiftui/securefield: the overview's login, with the
// deprecated `onCommit` trailing closure it still shows.
private struct SecureLogin: View {
    @State private var username: String = ""
    @State private var password: String = ""
    @State private var logins = 0

    func handleLogin(username: String, password: String) { logins += 1 }

    var body: some View {
        VStack {
            TextField(
                "User name (email address)",
                text: $username)
            .autocapitalization(.none)
            .disableAutocorrection(true)
            .border(Color(UIColor.separator))
            SecureField(
                "Password",
                text: $password
            ) {
                handleLogin(username: username, password: password)
            }
            .border(Color(UIColor.separator))
            Text("logins \(logins)")
        }
    }
}

// developer.apple.com/documentation/swiftui/view/onsubmit(of:_:) and submitlabel(_:), and
// submitScope(_:).
private struct LoginViewModel {
    var userName = ""
    var password = ""
    var tags = ""
    var logins: [String] = []
    func validate() -> Bool { !userName.isEmpty }
    mutating func login() { logins.append(userName) }
}

private struct SubmittingForm: View {
    @State private var viewModel = LoginViewModel()

    var body: some View {
        VStack {
            Form {
                TextField("Username", text: $viewModel.userName)
                    .submitLabel(.next)
                SecureField("Password", text: $viewModel.password)
                    .submitLabel(.go)
                TextField("Tags", text: $viewModel.tags)
                    .submitScope()
            }
            .onSubmit {
                guard viewModel.validate() else { return }
                viewModel.login()
            }
            Text("logins \(viewModel.logins.joined(separator: ","))")
        }
    }
}

// developer.apple.com/documentation/swiftui/focusstate: the `LoginForm` with a `Field` enum.
private struct LoginForm: View {
    enum Field: Hashable {
        case usernameField
        case passwordField
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @State private var signedIn = false

    func handleLogin(_ username: String, _ password: String) { signedIn = true }

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .usernameField)

            SecureField("Password", text: $password)
                .focused($focusedField, equals: .passwordField)

            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .usernameField
                } else if password.isEmpty {
                    focusedField = .passwordField
                } else {
                    handleLogin(username, password)
                }
            }
            Text(signedIn ? "signed in" : "focus \(String(describing: focusedField))")
        }
        .defaultFocus($focusedField, .usernameField)
    }
}

// developer.apple.com/documentation/swiftui/adding-a-search-interface-to-your-app and
// .../view/searchable(text:placement:prompt:).
private struct Department: Identifiable, Hashable {
    let id: Int
    let name: String
    let products: [String]
}

private struct ProductSearch: View {
    let departments = [
        Department(id: 1, name: "Fruit", products: ["Apple", "Apricot", "Banana"]),
        Department(id: 2, name: "Bakery", products: ["Bread", "Bagel"]),
    ]
    @State private var departmentId: Department.ID? = 1
    @State private var searchText = ""

    var results: [String] {
        let products = departments.first { $0.id == departmentId }?.products ?? []
        return searchText.isEmpty ? products : products.filter { $0.contains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { product in
                Text(product)
            }
            .navigationTitle("Products")
            .searchable(text: $searchText, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search products")
        }
    }
}

private struct PromptedSearch: View {
    @State private var searchText = ""
    var body: some View {
        NavigationStack {
            Text("Searching for \(searchText)")
                .searchable(text: $searchText, prompt: Text("Find a recipe"))
        }
    }
}

// developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:) and
// keyboardshortcut(_:): default and cancel actions, and a shortcut of a letter.
private struct ShortcutButtons: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button("Sign In") { log.append("sign in") }
                .keyboardShortcut(.defaultAction)
            Button("Cancel", role: .cancel) { log.append("cancel") }
                .keyboardShortcut(.cancelAction)
            Button("Save") { log.append("save") }
                .keyboardShortcut("s", modifiers: [.command])
            Button("Pulse") { log.append("pulse") }
                .keyboardShortcut("p", modifiers: [.shift, .option])
            Button("Delete") { log.append("delete") }
                .keyboardShortcut(.delete, modifiers: [])
            Button("New") { log.append("new") }
                .keyboardShortcut(KeyboardShortcut("n"))
            Text(log.joined(separator: ","))
        }
    }
}

@MainActor
@Suite struct AppleTextInputDocsTests {
    @Test func theTextFieldPagesFieldFocusesTypesAndSubmits() async throws {
        let host = await ViewHost(UsernameField())
        try await host.type("ann@example.com", into: "User name (email address)")
        try await host.submit("User name (email address)")
        #expect(host.texts.contains("ann@example.com"))
        #expect(host.texts.last == "validated ann@example.com")
        let prompted = await ViewHost(PromptedForm())
        try await prompted.type("ann", into: "Username")
        try await prompted.type("secret", into: "Password")
        #expect(prompted.shown.first == "| Username: [ann]", "\(prompted.shown)")
    }

    @Test func fieldsOfValuesParseWhatAPersonTypes() async throws {
        let host = await ViewHost(AmountFields())
        try await host.set("Amount", to: 12.5)
        try await host.set("Quantity", to: 2)
        #expect(host.texts.last == "total 25.00")
    }

    @Test func aVerticalFieldTakesText() async throws {
        let host = await ViewHost(MessageComposer())
        try await host.type("Hi", into: "Title")
        try await host.type("abc", into: "Notes")
        #expect(host.texts.last == "2 and 3 characters")
    }

    @Test func theSecureFieldPagesLoginCommitsOnEnter() async throws {
        let host = await ViewHost(SecureLogin())
        try await host.type("pw", into: "Password")
        try await host.submit("Password")
        #expect(host.texts.last == "logins 1")
    }

    @Test func aFormsOnSubmitRunsForItsFieldsButNotOutOfASubmitScope() async throws {
        let host = await ViewHost(SubmittingForm())
        try await host.type("ann", into: "Username")
        try await host.submit("Username")
        try await host.submit("Tags")
        #expect(host.texts.last == "logins ann", "the tags field's submission stays in its scope")
    }

    @Test func theFocusStatePagesLoginFormMovesTheFocusToWhatIsMissing() async throws {
        let host = await ViewHost(LoginForm())
        try await host.type("ann", into: "Username")
        try await host.tap("Sign In")
        #expect(host.texts.last?.hasSuffix("passwordField)") == true, "the password is missing: \(host.texts)")
        try await host.type("pw", into: "Password")
        try await host.tap("Sign In")
        #expect(host.texts.last == "signed in")
    }

    @Test func searchingFiltersTheList() async throws {
        let host = await ViewHost(ProductSearch())
        try await host.type("Ap", into: "Search products")
        #expect(host.texts == ["Apple", "Apricot"])
        let prompted = await ViewHost(PromptedSearch())
        try await prompted.type("soup", into: "Find a recipe")
        #expect(prompted.texts.contains("Searching for soup"))
    }

    @Test func buttonsWithShortcutsStillTap() async throws {
        let host = await ViewHost(ShortcutButtons())
        try await host.tap("Save")
        try await host.tap("Cancel")
        #expect(host.texts.last == "save,cancel")
    }
}
