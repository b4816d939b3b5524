import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Observation
import SwiftUI
import Testing

// Views as intermediate SwiftUI material writes them for iOS 17 and 18, typed with `import
// SwiftUI` alone: preferences and geometry changes, disclosure groups, control groups, gauges,
// canvases, layouts switched at run time, phase animators, scroll transitions and visual
// effects, pinned section headers, scaled metrics. They compile unchanged, and show what a person
// reads.

struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct MeasuredHeader: View {
    @State private var width: CGFloat = 0
    @State private var height: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Widest")
                .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
            Text("width \(Int(width)), height \(Int(height))")
                .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
        }
        .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

struct AdvancedSettings: View {
    @State private var showsAdvanced = false
    @State private var volume = 0.4
    var body: some View {
        Form {
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Counter()
            }
            Gauge(value: volume, in: 0...1) {
                Text("Volume")
            } currentValueLabel: {
                Text("\(Int(volume * 100))")
            }
            .gaugeStyle(.accessoryLinear)
            ControlGroup {
                Button("Quieter") { volume -= 0.1 }
                Button("Louder") { volume += 0.1 }
            }
        }
    }
}

struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

struct Dial: View {
    var value: Double
    var body: some View {
        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)
            context.stroke(Path(ellipseIn: rect), with: .color(.gray.opacity(0.3)), lineWidth: 6)
            var needle = context
            needle.translateBy(x: size.width / 2, y: size.height / 2)
            needle.rotate(by: .degrees(value * 270 - 135))
            needle.fill(Path(CGRect(x: -1, y: -size.height / 2 + 8, width: 2, height: size.height / 2 - 8)), with: .style(.tint))
            context.draw(Text("\(Int(value * 100))").font(.caption).bold(), at: CGPoint(x: size.width / 2, y: size.height - 10))
        }
        .frame(width: 80, height: 80)
    }
}

struct AdaptiveProfile: View {
    @State private var isWide = false
    var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(alignment: .leading))
        VStack {
            layout {
                Image(systemName: "person.circle")
                Counter()
            }
            Button("Turn") { isWide.toggle() }
        }
    }
}

struct Carousel: View {
    @ScaledMetric private var cardHeight = 120
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.blue.gradient)
                        .frame(height: cardHeight)
                        .containerRelativeFrame(.horizontal, count: 3, spacing: 12)
                        .scrollTransition { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.4).scaleEffect(phase.isIdentity ? 1 : 0.9)
                        }
                        .overlay { Text("Card \(index)") }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(16, for: .scrollContent)
        .scrollIndicators(.hidden)
    }
}

struct Heartbeat: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .phaseAnimator([1.0, 1.2]) { content, scale in
                content.scaleEffect(scale)
                    .overlay { Text("scale \(scale, specifier: "%.1f")") }
            }
            .visualEffect { content, proxy in
                content.offset(y: proxy.size.height > 100 ? 0 : 2)
            }
    }
}

@MainActor
@Suite struct IntermediateCodeTests {
    @Test func aPreferenceAndAGeometryChangeReachTheirState() async {
        let host = await ViewHost(MeasuredHeader())
        // Headless, a reader is offered a phone's screen, whatever it is behind.
        #expect(host.shown == ["| Widest", "| width 390, height 844"])
    }

    @Test func aDisclosureGroupBuildsItsContentOnlyWhileOpen() async throws {
        let host = await ViewHost(AdvancedSettings())
        #expect(host.shown.contains("| [Advanced]"))
        #expect(!host.shown.contains("| [Count 0]"))
        #expect(host.bodyCount(of: Counter.self) == 0, "a closed group builds no content")
        try await host.tap("Advanced")
        try await host.tap("Count 0")
        #expect(host.shown.contains("| [Count 1]"))
        try await host.tap("Advanced")
        #expect(!host.shown.contains("| [Count 1]"))
        try await host.tap("Advanced")
        #expect(host.shown.contains("| [Count 0]"), "closing released the content's state")
    }

    @Test func aGaugeReadsAsItsLevelAndAControlGroupAsItsButtons() async throws {
        let host = await ViewHost(AdvancedSettings())
        #expect(host.shown.contains("| Volume: 40%"))
        #expect(host.shown.contains("| 40"))
        try await host.tap("Louder")
        #expect(host.shown.contains("| Volume: 50%"))
        #expect(host.shown.contains("| [Quieter]"))
    }

