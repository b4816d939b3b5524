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
