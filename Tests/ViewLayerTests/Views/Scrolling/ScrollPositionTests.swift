import Foundation
import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `.scrollPosition(id:anchor:)` (iOS 17) and `.scrollPosition(_:anchor:)` with a
/// `ScrollPosition` (iOS 18): setting the binding scrolls, and as the scroll view scrolls it is
/// written with the id of the first view of the `.scrollTargetLayout()` on screen (Apple's
/// documentation: "the identity of the leading-most / top-most view"; "SwiftUI will update the
/// position with the value of the top-most view scrolled within the visible region").
@MainActor
@Suite struct ScrollPositionTests {
    struct Row: View {
        let number: Int
        var body: some View { Text("row \(number)") }
    }

    struct BoundByID: View {
        var isTargetLayout = true
        @State private var scrolledID: Int?
        var body: some View {
            Text("at \(scrolledID.map { "\($0)" } ?? "none")")
            Button("go 30") { scrolledID = 30 }
            Button("go nowhere") { scrolledID = 1_000 }
            Button("go 98") { scrolledID = 98 }
            ScrollView {
                LazyVStack {
                    ForEach(0..<100, id: \.self) { Row(number: $0) }
                }
                .scrollTargetLayout(isEnabled: isTargetLayout)
            }
            .scrollPosition(id: $scrolledID, anchor: .top)
        }
    }

    func rowsShown(_ host: ViewHost) -> [Int] {
        host.shown.compactMap { $0.hasPrefix("| row ") ? Int($0.dropFirst(6)) : nil }
    }

    @Test func scrollingWritesTheFirstTargetOnScreen() async throws {
        let host = await ViewHost(BoundByID())
        #expect(host.shown.first == "| at none", "nothing is written before the scroll view scrolls")
        try await host.scroll(.down)
        #expect(host.shown.first == "| at 8")
        try await host.scroll(.bottom)
        #expect(host.shown.first == "| at 92")
        try await host.scroll(.top)
        #expect(host.shown.first == "| at 0")
    }

    @Test func settingTheBindingScrollsThereAndKeepsIt() async throws {
        let host = await ViewHost(BoundByID())
        try await host.tap("go 30")
        #expect(rowsShown(host) == Array(30..<38))
        #expect(host.shown.first == "| at 30", "the binding keeps what it was set to")
        try await host.scroll(.down)
        #expect(host.shown.first == "| at 38")
        try await host.tap("go 30")
        #expect(rowsShown(host) == Array(30..<38), "set again to 30 after scrolling away, it scrolls again")
    }

    /// The move the binding asks for is not written back: clamped at the end, the first row
    /// on screen is another than the one asked for, and the binding keeps what it was set to
    /// (the layer's reading: Apple's documentation updates it "as the scroll view scrolls").
    @Test func aMoveTheBindingAskedForIsNotWrittenBack() async throws {
        let host = await ViewHost(BoundByID())
        try await host.tap("go 98")
        #expect(rowsShown(host) == Array(92..<100))
        #expect(host.shown.first == "| at 98")
    }

    @Test func anIDNoRowHasMovesNothing() async throws {
        let host = await ViewHost(BoundByID())
        try await host.tap("go nowhere")
        #expect(rowsShown(host) == Array(0..<8))
        #expect(host.shown.first == "| at 1000")
    }

    @Test func withoutAScrollTargetLayoutNothingIsWrittenBack() async throws {
        let host = await ViewHost(BoundByID(isTargetLayout: false))
        try await host.scroll(.down)
        #expect(host.shown.first == "| at none")
        try await host.tap("go 30")
        #expect(rowsShown(host) == Array(30..<38), "the binding still moves the scroll view to a view of that id")
    }

    struct BoundPosition: View {
        @State private var position = ScrollPosition(idType: Int.self)
        var body: some View {
            Text("id \(position.viewID(type: Int.self).map { "\($0)" } ?? "none"), by user \(position.isPositionedByUser), edge \(position.edge.map { "\($0)" } ?? "none")")
            Button("to 60") { position.scrollTo(id: 60) }
            Button("to 60 top") { position.scrollTo(id: 60, anchor: .top) }
            Button("to bottom") { position.scrollTo(edge: .bottom) }
            Button("to top") { position.scrollTo(edge: .top) }
            List {
                ForEach(0..<100, id: \.self) { Row(number: $0) }
            }
            .scrollTargetLayout()
            .scrollPosition($position)
        }
    }

