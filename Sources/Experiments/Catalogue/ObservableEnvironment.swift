import ViewLayer

// An @Observable object through the environment: put there once, read by type, each reader
// depending only on the properties its body reads; a sheet inherits it; a view outside forgot it.

@Observable
final class Library {
    var books = 0
    var readers = 0
    init() { print("Library init") }
    deinit { print("Library deinit") }
}

struct LibraryStudy: View {
    @State private var library = Library()
    @State private var showsSheet = false
    var body: some View {
        VStack {
            VStack {
                BookCount()
                ReaderCount()
                Button("Add book") { library.books += 1 }
                Button("Add reader") { library.readers += 1 }
                Button("Show sheet") { showsSheet = true }
            }
            .sheet(isPresented: $showsSheet) { ReaderCount() }
            .environment(library)
            ForgotLibrary()
        }
    }
}

struct BookCount: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = print("BookCount body")
        Text("books: \(library.books)")
    }
}

struct ReaderCount: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = print("ReaderCount body")
        Text("readers: \(library.readers)")
    }
}

struct ForgotLibrary: View {
    @Environment(Library.self) private var library
    var body: some View {
        Text("books: \(library.books)")
    }
}

extension Experiment {
    static let observableEnvironment = Experiment(
        id: "observable-environment",
        title: "@Observable in the environment: read by type, property by property",
        seed: nil,
        root: { AnyView(LibraryStudy()) }
    )
}
