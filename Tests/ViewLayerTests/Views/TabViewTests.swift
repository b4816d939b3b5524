import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 17 for tabs: a tab's content is built the first time it is shown and kept, with its
/// state, while other tabs are; switching makes one disappear and the other appear.
@MainActor
@Suite struct TabViewTests {
    struct Page: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            Button("\(name): \(taps)") { taps += 1 }
        }
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                Page(name: "first").tabItem { Text("One") }
                Page(name: "second").tabItem { Text("Two") }
                Page(name: "third").tabItem { Text("Three") }
            }
        }
    }

    @Test func aTabIsBuiltWhenFirstShownAndKeptWithItsState() async throws {
        let host = await ViewHost(Tabs())
        #expect(host.shown == ["| [One]", "| [Two]", "| [Three]", "| [first: 0]"])
        #expect(host.bodyCount(of: Page.self) == 1, "only the tab shown is built")
        try await host.tap("first: 0")
        try await host.tap("Two")
        #expect(host.shown.last == "| [second: 0]")
        #expect(host.events.filter { $0.kind == .install && $0.view == "Page" }.count == 2)
        try await host.tap("One")
        #expect(host.shown.last == "| [first: 1]", "the first tab kept its state")
        #expect(host.events.filter { $0.kind == .install && $0.view == "Page" }.count == 2, "and nothing was built again")
        #expect(host.events.filter { $0.kind == .uninstall }.isEmpty)
    }

    @Test func switchingMakesTheOldTabDisappearAndTheNewAppear() async throws {
        let host = await ViewHost(Tabs())
        _ = host.takeEvents()
        try await host.tap("Two")
        #expect(host.takeEvents().filter { $0.view == "Page" }.map(\.kind) == [.install, .body, .disappear, .appear],
                "the new tab is built, then the old one disappears before the new one appears")
        try await host.tap("One")
        #expect(host.takeEvents().filter { $0.view == "Page" }.map(\.kind) == [.disappear, .appear])
        try await host.tap("One")
        #expect(host.takeEvents().isEmpty, "the tab shown, pressed again, changes nothing")
    }

    struct Chosen: View {
        @State private var tab = "b"
        var body: some View {
            Text("chosen \(tab)")
            Button("show c") { tab = "c" }
            TabView(selection: $tab) {
                Page(name: "a").tabItem { Text("A") }.tag("a")
                Page(name: "b").tag("b").tabItem { Text("B") }
                Page(name: "c").tabItem { Text("C") }.tag("c")
            }
        }
    }

    @Test func aSelectionBindingChoosesTheTabByItsTag() async throws {
        let host = await ViewHost(Chosen())
        #expect(host.shown.last == "| [b: 0]", "the tab whose tag is the selection, tag and tabItem in either order")
        try await host.tap("show c")
        #expect(host.shown.last == "| [c: 0]")
        try await host.tap("A")
        #expect(host.texts.first == "chosen a", "pressing a tab writes its tag to the binding")
        #expect(host.shown.last == "| [a: 0]")
        #expect(host.bodyCount(of: Page.self) == 3)
    }

    /// The usual way to write it: the owner's body passes `$tab` on and never reads `tab`.
    struct Unread: View {
        @State private var tab = 0
        var body: some View {
            Button("second") { tab = 1 }
            TabView(selection: $tab) {
                Page(name: "zero").tabItem { Text("Zero") }.tag(0)
                Page(name: "one").tabItem { Text("One") }.tag(1)
                Page(name: "two").tabItem { Text("Two") }.tag(2)
            }
        }
    }

    @Test func aSelectionTheOwnerNeverReadsStillSwitchesTabs() async throws {
        let host = await ViewHost(Unread())
        try await host.tap("Two")
        #expect(host.shown.last == "| [two: 0]", "a tab pressed is shown")
        #expect(host.state(of: Unread.self, "tab", as: Int.self) == 2)
        try await host.tap("second")
        #expect(host.shown.last == "| [one: 0]", "a write from a button is shown")
        #expect(host.bodyCount(of: Unread.self) == 1, "the owner reads nothing that changed")
    }

    @Test func tabModifiersOutsideATabViewShowTheirContent() async {
        let host = await ViewHost(Text("plain").tabItem { Text("ignored") }.tag(3))
        #expect(host.shown == ["| plain"])
    }
}

extension TabViewTests {
    struct Changing: View {
        @State private var hasThird = true
        var body: some View {
            Button("toggle third") { hasThird.toggle() }
            TabView {
                Page(name: "first").tabItem { Text("One") }.tag("one")
                if hasThird {
                    Page(name: "third").tabItem { Text("Three") }.tag("three")
                }
            }
        }
    }

