import Foundation
import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Toggle styles: the built-in ones are toggles a script flips as ever; a style of your own is a
/// view of its type whose body gets the label and the binding.
@MainActor
@Suite struct ToggleStyleTests {
    struct CheckmarkStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    configuration.label
                }
            }
        }
    }

    struct Settings: View {
        @State var wifi = true
        @State var bold = false
        @State var done = false
        @State var standard = false
        var body: some View {
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
            Toggle("Bold", isOn: $bold).toggleStyle(.button)
            Toggle("Done", isOn: $done).toggleStyle(CheckmarkStyle())
            Toggle("Plain", isOn: $standard).toggleStyle(StandardInside())
            Text("wifi \(wifi) bold \(bold) done \(done) plain \(standard)")
        }
    }

    /// A style whose body keeps the standard toggle around a label of its own.
    struct StandardInside: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration)
        }
    }

    @Test func builtInStylesAreTogglesAndACustomStyleIsItsBody() async throws {
        let host = await ViewHost(Settings())
        #expect(host.shown == ["| [x] Wi-Fi", "| [ ] Bold", "| [Done]", "| [ ] Plain", "| wifi true bold false done false plain false"])
        try await host.toggle("Wi-Fi")
        try await host.toggle("Bold")
        try await host.tap("Done")
        try await host.toggle("Plain")
        #expect(host.shown == ["| [ ] Wi-Fi", "| [x] Bold", "| [Done]", "| [x] Plain", "| wifi false bold true done true plain true"])
        let root = try #require(host.graph.inspectedRoot)
        #expect(root.views(ofType: ToggleStyleBody<CheckmarkStyle>.self).count == 1, "the style's body is a view of its own type")
        await host.unmount()
        host.expectNothingOutlives()
    }
}

/// `Link` opens its destination through `openURL`: the backend's handler, or one a view set.
@MainActor
@Suite struct LinkTests {
    @Test func aLinkOpensItsURLWithTheSystemOrAHandlerOfYourOwn() async throws {
        @MainActor final class Opened { var urls: [String] = [] }
        struct Links: View {
            let opened: Opened
            var body: some View {
                Link("Swift.org", destination: URL(string: "https://swift.org")!)
                Link("Docs", destination: URL(string: "https://developer.apple.com")!)
                    .environment(\.openURL, OpenURLAction { url in
                        opened.urls.append(url.absoluteString)
                        return .handled
                    })
                Link(destination: URL(string: "https://example.com")!) { Label("Example", systemImage: "globe") }
                    .environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://example.org")!) })
            }
        }
        let opened = Opened()
        let host = await ViewHost(Links(opened: opened))
        #expect(host.shown == ["| [Swift.org]", "| [Docs]", "| [Example]"])
        try await host.tap("Swift.org")
        try await host.tap("Docs")
        try await host.tap("Example")
        #expect(opened.urls == ["https://developer.apple.com"])
        #expect(host.backend.openedURLs.map(\.absoluteString) == ["https://swift.org", "https://example.org"])
        await host.unmount()
    }
}
