import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `GeometryReader` hands its content the room it is given, and a new size runs the content
/// again, its views keeping their identity and state, while the body around the reader does not
/// run: in SwiftUI the reader's content is built during layout, not by its parent's body
/// (Apple's `GeometryReader` documentation: "This view returns a flexible preferred size to its
/// parent layout"; since iOS 14 it places its content at its top leading corner, iOS 14 release
/// notes).
@MainActor
@Suite struct GeometryReaderTests {
    final class Counter: ObservableObject {
        let journal: Journal
        init(journal: Journal) {
            self.journal = journal
            journal.log("Counter init")
        }
        deinit { journal.log("Counter deinit") }
    }

    struct Bar: View {
        let width: Double
        let journal: Journal
        @StateObject private var counter: Counter
        @State private var taps = 0

        init(width: Double, journal: Journal) {
            self.width = width
            self.journal = journal
            _counter = StateObject(wrappedValue: Counter(journal: journal))
        }

        var body: some View {
            Button("bar \(Int(width)), taps \(taps)") { taps += 1 }
        }
    }

    struct Screen: View {
        let journal: Journal
        var body: some View {
            let _ = journal.log("Screen body")
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
                Bar(width: proxy.size.width / 2, journal: journal)
            }
        }
    }

    @Test func theContentIsGivenTheRoomOffered() async {
        let journal = Journal()
        let host = await ViewHost(Screen(journal: journal))
        // Headless, a reader is offered an iPhone's screen.
        #expect(host.shown == ["| 390 × 844", "| [bar 195, taps 0]"])
        #expect(journal.take() == ["Screen body", "Counter init"])
    }

    @Test func aNewSizeRunsTheContentAgainKeepingItsStateAndNotTheBodyAround() async throws {
        let journal = Journal()
        let host = await ViewHost(Screen(journal: journal))
        try await host.tap("bar 195, taps 0")
        _ = journal.take()
        host.backend.propose(CGSize(width: 1024, height: 600))
        await host.settle()
        #expect(host.shown == ["| 1024 × 600", "| [bar 512, taps 1]"], "the bar's state is kept")
        #expect(journal.take().isEmpty, "neither the body around nor the bar's object is made again")
        #expect(host.bodyCount(of: Bar.self) == 3, "made, tapped, resized")
    }

    @Test func theSameSizeAgainRunsNothing() async {
        let journal = Journal()
        let host = await ViewHost(Screen(journal: journal))
        let bodies = host.bodyCount(of: Bar.self)
        host.backend.propose(host.backend.proposedSize)
        await host.settle()
        #expect(host.bodyCount(of: Bar.self) == bodies)
    }

    /// A reader removed leaves nothing behind: the backend holds its element weakly, and a size
    /// offered after it is gone reaches no node.
    @Test func aReaderGoneLeavesNothingBehind() async throws {
        struct Toggled: View {
            let journal: Journal
            @State var isShown = true
            var body: some View {
                Button("hide") { isShown = false }
                if isShown {
                    GeometryReader { proxy in
                        let _ = journal.log("measured \(Int(proxy.size.width))")
                        Text("\(Int(proxy.size.width))")
                    }
                }
            }
        }
        let journal = Journal()
        let host = await ViewHost(Toggled(journal: journal))
        try await host.tap("hide")
        _ = journal.take()
        host.backend.propose(CGSize(width: 10, height: 10))
        await host.settle()
        #expect(host.shown == ["| [hide]"])
        #expect(journal.lines.isEmpty, "the gone reader's content does not run")
        await host.unmount()
        host.expectNothingOutlives()
    }

    @Test func framesAreInTheWindowOrLocal() {
        let proxy = GeometryProxy(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(proxy.size == CGSize(width: 100, height: 50))
        #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(proxy.frame(in: .global) == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(proxy.frame(in: .named("scroll")) == proxy.frame(in: .global), "no view names a space here")
        #expect(proxy.safeAreaInsets == EdgeInsets())
    }
}

/// `@Namespace` is made when the view is installed and kept for its identity's life, as
/// SwiftUI's: another identity gets another, and a body run again reads the same one.
@MainActor
@Suite struct NamespaceTests {
    struct Card: View {
        let name: String
        let journal: Journal
        @Namespace private var space
        @State private var taps = 0
        var body: some View {
            let _ = journal.log("\(name) \(space.hashValue)")
            Button("\(name) \(taps)") { taps += 1 }
                .matchedGeometryEffect(id: name, in: space)
        }
    }

    @Test func eachIdentityKeepsItsOwnNamespace() async throws {
        let journal = Journal()
        let host = await ViewHost(VStack { Card(name: "a", journal: journal); Card(name: "b", journal: journal) })
        let first = journal.take()
        try await host.tap("a 0")
        let again = journal.take()
        #expect(first.count == 2 && again.count == 1)
        #expect(again.first == first.first, "the same identity reads the same namespace")
        #expect(first[0].split(separator: " ").last != first[1].split(separator: " ").last, "two identities, two namespaces")
    }

    @Test func readingANamespaceOutsideABodyIsReportedInSwiftUIsWords() async {
        struct Outside {
            @Namespace var space
        }
        let warnings = Journal()
        let token = RuntimeWarnings.observe { warnings.log($0.message) }
        defer { token.cancel() }
        let outside = Outside()
        #expect(outside.space != outside.space, "a namespace read outside a body matches no other")
        #expect(warnings.lines.contains("Reading a Namespace property outside View.body. This will result in identifiers that never match any other identifier."))
    }
}

/// `ViewThatFits` shows one of its views; only that one is built and appears.
@MainActor
@Suite struct ViewThatFitsTests {
    @Test func onlyTheFirstViewIsBuiltAndAppears() async {
        let journal = Journal()
        let host = await ViewHost(ViewThatFits(in: .horizontal) {
            Text("wide").onAppear { journal.log("wide appears") }
            Text("narrow").onAppear { journal.log("narrow appears") }
        })
        #expect(host.shown == ["| wide"])
        #expect(journal.lines == ["wide appears"])
    }
}