    @Test func aTabThatWentAndCameBackIsBuiltWhenNextShown() async throws {
        let host = await ViewHost(Changing())
        try await host.tap("Three")
        try await host.tap("One")
        try await host.tap("toggle third")
        try await host.tap("toggle third")
        #expect(host.bodyCount(of: Page.self) == 2, "first, then third; the third brought back is not built while the first is shown")
        try await host.tap("Three")
        #expect(host.shown.last == "| [third: 0]", "a new third, built when shown")
    }
}

extension TabViewTests {
    struct Colour: Identifiable {
        let id: String
    }

    struct Each: View {
        @State var chosen = "green"
        let colours = [Colour(id: "red"), Colour(id: "green"), Colour(id: "blue")]
        var body: some View {
            Text("chosen \(chosen)")
            TabView(selection: $chosen) {
                ForEach(colours) { colour in
                    Page(name: colour.id).tabItem { Text(colour.id) }
                }
            }
        }
    }

    @Test func aForEachMakesATabOfEachElementTaggedByItsID() async throws {
        let host = await ViewHost(Each())
        #expect(host.shown == ["| chosen green", "| [red]", "| [green]", "| [blue]", "| [green: 0]"])
        try await host.tap("blue")
        #expect(host.shown.first == "| chosen blue")
        #expect(host.shown.last == "| [blue: 0]")
        #expect(host.bodyCount(of: Page.self) == 2)
    }

    struct CountedTabs: View {
        @State var count = 2
        var body: some View {
            Button("more") { count += 1 }
            TabView {
                ForEach(0..<count) { index in
                    Page(name: "page \(index)").tabItem { Text("Tab \(index)") }
                }
            }
        }
    }

    /// Rule 16 in a tab view too: `ForEach(_:content:)` reads its range once, and a range of
    /// another count is reported in SwiftUI's words, once for the site.
    @Test func aForEachOfARangeMakesTheTabsOfItsFirstRange() async throws {
        let host = await ViewHost(CountedTabs())
        #expect(host.shown == ["| [more]", "| [Tab 0]", "| [Tab 1]", "| [page 0: 0]"])
        try await host.tap("more")
        try await host.tap("more")
        #expect(host.shown == ["| [more]", "| [Tab 0]", "| [Tab 1]", "| [page 0: 0]"])
        #expect(host.warnings.map(\.message) == ["ForEach<Range<Int>, Int, TabItemView<Page, Text>> count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"])
    }

    struct Mixed: View {
        @State var chosen = 1
        var body: some View {
            Text("chosen \(chosen)")
            TabView(selection: $chosen) {
                Page(name: "untagged").tabItem { Text("Untagged") }
                Page(name: "five").tabItem { Text("Five") }.tag(5)
                Page(name: "one").tabItem { Text("One") }.tag(1)
                Page(name: "again").tabItem { Text("Again") }.tag(1)
            }
        }
    }

    @Test func aTabWithoutATagIsNotTheTabOfTagZeroOrOne() async throws {
        let host = await ViewHost(Mixed())
        #expect(host.shown.last == "| [one: 0]", "the tab tagged 1, not the second by position")
        #expect(host.warnings.map(\.message) == [#"TabView: the tag 1 is used by more than one tab; the tab "Again" cannot be selected by it"#])
        try await host.tap("Again")
        #expect(host.shown.first == "| chosen 1", "selecting it chooses no value the binding can hold")
        #expect(host.shown.last == "| [one: 0]")
        try await host.tap("Untagged")
        #expect(host.shown.first == "| chosen 1")
        #expect(host.shown.last == "| [one: 0]")
        try await host.tap("Five")
        #expect(host.shown.first == "| chosen 5", "a tagged tab still sets the binding")
    }
}

/// A tab's title from its `.tabItem` label as code writes it: a `Label` (Apple's `tabItem(_:)`
/// example: `.tabItem { Label("Received", systemImage: "tray.and.arrow.down.fill") }`), or an
/// image and a text, as iOS 13 code does.
@MainActor
@Suite struct TabItemTitleTests {
    @Test func aLabelOrATextAmongSeveralViewsTitlesTheTab() async throws {
        let host = await ViewHost(TabView {
            Text("Inbox").tabItem { Label("Received", systemImage: "tray.and.arrow.down.fill") }
            Text("Outbox").tabItem {
                Image(systemName: "tray.and.arrow.up.fill")
                Text("Sent")
            }
            Text("Account").tabItem { Image(systemName: "person") }
        })
        #expect(host.shown == ["| [Received]", "| [Sent]", "| [Tab 3]", "| Inbox"])
        try await host.tap("Sent")
        #expect(host.texts == ["Outbox"])
        await host.unmount()
    }
}
