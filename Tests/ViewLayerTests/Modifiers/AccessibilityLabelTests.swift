import Foundation
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `.accessibilityLabel` names a view as a screen reader reads it, in place of what it shows
/// (Apple's `accessibilityLabel(_:)`: "Adds a label to the view that describes its contents"),
/// so a test and a script name a control or a view with a gesture by it, as a person using a
/// screen reader does; `show` prints a text as a sighted person reads it (RUNNER.md: "what is
/// visible").
@MainActor
@Suite struct AccessibilityLabelTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Toolbar: View {
        let log: Log
        var body: some View {
            Button { log.lines.append("add") } label: { Image(systemName: "plus") }
                .accessibilityLabel("Add item")
            Button("Delete") { log.lines.append("delete") }
                .accessibilityLabel(Text("Delete all"))
            Text("★★★").accessibilityLabel("Three stars")
            Circle().frame(width: 20, height: 20)
                .onTapGesture { log.lines.append("dot") }
                .accessibilityLabel("Dot")
            Button { log.lines.append("rate") } label: {
                HStack {
                    Image(systemName: "star")
                    Text("3").accessibilityLabel("three")
                }
            }
            Rectangle().accessibilityLabel("A shape")
            Text("after")
        }
    }

    @Test func aNamedViewIsShownAndTappedByItsName() async throws {
        let log = Log()
        let host = await ViewHost(Toolbar(log: log))
        #expect(host.shown == ["| [Add item]", "| [Delete all]", "| ★★★", "| [three]", "| after"],
                "a text shows what a sighted person reads; a shape named shows nothing, and its name goes to no other view")
        try await host.tap("Add item")
        try await host.tap("Delete all")
        try await host.tap("Dot")
        try await host.tap("three")
        #expect(log.lines == ["add", "delete", "dot", "rate"])
        await #expect(throws: (any Error).self) { try await host.tap("plus") }
    }

    @Test func aNameFollowsItsValue() async throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Button { count += 1 } label: { Image(systemName: "plus") }
                    .accessibilityLabel("Add one, \(count) so far")
            }
        }
        let host = await ViewHost(Counter())
        try await host.tap("Add one, 0 so far")
        #expect(host.shown == ["| [Add one, 1 so far]"])
    }
}
