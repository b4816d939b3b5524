import HeadlessBackend
import Driving
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Fonts and foreground styles reach texts through the environment, as SwiftUI's `.font(_:)` and
/// `.foregroundStyle(_:)` do (they are environment values in SwiftUI: `EnvironmentValues.font`),
/// a text's own modifiers winning; and they never change a view's identity.
@MainActor
@Suite struct TextLookTests {
    struct Card: View {
        var isLarge = false
        var body: some View {
            VStack {
                Text("Title")
                Text("Detail").font(.caption).foregroundStyle(.secondary)
            }
            .font(isLarge ? .largeTitle : .headline)
            .foregroundStyle(Color.orange)
        }
    }

    func look(of text: String, in backend: HeadlessBackend) -> TextLook? {
        backend.window.lastShown { $0.role == .text && $0.text == text }?.textLook
    }

    @Test func aTextTakesTheEnvironmentsLookAndItsOwnWins() async throws {
        let host = await ViewHost(Card())
        let title = try #require(look(of: "Title", in: host.backend))
        #expect(title.font == .headline && title.foreground == Color.orange.paint && title.isBold)
        let detail = try #require(look(of: "Detail", in: host.backend))
        #expect(detail.font == .caption && detail.foreground == .foreground(level: 1, opacity: 1) && !detail.isBold)
    }

    @Test func aPlainTextIsGivenNoLookAtAll() async {
        let host = await ViewHost(Text("plain"))
        #expect(host.backend.mutations.styleUpdates == 0)
    }

    @Test func aDisabledViewsFreeTextIsNotDimmedItsControlsAre() async throws {
        let host = await ViewHost(VStack { Text("off"); Button("Save") {} }.disabled(true))
        #expect(look(of: "off", in: host.backend) == .plain, "SwiftUI dims controls, not free text")
        #expect(host.backend.window.lastShown { $0.role == .button }?.isEnabled == false)
    }

    @Test func aTextMadeBoldByItsOwnModifierIsBold() async {
        let host = await ViewHost(Text("strong").bold())
        #expect(look(of: "strong", in: host.backend)?.isBold == true)
    }
}

/// A concatenated text keeps each part's look (`Text("Sub") + Text("total").bold()`), and a
/// modifier on the whole reaches every part, whose own choices win.
@MainActor
@Suite struct ConcatenatedTextTests {
    @Test func eachPartKeepsItsLookAndTheWholesModifierReachesThemAll() async {
        let host = await ViewHost(VStack {
            Text("Sub") + Text("total").bold()
            (Text("é") + Text("x").foregroundColor(.red)).foregroundColor(.blue).italic()
            Text("same") + Text("look")
        })
        let texts = host.backend.window.children.first?.children ?? []
        let runs = texts.map(\.textLook.runs)
        #expect(runs.first?.map(\.utf8Count) == [3, 5])
        #expect(runs.first?.map(\.look.isBold) == [false, true])
        // "é" is two bytes; the inner red wins over the outer blue; both parts are italic.
        #expect(runs.dropFirst().first?.map(\.utf8Count) == [2, 1])
        #expect(runs.dropFirst().first?.map(\.look.foreground) == [Color.blue.paint, Color.red.paint])
        #expect(runs.dropFirst().first?.map(\.look.isItalic) == [true, true])
        #expect(runs.last == [], "parts of one look are one text")
        #expect(host.shown == ["| Subtotal", "| éx", "| samelook"])
    }
}

/// A frame around a text is the text's own element, given the frame (as a GTK developer sizes a
/// label rather than box it); around anything else it is a container of its own.
@MainActor
@Suite struct FrameTests {
    @Test func aFramedTextIsOneElementAndOtherContentIsFramedInAContainer() async {
        let host = await ViewHost(HStack {
            Text("42").frame(width: 48, alignment: .trailing)
            Image(systemName: "star").frame(width: 30)
        })
        let row = host.backend.window.children.first
        #expect(row?.children.map(\.role) == [.text, .frame])
        #expect(row?.children.first?.frame == FrameLayout(width: 48, alignment: .trailing))
        #expect(row?.children.last?.children.map(\.role) == [.image])
        #expect(host.shown == ["| 42", "| (image: star)"])
    }
}

/// Lengths, colours and amounts from a program's arithmetic (NaN, infinities, huge numbers) are
/// taken as SwiftUI takes them, never a trap.
@MainActor
@Suite struct UnusualNumbersTests {
    @Test func nanAndInfinityNeitherTrapNorShowAsNumbers() async {
        let host = await ViewHost(VStack {
            ProgressView("Done", value: Double.nan)
            ProgressView("Over", value: 5.0, total: 1.0)
            Rectangle().fill(Color(red: .nan, green: .infinity, blue: -1)).frame(width: .infinity, height: .nan)
            Text("big").font(.system(size: .infinity)).lineLimit(Int.max).padding(.infinity)
            Spacer(minLength: -.infinity)
        })
        #expect(host.shown == ["| Done: 0%", "| Over: 100%", "| big"])
        #expect(Color(red: .nan, green: .infinity, blue: -1).hex == "#00ff00")
    }
}

