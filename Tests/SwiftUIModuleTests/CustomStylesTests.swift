import LifecycleTesting
import SwiftUI
import Testing
@testable import ViewLayer

// Styles of your own and the rest of what course code writes about text (issue 31: "SwiftUI's
// overloads that real code uses"), as SwiftUI code writes them.

/// How many times `Pill`'s body ran.
@MainActor enum PillBodies {
    static var count = 0
}

struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = PillBodies.count += 1
        HStack {
            Text(configuration.isPressed ? "pressed" : "up")
            configuration.label
        }
        .padding()
        .background(.blue)
        .foregroundStyle(.white)
    }
}

struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Text("·")
            configuration.icon
        }
    }
}

struct StyledControls: View {
    @State private var saved = 0

    var body: some View {
        VStack {
            Button("Save \(saved)") { saved += 1 }
            Button("Reset") { saved = 0 }.buttonStyle(.bordered)
            Label("Inbox", systemImage: "tray").labelStyle(TrailingIcon())
            Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly)
        }
    }
}

struct NumbersAndLetters: View {
    var body: some View {
        VStack {
            Text("Total: \(12.5, specifier: "%.2f")")
            Text("Count: \(Int32(7), specifier: "%03d")")
            Text("Spaced").kerning(2).tracking(3).baselineOffset(1)
        }
    }
}

@MainActor
@Suite struct CustomStylesTests {
    @Test func aCustomButtonStyleDrawsTheButtonWithItsBodyAndTheButtonStillActs() async throws {
        PillBodies.count = 0
        // The style set above the view whose state changes, as an app sets it at its root.
        let host = await ViewHost(StyledControls().buttonStyle(Pill()))
        // The style's body in place of the button's title, the label inside it (a button's line
        // reads its texts); the button under a `.buttonStyle` of its own keeps its title.
        #expect(host.shown == ["| [up Save 0]", "| [Reset]", "| Inbox ·", "| Sent"])
        try await host.tap("up Save 0")
        // The new label shows in the style's body, which did not run again for it: its label is
        // a placeholder, and the style and the button's state are as they were.
        #expect(host.shown == ["| [up Save 1]", "| [Reset]", "| Inbox ·", "| Sent"])
        #expect(PillBodies.count == 1)
        try await host.tap("Reset")
        #expect(host.shown == ["| [up Save 0]", "| [Reset]", "| Inbox ·", "| Sent"])
    }

    @Test func aLabelStyleOfYourOwnShowsItsBody() async throws {
        let host = await ViewHost(Label("Inbox", systemImage: "tray").labelStyle(TrailingIcon()))
        // The style's body, title first; a label's line reads its texts.
        #expect(host.shown == ["| Inbox ·"])
        let builtIn = await ViewHost(Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon))
        #expect(builtIn.shown == ["| Inbox"])
    }

    @Test func aSpecifierFormatsTheNumberAsPrintfWould() async {
        let host = await ViewHost(NumbersAndLetters())
        #expect(host.texts == ["Total: 12.50", "Count: 007", "Spaced"])
    }

    @Test func offsetsRemoveAndMoveAsSwiftUIsCollectionsDo() {
        var letters = ["A", "B", "C", "D", "E"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["A", "C", "E"])
        // Apple's documentation of `move(fromOffsets:toOffset:)`: the destination is an offset
        // into the collection before the move; the moved elements keep their order.
        var moved = ["A", "B", "C", "D", "E"]
        moved.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
        #expect(moved == ["A", "C", "E", "B", "D"])
        var front = ["A", "B", "C", "D", "E"]
        front.move(fromOffsets: IndexSet([3, 4]), toOffset: 1)
        #expect(front == ["A", "D", "E", "B", "C"])
        var still = ["A", "B", "C"]
        still.move(fromOffsets: IndexSet([1]), toOffset: 2)
        #expect(still == ["A", "B", "C"])
    }
}

