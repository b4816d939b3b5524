import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `.defaultScrollAnchor(_:)` (iOS 17) and `.defaultScrollAnchor(_:for:)` (iOS 18). Apple's
/// documentation: the anchor controls "which part of the scroll view's content should be
/// visible initially and how the scroll view handles content size changes". How size changes
/// are handled follows the zenn.dev write-up "ScrollAnchorRole.sizeChanges 調査隊" (iOS 18,
/// observed): with `.bottom`, the last view stays on screen only while it was on screen.
@MainActor
@Suite struct DefaultScrollAnchorTests {
    struct Row: View {
        let number: Int
        var body: some View { Text("row \(number)") }
    }

    /// A chat: its messages in a lazy stack, anchored at the bottom for `roles` (all of them
    /// when nil).
    struct Chat: View {
        var roles: ScrollAnchorRole? = nil
        var lazy = true
        @State var count = 40

        var body: some View {
            Button("send") { count += 1 }
            Button("delete all") { count = 0 }
            Button("fill") { count = 40 }
            anchored(ScrollView {
                if lazy {
                    LazyVStack { ForEach(0..<count, id: \.self) { Row(number: $0) } }
                } else {
                    VStack { ForEach(0..<count, id: \.self) { Row(number: $0) } }
                }
            })
        }

        @ViewBuilder func anchored(_ scrollView: some View) -> some View {
            if let roles {
                scrollView.defaultScrollAnchor(.bottom, for: roles)
            } else {
                scrollView.defaultScrollAnchor(.bottom)
            }
        }
    }

    func rowsShown(_ host: ViewHost) -> [Int] {
        host.shown.compactMap { $0.hasPrefix("| row ") ? Int($0.dropFirst(6)) : nil }
    }

    @Test func aScrollViewAnchoredAtTheBottomStartsThereWithoutBuildingTheRowsAtTheStart() async throws {
        let host = await ViewHost(Chat())
        #expect(rowsShown(host) == Array(32..<40))
        let installed = host.events.filter { $0.view == "Row" && $0.kind == .install }.count
        #expect(installed == 10, "rows 30 to 39: the last viewport and the two rows before it, none at the start")
        #expect(!host.events.contains { $0.view == "Row" && $0.kind == .disappear })
    }

    @Test func aMessageSentWhileTheLastIsOnScreenIsScrolledTo() async throws {
        let host = await ViewHost(Chat())
        try await host.tap("send")
        #expect(rowsShown(host) == Array(33..<41))
        try await host.tap("send")
        #expect(rowsShown(host) == Array(34..<42))
    }

    @Test func aPersonWhoScrolledUpStaysWhereTheyAreAsMessagesCome() async throws {
        let host = await ViewHost(Chat())
        try await host.scroll(.up)
        let reading = rowsShown(host)
        #expect(reading == Array(24..<32))
        try await host.tap("send")
        #expect(rowsShown(host) == reading)
        // Back at the end, the next message is followed again.
        try await host.scroll(.bottom)
        try await host.tap("send")
        #expect(rowsShown(host) == Array(34..<42))
    }

    @Test func aScrollViewWhoseContentFitsFollowsItOnceItOverflows() async throws {
        let host = await ViewHost(Chat(count: 3))
        #expect(rowsShown(host) == [0, 1, 2])
        try await host.tap("fill")
        #expect(rowsShown(host) == Array(32..<40), "its content fitting, it was at its end, so it stays there")
        try await host.tap("delete all")
        try await host.tap("send")
        #expect(rowsShown(host) == [0])
    }

    @Test func aStacksContentIsFollowedAsALazyStacksIs() async throws {
        let host = await ViewHost(Chat(lazy: false))
        #expect(rowsShown(host) == Array(32..<40))
        try await host.tap("send")
        #expect(rowsShown(host) == Array(33..<41))
    }

    @Test func eachRoleAloneDoesOnlyItsPart() async throws {
        let initial = await ViewHost(Chat(roles: .initialOffset))
        #expect(rowsShown(initial) == Array(32..<40))
        try await initial.tap("send")
        #expect(rowsShown(initial) == Array(32..<40), "the initial offset does not follow the content")

        let sizeChanges = await ViewHost(Chat(roles: .sizeChanges))
        #expect(rowsShown(sizeChanges) == Array(0..<8), "it starts at the top")
        try await sizeChanges.tap("send")
        #expect(rowsShown(sizeChanges) == Array(0..<8), "the end was not on screen")
        try await sizeChanges.scroll(.bottom)
        try await sizeChanges.tap("send")
        #expect(rowsShown(sizeChanges) == Array(34..<42))

        let alignment = await ViewHost(Chat(roles: .alignment))
        try await alignment.tap("send")
        #expect(rowsShown(alignment) == Array(0..<8))
    }

    @Test func aListAnchoredAtTheBottomStartsThere() async throws {
        struct Log: View {
            var body: some View {
                List {
                    ForEach(0..<40, id: \.self) { Row(number: $0) }
                }
                .defaultScrollAnchor(.bottom)
            }
        }
        let host = await ViewHost(Log())
        #expect(rowsShown(host) == Array(32..<40))
    }

    @Test func aScrollPositionsOwnValueWinsOverTheAnchor() async throws {
        struct Bound: View {
            @State private var scrolledID: Int? = 10
            var body: some View {
                ScrollView {
                    LazyVStack { ForEach(0..<40, id: \.self) { Row(number: $0) } }
                        .scrollTargetLayout()
                }
                .scrollPosition(id: $scrolledID, anchor: .top)
                .defaultScrollAnchor(.bottom)
            }
        }
        let host = await ViewHost(Bound())
        #expect(rowsShown(host) == Array(10..<18))
    }

    @Test func theCenterPutsTheMiddleRowInTheMiddle() async throws {
        struct Centered: View {
            var body: some View {
                ScrollView {
                    VStack { ForEach(0..<40, id: \.self) { Row(number: $0) } }
                }
                .defaultScrollAnchor(.center)
            }
        }
        let host = await ViewHost(Centered())
        #expect(rowsShown(host) == Array(16..<24))
    }

    /// The rows of a scroll view's stack are its rows through the modifiers on the stack, in
    /// the graph as in the backends: anchored at the bottom, the last of them are shown.
    @Test(arguments: ["name", "help", "title"])
    func rowsAreCountedThroughModifiersOnTheStack(modifier: String) async throws {
        struct Wrapped: View {
            let modifier: String
            var body: some View {
                ScrollView {
                    switch modifier {
                    case "name": rows.accessibilityLabel("Messages")
                    case "help": rows.help("Messages")
                    default: rows.navigationTitle("Messages")
                    }
                }
                .defaultScrollAnchor(.bottom)
            }

            var rows: some View {
                VStack { ForEach(0..<40, id: \.self) { Row(number: $0) } }
            }
        }
        let host = await ViewHost(Wrapped(modifier: modifier))
        #expect(rowsShown(host) == Array(32..<40))
    }
}
