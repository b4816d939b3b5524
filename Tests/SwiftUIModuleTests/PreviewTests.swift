import LifecycleTesting
import SwiftUI
import Testing

// Previews as files written for Apple's SwiftUI declare them (issue 31, item 2): `#Preview` with a
// name, traits and `@Previewable` state (iOS 18), and the older `PreviewProvider`.

struct Greeting: View {
    let name: String
    var body: some View {
        Text("Hello, \(name)")
    }
}

#Preview {
    Greeting(name: "world")
}

#Preview("Two greetings", traits: .sizeThatFitsLayout, .landscapeLeft) {
    VStack {
        Greeting(name: "Ada")
        Greeting(name: "Grace")
    }
}

#Preview("Switch") {
    @Previewable @State var isOn = false
    Toggle("Wi-Fi", isOn: $isOn)
    Text(isOn ? "on" : "off")
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting(name: "provider")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Provided")
    }
}

@MainActor
@Suite struct PreviewTests {
    var declared: [Preview] {
        Preview.all.filter { $0.fileID.hasSuffix("/PreviewTests.swift") }
    }

    @Test func everyPreviewOfAFileIsListedInTheOrderWritten() {
        #expect(declared.map(\.name) == [nil, "Two greetings", "Switch"])
        #expect(declared.map(\.displayName).first == "PreviewTests.swift:15")
        #expect(declared.map(\.line) == [15, 19, 26])
        #expect(declared[1].traits.map(\.description) == ["sizeThatFitsLayout", "landscapeLeft"])
    }

    @Test func aListedPreviewMountsAsItsBodyDescribes() async throws {
        let previews = declared
        try #require(previews.count == 3)
        let first = await ViewHost(previews[0].makeView())
        #expect(first.texts == ["Hello, world"])
        let second = await ViewHost(previews[1].makeView())
        #expect(second.texts == ["Hello, Ada", "Hello, Grace"])
    }

    @Test func previewableStateLivesAsLongAsTheMountedPreview() async throws {
        let previews = declared
        try #require(previews.count == 3)
        let host = await ViewHost(previews[2].makeView())
        #expect(host.texts == ["off"])
        try await host.toggle("Wi-Fi")
        #expect(host.texts == ["on"])
    }

    @Test func aPreviewProvidersPreviewsMountAsAnyView() async {
        let host = await ViewHost(Greeting_Previews.previews)
        #expect(host.texts == ["Hello, provider"])
    }
}
