import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Preferences pass values up: a `.preference` sets its view's value, hiding the values set
/// inside it (observed on iOS 17.2: tokizuoh, "transformPreference(_:_:) を使った子要素からの値伝搬",
/// 2024); siblings' values are folded by `reduce` in view-tree order (Apple's
/// `PreferenceKey.reduce(value:nextValue:)` documentation); `onPreferenceChange` runs when the
/// folded value changes, and on display for a value the views set (takehilo, "PreferenceKeyの基本的な
/// 仕組みを知る", Qiita, 2022, prints the value when the view is shown).
@MainActor
@Suite struct PreferenceTests {
    struct Names: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Tallest: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
    }

    struct Siblings: View {
        let journal: Journal
        @State private var showsThird = false
        @State private var second = "b"

        var body: some View {
            VStack {
                Text("a").preference(key: Names.self, value: ["a"])
                Button("rename") { second = "B" }
                    .preference(key: Names.self, value: [second])
                if showsThird {
                    Text("c").preference(key: Names.self, value: ["c"])
                }
                Button("third") { showsThird.toggle() }
                Text("no value")
            }
            .onPreferenceChange(Names.self) { journal.log("names \($0)") }
            .onAppear { journal.log("appear") }
        }
    }

    @Test func siblingsAreFoldedInTheirOrderAndTheActionRunsOnDisplay() async {
        let journal = Journal()
        _ = await ViewHost(Siblings(journal: journal))
        #expect(journal.take() == ["names [\"a\", \"b\"]", "appear"])
    }

    @Test func aChangedValueAnInsertedAndARemovedSourceRunTheActionOnceEach() async throws {
        let journal = Journal()
        let host = await ViewHost(Siblings(journal: journal))
        _ = journal.take()
        try await host.tap("rename")
        #expect(journal.take() == ["names [\"a\", \"B\"]"])
        try await host.tap("third")
        #expect(journal.take() == ["names [\"a\", \"B\", \"c\"]"])
        try await host.tap("third")
        #expect(journal.take() == ["names [\"a\", \"B\"]"])
    }

    /// A view of its own whose state adds and removes a source: the reader above is not updated,
    /// and learns of both from the source.
    struct Toggling: View {
        @State private var isOn = true
        var body: some View {
            VStack {
                if isOn { Text("on").preference(key: Tallest.self, value: 7) }
                Button("toggle") { isOn.toggle() }
            }
        }
    }

    struct DeepReader: View {
        let journal: Journal
        var body: some View {
            Toggling()
                .onPreferenceChange(Tallest.self) { journal.log("tallest \($0)") }
        }
    }

    @Test func aSourceAddedOrRemovedDeepInsideTellsTheReaderAbove() async throws {
        let journal = Journal()
        let host = await ViewHost(DeepReader(journal: journal))
        #expect(journal.take() == ["tallest 7"])
        try await host.tap("toggle")
        #expect(journal.take() == ["tallest 0"])
        try await host.tap("toggle")
        #expect(journal.take() == ["tallest 7"])
        #expect(host.bodyCount(of: DeepReader.self) == 1)
    }

    struct Overriding: View {
        let journal: Journal
        var body: some View {
            VStack {
                VStack {
                    Text("child 1").preference(key: Names.self, value: ["child-1"])
                    Text("child 2").preference(key: Names.self, value: ["child-2"])
                }
                .preference(key: Names.self, value: ["parent"])
                Text("sibling").transformPreference(Names.self) { $0.append("transformed") }
            }
            .onPreferenceChange(Names.self) { journal.log("names \($0)") }
        }
    }

    @Test func aPreferenceHidesItsContentsValuesAndATransformStartsFromTheDefault() async {
        let journal = Journal()
        _ = await ViewHost(Overriding(journal: journal))
        #expect(journal.take() == ["names [\"parent\", \"transformed\"]"])
    }

    struct Unchanged: View {
        let journal: Journal
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("tap \(taps)") { taps += 1 }
                    .preference(key: Tallest.self, value: 3)
                Text("zero").preference(key: Tallest.self, value: 0)
            }
            .onPreferenceChange(Tallest.self) { journal.log("tallest \($0)") }
        }
    }

    @Test func anUpdateThatFoldsTheSameValueRunsNothing() async throws {
        let journal = Journal()
        let host = await ViewHost(Unchanged(journal: journal))
        #expect(journal.take() == ["tallest 3"])
        try await host.tap("tap 0")
        #expect(host.shown.contains("| [tap 1]"))
        #expect(journal.take().isEmpty)
    }

    struct DefaultOnly: View {
        let journal: Journal
        var body: some View {
            Text("nothing set")
                .onPreferenceChange(Tallest.self) { journal.log("tallest \($0)") }
        }
    }

    @Test func theDefaultValueOnDisplayRunsNothing() async {
        let journal = Journal()
        _ = await ViewHost(DefaultOnly(journal: journal))
        #expect(journal.take().isEmpty)
    }

    struct Measured: View {
        @State private var count = 2
        var body: some View {
            VStack {
                ForEach(0..<count, id: \.self) { index in
                    Text("row \(index)").preference(key: Tallest.self, value: index * 10)
                }
                Button("more") { count += 1 }
            }
            .overlayPreferenceValue(Tallest.self) { tallest in
                Text("tallest is \(tallest)")
            }
        }
    }

    struct Placeholder: View {
        let journal: Journal
        var body: some View {
            Text("no rows yet").onAppear { journal.log("placeholder appeared") }
        }
    }

    struct OverlaidRows: View {
        let journal: Journal
        var body: some View {
            VStack {
                Text("row").preference(key: Tallest.self, value: 5)
            }
            .overlayPreferenceValue(Tallest.self) { tallest in
                if tallest == 0 { Placeholder(journal: journal) } else { Text("tallest is \(tallest)") }
            }
        }
    }

    /// The overlay is made from the value its content sets, not first from the default: a view
    /// made only for the default never appears.
    @Test func anOverlayIsMadeFromTheContentsValueFromTheStart() async {
        let journal = Journal()
        let host = await ViewHost(OverlaidRows(journal: journal))
        #expect(host.shown == ["| row", "| tallest is 5"])
        #expect(journal.take().isEmpty)
        #expect(host.bodyCount(of: Placeholder.self) == 0)
    }

    struct BackgroundRows: View {
        let journal: Journal
        var body: some View {
            VStack {
                Text("row").preference(key: Tallest.self, value: 5)
            }
            .backgroundPreferenceValue(Tallest.self) { tallest in
                if tallest == 0 { Placeholder(journal: journal) } else { Text("behind \(tallest)") }
            }
        }
    }

    /// A background, updated before its content, is made once the content's value is folded,
    /// never from the default.
    @Test func aBackgroundShowsTheValueOfItsContentFromTheStart() async {
        let journal = Journal()
        let host = await ViewHost(BackgroundRows(journal: journal))
        #expect(host.shown.contains("| behind 5"))
        #expect(host.bodyCount(of: Placeholder.self) == 0)
        #expect(journal.take().isEmpty)
    }

    @Test func anOverlayShowsTheValueOfItsContentAndFollowsIt() async throws {
        let host = await ViewHost(Measured())
        #expect(host.shown.contains("| tallest is 10"))
        try await host.tap("more")
        #expect(host.shown.contains("| tallest is 20"))
        #expect(!host.shown.contains("| tallest is 10"))
    }

    struct Sized: View {
        let journal: Journal
        var body: some View {
            Text("measured")
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { journal.log("width \(Int($0))") }
        }
    }

    @Test func onGeometryChangeRunsOnTheFirstLayoutAndOnEachChange() async {
        let journal = Journal()
        let host = await ViewHost(Sized(journal: journal))
        #expect(journal.take() == ["width 390"], "headless, a reader is offered a phone's screen")
        host.backend.propose(CGSize(width: 1024, height: 600))
        await host.settle()
        #expect(journal.take() == ["width 1024"])
        host.backend.propose(CGSize(width: 1024, height: 700))
        await host.settle()
        #expect(journal.take().isEmpty, "the width did not change")
    }
}
