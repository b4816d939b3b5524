import HeadlessBackend
@testable import LifecycleTesting
import Observation
import Testing
@testable import ViewLayer

/// Rules 12 and 13: which writes are changes, and how a view's new value is compared with its old.
@MainActor
@Suite struct ComparisonTests {
    // MARK: Rule 12 — equal writes change nothing

    struct Point: Equatable { var x = 0, y = 0 }

    struct Writes: View {
        @State var count = 0
        @State var point = Point()
        var body: some View {
            Text("count \(count) at \(point.x),\(point.y)")
            Button("same") {
                count = count
                point = Point()
            }
            Button("+1") { count += 1 }
        }
    }

    @Test func writingAStateTheValueItHoldsRunsNoBody() async throws {
        let host = await ViewHost(Writes())
        try await host.tap("same")
        #expect(host.bodyCount(of: Writes.self) == 1, "equal values, a number and a struct, invalidate nothing")
        try await host.tap("+1")
        #expect(host.bodyCount(of: Writes.self) == 2)
        #expect(host.texts == ["count 1 at 0,0"])
    }

    final class Published1: ObservableObject {
        @Published var count = 0
    }

    struct ReadsPublished: View {
        @ObservedObject var model: Published1
        var body: some View {
            Text("published \(model.count)")
            Button("same") { model.count = model.count }
        }
    }

    /// `@Published` sends `objectWillChange` on every assignment, equal or not, and SwiftUI
    /// re-runs every body that observes the object when it does.
    @Test func anEqualWriteToAPublishedPropertyStillRunsTheBody() async throws {
        let host = await ViewHost(ReadsPublished(model: Published1()))
        try await host.tap("same")
        #expect(host.bodyCount(of: ReadsPublished.self) == 2)
    }

    @Observable final class Observed1 {
        var count = 0
        var items: [Int] = []
    }

    struct ReadsObservable: View {
        let model: Observed1
        var body: some View {
            Text("observable \(model.count) \(model.items.count)")
            Button("same") { model.count = model.count }
            Button("same items") { model.items = [] }
        }
    }

    /// The `@Observable` macro of Swift 6.2 and later (the toolchain this layer builds with)
    /// notifies only when an `Equatable` property's new value differs (`shouldNotifyObservers`),
    /// so an equal write re-runs nothing, as in SwiftUI with iOS 26's SDK.
    @Test func anEqualWriteToAnObservablePropertyRunsNoBody() async throws {
        let host = await ViewHost(ReadsObservable(model: Observed1()))
        try await host.tap("same")
        try await host.tap("same items")
        #expect(host.bodyCount(of: ReadsObservable.self) == 1)
    }

    // MARK: Rule 13 — how views are compared

    /// Plain data, with an `==` that calls every two values equal.
    struct AlwaysEqual: View, Equatable {
        let value: Int
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
        var body: some View { Text("value \(value)") }
    }

    /// Not plain data (a string), with an `==` that looks at the title only.
    struct TitleOnly: View, Equatable {
        let title: String
        let count: Int
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
        var body: some View { Text("\(title) \(count)") }
    }

    struct Compares: View {
        @State var value = 0
        var body: some View {
            AlwaysEqual(value: value)
            AlwaysEqual(value: value).equatable()
            TitleOnly(title: "title", count: value)
            Button("+1") { value += 1 }
        }
    }

    struct Span { var start = 0, end = 0 }

    /// Plain data, compared field by field: `span` and `pair` lie after `id`, at offsets of their own.
    struct Ranged: View {
        let id: Int
        let span: Span
        let pair: (Int, Int)
        var body: some View { Text("\(id) \(span.start)-\(span.end) \(pair.0),\(pair.1)") }
    }

    /// Neither plain data nor `Equatable`: compared field by field, its strings by `==`.
    struct Caption { var prefix: String; var text: String }

    struct Captioned: View {
        let title: String
        let caption: Caption
        var body: some View { Text("\(title) \(caption.prefix)\(caption.text)") }
    }

    struct HoldsNested: View {
        @State var end = 0
        @State var second = 0
        @State var text = "a"
        var body: some View {
            Ranged(id: 1, span: Span(start: 0, end: end), pair: (0, second))
            Captioned(title: "t", caption: Caption(prefix: "p", text: text))
            Button("end") { end += 1 }
            Button("second") { second += 1 }
            Button("text") { text = "b" }
        }
    }

    /// A field of a nested struct or tuple is compared where it lies in the outer value: read
    /// anywhere else, it would be an unchanged field beside it.
    @Test func nestedStructAndTupleFieldsAreComparedAtTheirOwnOffsets() async throws {
        let host = await ViewHost(HoldsNested())
        try await host.tap("end")
        #expect(host.texts.prefix(2) == ["1 0-1 0,0", "t pa"])
        #expect(host.bodyCount(of: Ranged.self) == 2)
        #expect(host.bodyCount(of: Captioned.self) == 1, "nested fields that did not change are the same")
        try await host.tap("second")
        #expect(host.texts.first == "1 0-1 0,1")
        try await host.tap("text")
        #expect(host.texts.prefix(2) == ["1 0-1 0,1", "t pb"])
        #expect(host.bodyCount(of: Captioned.self) == 2)
    }