    @Test func aCanvasDrawsWhatItsRendererDrawsAtItsSize() async throws {
        let host = await ViewHost(Dial(value: 0.75))
        let canvas = try #require(host.backend.window.descendants.first { $0.canvasDrawing != nil })
        let draw = try #require(canvas.canvasDrawing)
        let operations = draw(CGSize(width: 80, height: 80))
        #expect(operations.count == 3)
        guard case .stroke(_, let style) = operations[0].kind else { Issue.record("the ring is stroked"); return }
        #expect(style.lineWidth == 6)
        // The needle is drawn through the copy's transform, turned from the centre; the ring and
        // the text through the context's own, which the copy left alone.
        #expect(operations[1].transform.apply(to: CGPoint.zero) == CGPoint(x: 40, y: 40))
        // Turned by 67.5° clockwise about the centre, as SwiftUI turns positive angles: the
        // needle's tip, 32 points up, lies up and to the right.
        let tip = operations[1].transform.apply(to: CGPoint(x: 0, y: -32))
        #expect(abs(tip.x - (40 + 32 * sin(67.5 * .pi / 180))) < 0.001 && abs(tip.y - (40 - 32 * cos(67.5 * .pi / 180))) < 0.001, "\(tip)")
        #expect(operations[0].transform == CanvasTransform.identity)
        guard case .text(let string, let look, let point, _) = operations[2].kind else { Issue.record("the value is drawn"); return }
        #expect(string == "75")
        #expect(look.resolvedWeight == Font.Weight.bold)
        #expect(point == CGPoint(x: 40, y: 70))
    }

    @Test func anyLayoutTurnsTheSameViewsWithTheirState() async throws {
        let host = await ViewHost(AdaptiveProfile())
        try await host.tap("Count 0")
        try await host.tap("Turn")
        #expect(host.shown.contains("| [Count 1]"), "the counter kept its state")
        let stack = try #require(host.backend.window.descendants.first { $0.role == .stack && $0.children.count == 2 && $0.axis == .horizontal })
        #expect(stack.children.count == 2)
        try await host.tap("Turn")
        #expect(host.shown.contains("| [Count 1]"))
    }

    @Test func scrollEffectsLeaveTheViewsAtRest() async {
        let host = await ViewHost(Carousel())
        #expect(host.shown == ["| Card 0", "| Card 1", "| Card 2"])
        let heart = await ViewHost(Heartbeat())
        #expect(heart.shown == ["| (image: heart.fill)", "| scale 1.0"], "the first phase")
    }
}

extension HeadlessElement {
    /// Every element below this one, depth first.
    var descendants: [HeadlessElement] {
        children.flatMap { [$0] + $0.descendants }
    }
}

/// Apple's Scrumdinger tutorial styles its progress bar so; the style's body stands in for the
/// progress view, and `ProgressView(configuration)` in it is the plain progress.
struct CapsuleProgressStyle: ProgressViewStyle {
    var color: Color
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(color).frame(height: 20)
            ProgressView(configuration)
                .tint(.white)
                .frame(height: 12)
                .padding(.horizontal)
        }
        .overlay(alignment: .trailing) { Text("styled \(Int((configuration.fractionCompleted ?? 0) * 100))") }
    }
}

struct StyledProgress: View {
    var body: some View {
        VStack {
            ProgressView("Meeting", value: 0.4).progressViewStyle(CapsuleProgressStyle(color: .orange))
            ProgressView("Plain", value: 0.5).progressViewStyle(.linear)
        }
    }
}

extension IntermediateCodeTests {
    @Test func aProgressViewStyleOfYourOwnDrawsItsBodyAroundThePlainProgress() async {
        let host = await ViewHost(StyledProgress())
        #expect(host.shown == ["| Meeting: 40%", "| styled 40", "| Plain: 50%"])
    }
}

/// Course code sizes views by the screen and shows images made with UIKit, through `import
/// SwiftUI` alone.
struct ScreenSizedCard: View {
    var body: some View {
        VStack {
            Text("\(Int(UIScreen.main.bounds.width)) wide")
                .frame(width: UIScreen.main.bounds.width * 0.8)
            if let star = UIImage(systemName: "star.fill") {
                Image(uiImage: star)
            }
            if UIImage(named: "not-in-the-bundle") == nil {
                Text("no such image")
            }
        }
    }
}

extension IntermediateCodeTests {
    @Test func theScreenIsAPhonesHeadlessAndUIKitImagesShow() async {
        let host = await ViewHost(ScreenSizedCard())
        #expect(host.shown == ["| 390 wide", "| (image: star.fill)", "| no such image"])
    }
}

/// iOS 17's keyframe animations, as WWDC23's "Wind your way through advanced animations in
/// SwiftUI" writes them: the view rests at its initial values.
struct BellValues {
    var scale = 1.0
    var angle = Angle.degrees(0)
}

struct RingingBell: View {
    @State private var rings = 0
    var body: some View {
        VStack {
            Text("bell")
                .keyframeAnimator(initialValue: BellValues(), trigger: rings) { content, value in
                    content
                        .scaleEffect(value.scale)
                        .rotationEffect(value.angle)
                        .overlay { Text("at \(value.scale, specifier: "%.1f")") }
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.2, duration: 0.2)
                        SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
                    }
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.degrees(15), duration: 0.1)
                        MoveKeyframe(.degrees(0))
                    }
                }
            Button("Ring") { rings += 1 }
        }
    }
}

extension IntermediateCodeTests {
    @Test func aKeyframeAnimatedViewRestsAtItsInitialValues() async throws {
        let host = await ViewHost(RingingBell())
        #expect(host.shown == ["| bell", "| at 1.0", "| [Ring]"])
        try await host.tap("Ring")
        #expect(host.shown == ["| bell", "| at 1.0", "| [Ring]"])
    }
}
