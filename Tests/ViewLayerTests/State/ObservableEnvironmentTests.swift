import HeadlessBackend
@testable import LifecycleTesting
import Observation
import Testing
@testable import ViewLayer

@Observable
final class Library {
    var books = 0
    var readers = 0
}

private struct Offset: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var offset: Int {
        get { self[Offset.self] }
        set { self[Offset.self] = newValue }
    }
}

/// `@Observable` objects through the environment: `.environment(model)` and
/// `@Environment(Model.self)`, with the optional form and SwiftUI's message for a missing object
/// (issue 30; OpenSwiftUI's `Environment+ObservableCompatibilityTests`, which run against Apple's
/// SwiftUI); and `.transformEnvironment`.
@MainActor
@Suite struct ObservableEnvironmentTests {
    struct Books: View {
        @Environment(Library.self) private var library
        var body: some View { Text("books \(library.books)") }
    }

    struct Readers: View {
        @Environment(Library.self) private var library
        var body: some View { Text("readers \(library.readers)") }
    }

    struct Shelf: View {
        @State private var library = Library()
        @State private var showsSheet = false
        var body: some View {
            NavigationStack {
                VStack {
                    Books()
                    Readers()
                    Button("add book") { library.books += 1 }
                    Button("sheet") { showsSheet = true }
                    NavigationLink("push") { Books() }
                }
            }
            .sheet(isPresented: $showsSheet) { Readers() }
            .environment(library)
        }
    }

    @Test func anObjectPutAboveIsReadBelowPropertyByProperty() async throws {
        let host = await ViewHost(Shelf())
        #expect(host.texts.prefix(2) == ["books 0", "readers 0"])
        try await host.tap("add book")
        #expect(host.texts.prefix(2) == ["books 1", "readers 0"])
        #expect(host.bodyCount(of: Books.self) == 2, "the view that read books")
        #expect(host.bodyCount(of: Readers.self) == 1, "and not the one that read readers")
        #expect(host.bodyCount(of: Shelf.self) == 1)
    }

    @Test func pagesAndSheetsInheritTheObject() async throws {
        let host = await ViewHost(Shelf())
        try await host.tap("add book")
        try await host.tap("push")
        #expect(host.texts.last == "books 1")
        try await host.back()
        try await host.tap("sheet")
        #expect(host.texts.last == "readers 0")
        #expect(host.warnings.isEmpty)
    }

    struct MaybeBooks: View {
        @Environment(Library.self) private var library: Library?
        var body: some View { Text(library.map { "books \($0.books)" } ?? "no library") }
    }

    @Test func theOptionalFormIsNilWithoutAnObject() async {
        let host = await ViewHost(VStack {
            MaybeBooks()
            MaybeBooks().environment(Library())
        })
        #expect(host.texts == ["no library", "books 0"])
        #expect(host.warnings.isEmpty)
    }

    struct Forgot: View {
        @State private var library: Library?
        var body: some View {
            Books().environment(library)
            Button("provide") { library = Library() }
        }
    }

    @Test func aMissingObjectIsReportedOnceAndShownNotFatal() async throws {
        let host = await ViewHost(Forgot())
        let message = "No Observable object of type Library found. A View.environment(_:) for Library may be missing as an ancestor of this view."
        #expect(host.texts == [message])
        #expect(host.warnings.map(\.message) == [message])
        #expect(host.bodyCount(of: Books.self) == 0)
        try await host.tap("provide")
        #expect(host.texts == ["books 0"], "an object put there later runs the body")
        #expect(host.warnings.count == 1)
    }

    struct ReadsOffset: View {
        @Environment(\.offset) private var offset
        var body: some View { Text("offset \(offset)") }
    }

    struct Transforms: View {
        @State private var base = 1
        @State private var unrelated = 0
        var body: some View {
            Text("unrelated \(unrelated)")
            Button("base") { base += 1 }
            Button("unrelated") { unrelated += 1 }
            ReadsOffset()
                .transformEnvironment(\.offset) { $0 *= 10 }
                .environment(\.offset, base)
        }
    }

    /// OpenSwiftUI's `EnvironmentKeyTransformModifierCompatibilityTests.environmentKeyTransform`:
    /// the transform sees the value written further up.
    @Test func aTransformChangesTheValueWrittenAbove() async throws {
        let host = await ViewHost(Transforms())
        #expect(host.texts == ["unrelated 0", "offset 10"])
        try await host.tap("base")
        #expect(host.texts == ["unrelated 0", "offset 20"])
        #expect(host.bodyCount(of: ReadsOffset.self) == 2)
        try await host.tap("unrelated")
        #expect(host.bodyCount(of: ReadsOffset.self) == 2, "the transformed value did not change")
    }
}