    @Test func aScrollPositionScrollsToAnIDAndAnEdge() async throws {
        let host = await ViewHost(BoundPosition())
        #expect(host.shown.first == "| id none, by user false, edge none")
        try await host.tap("to 60")
        #expect(rowsShown(host) == Array(53..<61), "no anchor: the least move, row 60 at the bottom")
        #expect(host.shown.first == "| id 60, by user false, edge none")
        try await host.tap("to 60 top")
        #expect(rowsShown(host) == Array(60..<68))
        try await host.tap("to bottom")
        #expect(rowsShown(host) == Array(92..<100))
        #expect(host.shown.first == "| id none, by user false, edge bottom")
        try await host.tap("to top")
        #expect(rowsShown(host) == Array(0..<8))
    }

    /// iOS 18's idiom for a chat that starts at its newest message: a position made at the
    /// bottom edge. The scroll view starts there: the rows at the start are never built.
    @Test func aPositionMadeAtAnEdgeStartsThere() async throws {
        struct Chat: View {
            @State private var position = ScrollPosition(edge: .bottom)
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<40, id: \.self) { Row(number: $0) }
                    }
                }
                .scrollPosition($position)
            }
        }
        let host = await ViewHost(Chat())
        #expect(rowsShown(host) == Array(32..<40))
        let installed = host.events.filter { $0.view == "Row" && $0.kind == .install }.count
        #expect(installed == 10, "rows 30 to 39: the last viewport and the two rows before it, none at the start")
        #expect(!host.events.contains { $0.view == "Row" && $0.kind == .disappear })
    }

    /// A first id the binding holds that no row has leaves the scroll view at its start, its
    /// rows built there.
    @Test func aFirstIDNoRowHasStartsAtTheTop() async throws {
        struct Nowhere: View {
            @State private var scrolledID: Int? = 1_000
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<40, id: \.self) { Row(number: $0) }
                    }
                }
                .scrollPosition(id: $scrolledID)
            }
        }
        let host = await ViewHost(Nowhere())
        #expect(rowsShown(host) == Array(0..<8))
    }

    @Test func aPersonsScrollingWritesTheIDAndPositionedByUser() async throws {
        let host = await ViewHost(BoundPosition())
        try await host.tap("to bottom")
        try await host.scroll(.up)
        #expect(host.shown.first == "| id 84, by user true, edge none", "the edge is forgotten once a person scrolls")
        try await host.tap("to bottom")
        #expect(rowsShown(host) == Array(92..<100), "scrolling to the same edge again moves again")
    }

    /// A position scrolled to a point (iOS 18's `scrollTo(y:)`, `scrollTo(point:)`) moves to the
    /// row starting nearest it, as rows are what scroll here: the headless renderer's rows are
    /// 44 points long. Apple: "The scroll view will clamp this value to only scroll to the size
    /// of its actual content"; `point` is "the positioned point of the scroll view if configured
    /// to be in that position", forgotten once a person scrolls.
    @Test func aPositionScrolledToAPointMovesToTheRowThere() async throws {
        struct ByPoint: View {
            @State private var position = ScrollPosition(y: 88)
            var body: some View {
                Text("point \(position.point.map { "\(Self.written($0.x)),\(Self.written($0.y))" } ?? "none"), y \(position.y.map(Self.written) ?? "none")")
                Button("to 440") { position.scrollTo(y: 440) }
                Button("to far") { position.scrollTo(point: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude)) }
                Button("to x") { position.scrollTo(x: 440) }
                ScrollView {
                    LazyVStack { ForEach(0..<100, id: \.self) { Row(number: $0) } }
                        .scrollTargetLayout()
                }
                .scrollPosition($position)
            }

            static func written(_ value: CGFloat) -> String { value.isFinite && abs(value) < 1e9 ? "\(Int(value))" : "far" }
        }
        let host = await ViewHost(ByPoint())
        #expect(rowsShown(host) == Array(2..<10), "it starts 88 points down: at row 2")
        try await host.tap("to 440")
        #expect(rowsShown(host) == Array(10..<18))
        #expect(host.shown.first == "| point 0,440, y 440")
        try await host.tap("to far")
        #expect(rowsShown(host) == Array(92..<100), "clamped to the content")
        try await host.tap("to x")
        #expect(rowsShown(host) == Array(92..<100), "a vertical scroll view has no x to go to")
        #expect(host.shown.first == "| point 440,0, y none")
        try await host.scroll(.up)
        #expect(host.shown.first == "| point none, y none", "a person's scrolling forgets the point")
    }
}
