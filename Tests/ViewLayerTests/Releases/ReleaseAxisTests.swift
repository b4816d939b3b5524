import HeadlessBackend
@testable import LifecycleTesting
import Observation
import Testing
@testable import ViewLayer

/// Rule 20: a graph follows one SwiftUI release, and only the documented differences vary.
@MainActor
@Suite struct ReleaseAxisTests {
    struct Tab: View {
        let name: String
        @State private var taps = 0
        var body: some View { Text(name) }
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                Tab(name: "one").tabItem { Text("One") }
                Tab(name: "two").tabItem { Text("Two") }
                Tab(name: "three").tabItem { Text("Three") }
            }
        }
    }

    /// Ole Begemann's TabView case study (iOS 16) and swiftyplace's write-up comparing iOS 17 and 18 (as DESIGN.md's rule 20 cites it): before iOS 18,
    /// every tab's content was built at the tab view's first show; from iOS 18, a tab when it is
    /// first selected.
    @Test(arguments: SwiftUIRelease.allCases)
    func aTabViewBuildsEveryTabBeforeIOS18(release: SwiftUIRelease) async throws {
        let host = await ViewHost(Tabs(), behavior: release)
        let built = host.events.filter { $0.kind == .install && $0.view == "Tab" }.count
        #expect(built == (release < .ios18 ? 3 : 1))
        #expect(host.events.filter { $0.kind == .appear && $0.view == "Tab" }.count == 1, "only the tab shown appears")
        try await host.tap("Two")
        #expect(host.texts.contains("two"))
    }

    struct Row: View {
        let number: Int
        let journal: Journal
        var body: some View {
            Text("row \(number)")
                .onAppear { journal.log("appear \(number)") }
                .onDisappear { journal.log("disappear \(number)") }
        }
    }

    struct Rows: View {
        let journal: Journal
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<40, id: \.self) { Row(number: $0, journal: journal) }
                }
            }
        }
    }

    /// Ole Begemann's LazyVStack case study (iOS 16): "`onAppear` gets called often, but the state
    /// gets preserved …; `onDisappear` seems not to get called at all". From iOS 17 a row leaving
    /// the screen gets `onDisappear` (inferred, rule 17).
    @Test(arguments: [SwiftUIRelease.ios16, .ios17, .ios18])
    func beforeIOS17ARowLeavingTheScreenGetsNoOnDisappear(release: SwiftUIRelease) async throws {
        let journal = Journal()
        let host = await ViewHost(Rows(journal: journal), behavior: release)
        _ = journal.take()
        try await host.scroll(.down)
        let down = journal.take()
        #expect(down.filter { $0.hasPrefix("disappear") } == (release == .ios16 ? [] : (0..<7).map { "disappear \($0)" }))
        #expect(down.filter { $0.hasPrefix("appear") } == (9..<17).map { "appear \($0)" })
        try await host.scroll(.top)
        #expect(journal.take().filter { $0.hasPrefix("appear") } == (0..<7).map { "appear \($0)" }, "coming back, they appear again")
        try await host.scroll(.bottom)
        #expect(journal.take().filter { $0.hasPrefix("disappear") } == (release == .ios16 ? [] : (0..<9).map { "disappear \($0)" }),
                "nor does a row that leaves the screen and, far out, is deleted in the same update")
    }

    @Observable final class Model {
        let journal: Journal
        init(journal: Journal) {
            self.journal = journal
            journal.log("model init")
        }
        deinit { journal.log("model deinit") }
    }

    struct Owner: View {
        let journal: Journal
        @State private var model: Model
        init(journal: Journal) {
            self.journal = journal
            _model = State(wrappedValue: Model(journal: journal))
        }
        var body: some View { Text("owner") }
    }

    struct Parent: View {
        let journal: Journal
        @State private var count = 0
        var body: some View {
            Button("again \(count)") { count += 1 }
            Owner(journal: journal)
        }
    }

    /// WWDC26 "What's new in SwiftUI" (22:57–23:36) and nilcoalescing.com: built with Xcode 27, a
    /// class in `@State` is made once per identity, at install, like `@StateObject`'s object;
    /// before, its initial value expression ran at every construction of the struct and the
    /// instances after the first were discarded (rule 7).
    @Test(arguments: SwiftUIRelease.allCases)
    func fromIOS27AClassInStateIsMadeOncePerIdentity(release: SwiftUIRelease) async throws {
        let journal = Journal()
        let host = await ViewHost(Parent(journal: journal), behavior: release)
        #expect(journal.take() == ["model init"])
        try await host.tap("again 0")
        try await host.tap("again 1")
        let made = journal.take()
        if release >= .ios27 {
            #expect(made.isEmpty, "later structs make nothing")
        } else {
            #expect(made == ["model init", "model init", "model deinit"], "each struct makes one, discarded when a later struct replaces it")
        }
    }

    /// The table of rule 20, release by release.
    @Test func eachReleaseHasTheDifferencesItsSourcesGive() {
        let table = SwiftUIRelease.allCases.map { release in
            "\(release.name): tabs when selected \(release.buildsTabsWhenSelected), rows' onDisappear \(release.callsOnDisappearForRowsLeavingTheScreen), state objects once \(release.makesStateObjectsOncePerIdentity)"
        }
        #expect(table == [
            "iOS 16: tabs when selected false, rows' onDisappear false, state objects once false",
            "iOS 17: tabs when selected false, rows' onDisappear true, state objects once false",
            "iOS 18: tabs when selected true, rows' onDisappear true, state objects once false",
            "iOS 26: tabs when selected true, rows' onDisappear true, state objects once false",
            "iOS 27: tabs when selected true, rows' onDisappear true, state objects once true",
        ])
        #expect(SwiftUIRelease.standard == .ios18)
    }
}
