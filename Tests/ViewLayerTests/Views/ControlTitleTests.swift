import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// A control labelled with a `Text` shows it as its title, without a node for the `Text`; any
/// other label is the control's children.
@MainActor
@Suite struct ControlTitleTests {
    struct Controls: View {
        @State var count = 0
        @State var isOn = false
        var body: some View {
            NavigationStack {
                Button { count += 1 } label: { Text("tapped \(count)").bold(count > 0) }
                Toggle("on \(isOn)", isOn: $isOn)
                NavigationLink("link \(count)") { Text("page") }
                Button { count += 1 } label: {
                    HStack {
                        Text("more")
                        Text("\(count)").bold(count > 0)
                    }
                }
            }
        }
    }

    /// The text element showing `text` below `element`, pages included.
    private func textElement(_ text: String, in element: HeadlessElement) -> HeadlessElement? {
        if element.role == .text && element.text == text { return element }
        for child in element.children + element.pages {
            if let found = textElement(text, in: child) { return found }
        }
        return nil
    }

    @Test func aTextTitleFollowsItsText() async throws {
        let host = await ViewHost(Controls())
        #expect(host.shown == ["| [tapped 0]", "| [ ] on false", "| [link 0]", "| [more 0]"])
        let plain = try #require(textElement("tapped 0", in: host.backend.window))
        #expect(plain.parent?.role == .button && !plain.isBold)
        try await host.tap("tapped 0")
        try await host.toggle("on false")
        try await host.tap("more 1")
        #expect(host.shown == ["| [tapped 2]", "| [x] on true", "| [link 2]", "| [more 2]"])
        let bold = try #require(textElement("tapped 2", in: host.backend.window))
        #expect(bold === plain && bold.isBold, "the same title element, its text and weight changed")
        try await host.tap("link 2")
        #expect(host.texts.last == "page")
        await host.unmount()
        host.expectNothingOutlives()
    }

    @Test func aTextTitleHasNoNodeAndOtherLabelsDo() async throws {
        let host = await ViewHost(Controls())
        let root = try #require(host.graph.inspectedRoot)
        #expect(root.views(ofType: Text.self).count == 2, "the two Texts of the last button's label")
        #expect(root.views(ofType: HStack<TupleView<Text, Text>>.self).count == 1)
        await host.unmount()
        host.expectNothingOutlives()
    }

    struct OptionalLabel: View {
        @State var showsLabel = true
        var body: some View {
            Button {} label: {
                if showsLabel { Text("label") }
            }
            Button("flip") { showsLabel.toggle() }
        }
    }

    /// A label that is a `Text` only some of the time is an optional view: the control's children.
    @Test func anOptionalTextLabelComesAndGoes() async throws {
        let host = await ViewHost(OptionalLabel())
        #expect(host.shown == ["| [label]", "| [flip]"])
        try await host.tap("flip")
        #expect(host.shown == ["| []", "| [flip]"])
        try await host.tap("flip")
        #expect(host.shown == ["| [label]", "| [flip]"])
        await host.unmount()
        host.expectNothingOutlives()
    }
}