/// An asset catalog as Xcode writes it, in a bundle of its own: a colour set and an image set.
@MainActor
@Suite struct AssetCatalogTests {
    static func makeBundle() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID()).bundle")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        let colors = catalog.appendingPathComponent("Themes/bubblegum.colorset")
        let image = catalog.appendingPathComponent("turtlerock.imageset")
        for folder in [colors, image] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        // Xcode's form: fractions as strings, a dark appearance after the universal one.
        try Data("""
            { "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.871", "green" : "0.557", "red" : "0.988" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x20", "green" : "0x20", "red" : "0x20" } }, "idiom" : "universal" }
              ], "info" : { "author" : "xcode", "version" : 1 } }
            """.utf8).write(to: colors.appendingPathComponent("Contents.json"))
        try Data("""
            { "images" : [ { "filename" : "turtlerock@2x.png", "idiom" : "universal", "scale" : "2x" },
                           { "filename" : "turtlerock.png", "idiom" : "universal", "scale" : "1x" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """.utf8).write(to: image.appendingPathComponent("Contents.json"))
        for file in ["turtlerock.png", "turtlerock@2x.png"] { try Data([0x89, 0x50, 0x4e, 0x47]).write(to: image.appendingPathComponent(file)) }
        return try #require(Bundle(path: root.path))
    }

    @Test func aNamedColourIsTheCatalogsUniversalOne() throws {
        let bundle = try Self.makeBundle()
        // In a group folder of the catalog, as Xcode's folders group sets.
        #expect(Color("bubblegum", bundle: bundle) == Color(red: 0.988, green: 0.557, blue: 0.871))
        // A name no catalog has draws nothing, as Apple's does.
        #expect(Color("missing", bundle: bundle) == Color(red: 0, green: 0, blue: 0, opacity: 0))
    }

    @Test func aNamedImageIsTheCatalogsFileAtOneTimes() async throws {
        let bundle = try Self.makeBundle()
        // The 1x file, listed after the 2x one: GTK draws a file at its size in pixels.
        #expect(AssetCatalog.imagePath(named: "turtlerock", in: bundle)?.hasSuffix("turtlerock.imageset/turtlerock.png") == true)
        let host = await ViewHost(Image("turtlerock", bundle: bundle))
        #expect(host.shown == ["| (image: turtlerock)"])
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        let missing = await ViewHost(Image("lakemcdonald", bundle: bundle))
        #expect(missing.warnings.map(\.message) == ["No image named 'lakemcdonald' found in asset catalog for \(bundle.bundlePath)"])
    }
}

/// A style that reads the environment, as styles commonly do for a disabled button.
struct DimmedWhenDisabled: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(isEnabled ? "enabled" : "disabled")
            configuration.label
        }
    }
}

/// A style that modifies the one around it, as Apple's documentation of `Label(_:)` shows.
struct RedIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).foregroundStyle(.red)
    }
}

@MainActor
@Suite struct StyleEnvironmentTests {
    @Test func aStylesEnvironmentIsTheButtonsOwn() async throws {
        let host = await ViewHost(VStack {
            Button("Save") {}.disabled(true)
            Button("Send") {}
        }.buttonStyle(DimmedWhenDisabled()))
        #expect(host.shown == ["| [disabled Save] (disabled)", "| [enabled Send]"])
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test func aLabelInAStylesBodyIsDrawnWithTheStyleAroundIt() async throws {
        // The inner style's `Label(configuration)` shows with the outer style, whose body adds
        // the dot; drawn with the inner style again, it would never end.
        let host = await ViewHost(Label("Inbox", systemImage: "tray").labelStyle(RedIcon()).labelStyle(TrailingIcon()))
        #expect(host.shown == ["| Inbox ·"])
        let alone = await ViewHost(Label("Inbox", systemImage: "tray").labelStyle(RedIcon()))
        #expect(alone.shown == ["| Inbox"])
    }
}
