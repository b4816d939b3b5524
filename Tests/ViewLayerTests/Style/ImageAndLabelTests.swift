import Driving
import HeadlessBackend
import Testing
@testable import LifecycleTesting
@testable import ViewLayer

/// `Image(systemName:)` and `Label` as `show` prints them (RUNNER.md, "What `show` prints"): a
/// label by its title, an image alone by its name, a disabled control marked; and a symbol GTK
/// has no icon for reported once, in SwiftUI's words.
@MainActor
@Suite struct ImageAndLabelTests {
    struct Inbox: View {
        @State private var isSending = false
        var body: some View {
            VStack {
                Label("Inbox", systemImage: "envelope")
                Image(systemName: "star.fill")
                Image(decorative: "divider")
                Button("Send", systemImage: "paperplane") { isSending = true }
                    .disabled(isSending)
                Button { isSending = false } label: { Image(systemName: "arrow.clockwise") }
            }
        }
    }

    @Test func showPrintsALabelsTitleAnImagesNameAndADisabledControl() async throws {
        let host = await ViewHost(Inbox())
        #expect(host.shown == ["| Inbox", "| (image: star.fill)", "| [Send]", "| [arrow.clockwise]"])
        try await host.tap("Send")
        #expect(host.shown == ["| Inbox", "| (image: star.fill)", "| [Send] (disabled)", "| [arrow.clockwise]"])
        try await host.tap("Send")
        #expect(host.shown.contains("| [Send] (disabled)"), "a disabled button ignores the tap")
        try await host.tap("arrow.clockwise")
        #expect(host.shown.contains("| [Send]"))
    }

    @Test func aTracedShowNamesALabelsIcon() {
        let item = ShownItem(kind: .label(icon: "envelope"), label: "Inbox")
        #expect(item.line == "| Inbox")
        #expect(item.detailed(true).line == "| Inbox (image: envelope)")
        #expect(ShownItem(kind: .label(icon: "envelope"), label: "").line == "| (image: envelope)", "an icon-only label")
    }

    @Test func labelStylesShowTheTitleOrTheIcon() async {
        let titleOnly = await ViewHost(Label("Inbox", systemImage: "envelope").labelStyle(.titleOnly))
        #expect(titleOnly.shown == ["| Inbox"])
        #expect(titleOnly.backend.window.lastShown { $0.role == .image } == nil)
        let iconOnly = await ViewHost(Label("Inbox", systemImage: "envelope").labelStyle(.iconOnly))
        #expect(iconOnly.shown == ["| (image: Inbox)"], "an icon shown alone is read by the label's title")
    }

    struct RestyledLabel: View {
        @State private var style = 0
        let styles: [LabelStyleKind] = [.titleAndIcon, .iconOnly, .titleOnly, .automatic]

        var body: some View {
            Button("Next") { style += 1 }
            Label("Inbox", systemImage: "envelope").environment(\.labelStyle, styles[style % styles.count])
        }
    }

    /// A label of a text and a symbol draws both itself: one node, where a label of other views
    /// has a node for each part.
    @Test func aLabelOfATextAndASymbolIsOneNode() async {
        let plain = await ViewHost(Label("Inbox", systemImage: "envelope"))
        let custom = await ViewHost(Label { Text("Inbox").bold() } icon: { Circle() })
        #expect(plain.graph.statistics.liveNodes == 1)
        #expect(custom.graph.statistics.liveNodes == 3)
        #expect(plain.backend.window.lastShown { $0.role == .image }?.imageName == "envelope")
        #expect(plain.shown == ["| Inbox"])
    }

    /// A label restyled while shown shows what each style shows, whichever it had before.
    @Test func aLabelRestyledWhileShownShowsEachStylesParts() async throws {
        let host = await ViewHost(RestyledLabel())
        func parts() -> [ElementRole] { host.backend.window.lastShown { $0.role == .label }?.children.map(\.role) ?? [] }
        var shown = [host.shown]
        var partsShown = [parts()]
        for _ in 0..<4 {
            try await host.tap("Next")
            shown.append(host.shown)
            partsShown.append(parts())
        }
        // Title and icon, the icon alone, the title alone, both again, and both.
        #expect(partsShown == [[.image, .text], [.image], [.text], [.image, .text], [.image, .text]])
        #expect(shown == [
            ["| [Next]", "| Inbox"], ["| [Next]", "| (image: Inbox)"], ["| [Next]", "| Inbox"], ["| [Next]", "| Inbox"],
            ["| [Next]", "| Inbox"],
        ])
        #expect(host.backend.window.lastShown { $0.role == .image } != nil, "the icon is back with both parts")
    }

    @Test func aSymbolWithoutAnIconIsReportedOnceInSwiftUIsWords() async {
        let host = await ViewHost(VStack { Image(systemName: "no.such.symbol"); Image(systemName: "no.such.symbol") })
        #expect(host.warnings.map(\.message) == ["No symbol named 'no.such.symbol' found in system symbol set"])
        #expect(host.shown == ["| (image: no.such.symbol)", "| (image: no.such.symbol)"], "shown by name, as a placeholder")
    }

    @Test func everyMappedSymbolNamesAFreedesktopSymbolicIcon() {
        #expect(SystemSymbols.iconNames.count >= 150)
        #expect(SystemSymbols.iconNames.count == SystemSymbols.namesWritten, "a name written in two aspects' tables")
        #expect(SystemSymbols.iconNames.values.allSatisfy { $0.hasSuffix("-symbolic") })
        #expect(SystemSymbols.iconNames["star.fill"] == "starred-symbolic")
    }
}

/// Every control follows `.disabled`: shown so, and deaf to what a person does.
@MainActor
@Suite struct DisabledControlTests {
    struct Controls: View {
        @State private var isOn = false
        @State private var text = ""
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn)
                TextField("Name", text: $text)
                NavigationStack { NavigationLink("Details") { Text("page") } }
            }
            .disabled(true)
        }
    }

    @Test func disabledTogglesFieldsAndLinksAreMarkedAndIgnoreInput() async throws {
        let host = await ViewHost(Controls())
        // RUNNER.md marks a disabled button or link; a toggle and a field show their values.
        #expect(host.shown == ["| [ ] Wi-Fi", "| Name: []", "| [Details] (disabled)"])
        try await host.toggle("Wi-Fi")
        try await host.type("Ada", into: "Name")
        try await host.tap("Details")
        #expect(host.shown == ["| [ ] Wi-Fi", "| Name: []", "| [Details] (disabled)"])
    }
}