/// The text behaviours SwiftUI sets through the environment: truncation, redaction, selection,
/// design. Each reaches every text below and is the text's look, so GTK draws it on the label.
@MainActor
@Suite struct TextBehaviourTests {
    func look(of text: String, in host: ViewHost) -> TextLook? {
        host.backend.window.lastShown { $0.role == .text && $0.text == text }?.textLook
    }

    @Test func truncationReachesEveryTextBelowAndTheTailIsTheDefault() async {
        let host = await ViewHost(VStack {
            Text("plain")
            VStack { Text("middle") }.truncationMode(.middle)
        }.lineLimit(1))
        #expect(look(of: "plain", in: host)?.truncationMode == .tail)
        #expect(look(of: "middle", in: host)?.truncationMode == .middle)
    }

    /// A placeholder redaction draws texts as bars; `.unredacted()` below draws them again; a
    /// privacy redaction redacts only what is marked private (Apple's `RedactionReasons`).
    @Test func aPlaceholderRedactsTheTextsBelowButWhatIsUnredacted() async {
        let host = await ViewHost(VStack {
            Text("name")
            Text("price").unredacted()
            VStack { Text("private") }.redacted(reason: .privacy)
        }.redacted(reason: .placeholder))
        #expect(look(of: "name", in: host)?.isRedacted == true)
        #expect(look(of: "price", in: host)?.isRedacted == false)
        #expect(look(of: "private", in: host)?.isRedacted == true, "still under the placeholder")
        #expect(host.shown == ["| name", "| price", "| private"], "show still reads a redacted text")
        let privacyOnly = await ViewHost(Text("card").redacted(reason: .privacy))
        #expect(look(of: "card", in: privacyOnly)?.isRedacted == false)
    }

    @Test func selectionAndDesignReachTheTextsBelow() async {
        let host = await ViewHost(VStack {
            Text("copy me")
            Text("kept").textSelection(.disabled)
            Text("own").fontDesign(.monospaced)
            Text("sized").font(.system(size: 20, design: .serif))
        }.textSelection(.enabled).fontDesign(.rounded))
        #expect(look(of: "copy me", in: host)?.isSelectable == true)
        #expect(look(of: "kept", in: host)?.isSelectable == false, "a view below turns it off again")
        #expect(look(of: "copy me", in: host)?.font == Font.body.design(.rounded))
        #expect(look(of: "own", in: host)?.font == Font.body.design(.monospaced), "the text's own design wins")
        #expect(look(of: "sized", in: host)?.font?.design == .serif, "a font that names its design keeps it")
        let plain = await ViewHost(Text("plain"))
        #expect(look(of: "plain", in: plain)?.isSelectable != true)
    }

    /// `hidden()` keeps the view's room and identity, as SwiftUI's ("Hidden views are invisible
    /// and can't receive or respond to interactions"): `show` leaves it out and a person cannot
    /// reach it. It appears, as the layer counts a view drawn at opacity 0 as shown; no source we
    /// have says whether SwiftUI's hidden views get `onAppear`.
    @Test func aHiddenViewIsNotShownNorReachedAndStaysInTheHierarchy() async throws {
        let journal = Journal()
        let host = await ViewHost(VStack {
            Text("visible")
            Button("hidden") {}.hidden()
            Text("gone").hidden().onAppear { journal.log("gone appears") }
        })
        #expect(host.shown == ["| visible"])
        await #expect(throws: (any Error).self) { try await host.tap("hidden") }
        #expect(journal.lines == ["gone appears"], "a hidden view is in the hierarchy")
    }
}

/// UIKit's colours, as iOS code names them through `import SwiftUI`, are the theme's: they follow
/// GNOME's light and dark styles as UIKit's follow the device's appearance.
@Suite struct UIColorTests {
    @Test func theSemanticColoursAreTheThemes() {
        #expect(Color(.systemBackground).paint == .surface(.content, opacity: 1))
        #expect(Color(uiColor: .systemGroupedBackground).paint == .surface(.window, opacity: 1))
        #expect(Color(.secondaryLabel).paint == .foreground(level: 1, opacity: 1))
        #expect(Color(.separator).paint == .surface(.separator, opacity: 1))
        #expect(Color(.systemRed) == .red)
        #expect(Color(UIColor.systemBlue.withAlphaComponent(0.5)) == Color.blue.opacity(0.5))
        #expect(Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1)) == Color(red: 1, green: 0, blue: 0))
        // The alpha replaces the colour's own, as UIKit's `withAlphaComponent(_:)` does.
        #expect(Color(UIColor(white: 0, alpha: 0.5).withAlphaComponent(0.2)) == Color(white: 0, opacity: 0.2))
        #expect(Color(.secondarySystemGroupedBackground).paint == .surface(.content, opacity: 1))
        #expect(Color(.systemBackground).opacity(0.5).paint == .surface(.content, opacity: 0.5))
    }
}