    /// A value compared with itself, at one address, reaches the comparison as two places, so
    /// that the two `inout` accesses do not overlap; two values are read where they lie.
    @Test func valuesAreComparedInPlaceAndOneValueAgainstACopyOfItself() {
        var label = "a label long enough to be stored on the heap"
        var other = "another label, also stored on the heap"
        func addresses(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> (UnsafeRawPointer, UnsafeRawPointer) {
            withValuesInPlace(a, b, as: String.self) { first, second in
                withUnsafePointer(to: &first) { first in
                    withUnsafePointer(to: &second) { second in (UnsafeRawPointer(first), UnsafeRawPointer(second)) }
                }
            }
        }
        withUnsafePointer(to: &label) { label in
            withUnsafePointer(to: &other) { other in
                let apart = addresses(label, other)
                #expect(apart.0 == UnsafeRawPointer(label) && apart.1 == UnsafeRawPointer(other), "two values are not copied")
                let same = addresses(label, label)
                #expect(same.0 == UnsafeRawPointer(label) && same.1 != UnsafeRawPointer(label), "one value is compared with a copy")
                #expect(withValuesInPlace(label, label, as: String.self) { $0 == $1 })
                #expect(!withValuesInPlace(label, other, as: String.self) { $0 == $1 })
            }
        }
    }

    @Test func plainDataIsComparedFieldByFieldAndEqualityServesOtherViewsAndEquatableView() async throws {
        let host = await ViewHost(Compares())
        #expect(host.texts == ["value 0", "value 0", "title 0"])
        try await host.tap("+1")
        #expect(host.texts == ["value 1", "value 0", "title 0"],
                "a POD view's == is ignored; .equatable() and a non-POD view's == are used")
        #expect(host.bodyCount(of: AlwaysEqual.self) == 3, "two installs and the POD one's update")
        #expect(host.bodyCount(of: TitleOnly.self) == 1)
    }

    /// A plain-data struct whose `==` calls every two values equal.
    struct Loose: Equatable {
        var value: Int
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
    }

    struct HoldsLoose: View {
        let loose: Loose
        var body: some View { Text("loose \(loose.value)") }
    }

    /// Plain data whose `==` says changed every time; `.equatable()` makes that the rule.
    struct NeverEqual: View, Equatable {
        let number: Int
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
        var body: some View { Text("never \(number)") }
    }

    final class Ref {}

    struct NestedAndForced: View {
        @State var value = 0
        @State var ref = Ref()
        @State var other = 0
        var body: some View {
            HoldsLoose(loose: Loose(value: value))
            NeverEqual(number: 7).equatable()
            Text("other \(other)")
            Button("+1") { value += 1 }
            Button("other") { other += 1 }
            Button("same ref") { ref = ref }
        }
    }

    @Test func aPlainDataFieldIsComparedByItsFieldsNotItsEquality() async throws {
        let host = await ViewHost(NestedAndForced())
        try await host.tap("+1")
        #expect(host.texts.first == "loose 1")
        #expect(host.bodyCount(of: HoldsLoose.self) == 2)
    }

    @Test func anEquatableViewWhoseEqualitySaysChangedIsUpdated() async throws {
        let host = await ViewHost(NestedAndForced())
        try await host.tap("other")
        #expect(host.bodyCount(of: NeverEqual.self) == 2, "== alone decides, though its fields are the same")
    }

    @Test func writingTheSameObjectIsNoChange() async throws {
        let host = await ViewHost(NestedAndForced())
        try await host.tap("same ref")
        #expect(host.bodyCount(of: NestedAndForced.self) == 1, "an object compares by identity")
    }

    struct ReadsDismiss: View {
        @Environment(\.dismiss) var dismiss
        var body: some View { Button("close") { dismiss() } }
    }

    struct PresentsReader: View {
        @State var isPresented = true
        @State var count = 0
        var body: some View {
            Text("count \(count)")
                .sheet(isPresented: $isPresented) {
                    ReadsDismiss()
                    Button("count") { count += 1 }
                }
        }
    }

    @Test func theSameDismissActionIsNoChange() async throws {
        let host = await ViewHost(PresentsReader())
        try await host.tap("count")
        try await host.tap("count")
        #expect(host.bodyCount(of: PresentsReader.self) == 3)
        #expect(host.bodyCount(of: ReadsDismiss.self) == 1, "a new presenter body dismisses the same sheet")
    }

    /// An environment value held in an existential is the value it holds: the default clock is a
    /// new `ContinuousClock` at each read, the same clock all the same.
    @Test func anEnvironmentExistentialIsComparedByWhatItHolds() {
        let clock: any Clock<Duration> = ContinuousClock()
        #expect(TypeLayout.areSameEnvironmentValues(clock, ContinuousClock() as any Clock<Duration>))
        #expect(!TypeLayout.areSameEnvironmentValues(clock, SuspendingClock() as any Clock<Duration>), "another type")
        let test = TestClock()
        #expect(TypeLayout.areSameEnvironmentValues(test as any Clock<Duration>, test as any Clock<Duration>))
        #expect(!TypeLayout.areSameEnvironmentValues(test as any Clock<Duration>, TestClock() as any Clock<Duration>), "another object")
    }
}
