import Foundation
@testable import LifecycleTesting
import SwiftUI
import Testing

// Time, scrolling, gestures and the environment as Apple's documentation pages show them
// (issue 32, items 5 to 9), typed with `import SwiftUI` alone. Each example names its page.

// developer.apple.com/documentation/swiftui/timelineview: a timer face drawn from the context's
// date, its second hand shown only at a cadence of seconds or faster.
private struct AnalogTimerView: View {
    let date: Date
    let showSeconds: Bool
    var body: some View {
        let seconds = Int(date.timeIntervalSince1970) % 60
        Text(showSeconds ? "second \(seconds)" : "no seconds")
    }
}

private struct TimerFaces: View {
    let startDate = Date(timeIntervalSince1970: 0)
    var body: some View {
        VStack {
            TimelineView(.periodic(from: startDate, by: 1.0)) { context in
                AnalogTimerView(
                    date: context.date,
                    showSeconds: context.cadence <= .seconds)
            }
            TimelineView(.everyMinute) { context in
                Text(context.date, style: .time)
            }
            TimelineView(.animation(minimumInterval: 1, paused: false)) { context in
                let hideMilliseconds = context.cadence > .live
                Text(hideMilliseconds ? "hidden" : "ms")
            }
            TimelineView(.explicit([startDate.addingTimeInterval(2)])) { context in
                Text("explicit \(Int(context.date.timeIntervalSince1970))")
            }
        }
    }
}

// developer.apple.com/documentation/swiftui/timelineschedule: a schedule of one's own.
private struct EveryOtherSecond: TimelineSchedule {
    let start: Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: start, by: 2).entries(from: startDate, mode: mode)
    }
}

private struct OwnSchedule: View {
    var body: some View {
        TimelineView(EveryOtherSecond(start: .now)) { context in
            Text(context.date, style: .timer)
        }
    }
}

// developer.apple.com/documentation/swiftui/text/datestyle: each style, and a date range.
private struct DateStyles: View {
    let date = Date(timeIntervalSince1970: 86_400)
    var body: some View {
        VStack {
            Text(date, style: .date)
            Text(date, style: .time)
            Text(date, style: .relative)
            Text(date, style: .offset)
            Text(date, style: .timer)
            Text(date...date.addingTimeInterval(3600))
            Text(DateInterval(start: date, duration: 60))
            Text(timerInterval: date...date.addingTimeInterval(60), countsDown: true)
        }
    }
}

// developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:) and
// scrolltargetlayout(isenabled:): a paging row of cards.
private struct Card: Identifiable {
    let id: Int
}

private struct PagedCards: View {
    let items = (1...20).map(Card.init)
    @State private var scrolledID: Card.ID?

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(items) { item in
                        Text("card \(item.id)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .safeAreaPadding(.horizontal, 20.0)
            ScrollView {
                LazyVStack {
                    ForEach(items) { Text("row \($0.id)") }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $scrolledID, anchor: .center)
            Button("Row 12") { scrolledID = 12 }
        }
    }
}

// "Composing SwiftUI gestures" (developer.apple.com/documentation/swiftui/composing-swiftui-gestures):
// a long press, then a drag, sequenced; its state an enumeration kept as gesture state.
private struct DraggableCircle: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing:
                return .zero
            case .dragging(let translation):
                return translation
            }
        }

        var isActive: Bool {
            switch self {
            case .inactive:
                return false
            case .pressing, .dragging:
                return true
            }
        }

        var isDragging: Bool {
            switch self {
            case .inactive, .pressing:
                return false
            case .dragging:
                return true
            }
        }
    }

    @GestureState private var dragState = DragState.inactive
    @State private var viewState = CGSize.zero

    var body: some View {
        let minimumLongPressDuration = 0.5
        let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {
                // Long press begins.
                case .first(true):
                    state = .pressing
                // Long press confirmed, dragging may begin.
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                // Dragging ended or the long press cancelled.
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                self.viewState.width += drag.translation.width
                self.viewState.height += drag.translation.height
            }

        return VStack {
            Circle()
                .fill(Color.blue)
                .overlay(dragState.isDragging ? Circle().stroke(Color.white, lineWidth: 2) : nil)
                .frame(width: 100, height: 100, alignment: .center)
                .offset(
                    x: viewState.width + dragState.translation.width,
                    y: viewState.height + dragState.translation.height
                )
                .animation(nil)
                .shadow(radius: dragState.isActive ? 8 : 0)
                .animation(.linear(duration: minimumLongPressDuration))
                .gesture(longPressDrag)
                .accessibilityLabel("Circle")
            Text("at \(Int(viewState.width)),\(Int(viewState.height))")
        }
    }
}

// developer.apple.com/documentation/swiftui/exclusivegesture and tapgesture: a double tap that
// wins over a single one; and the long press's pressing callback
// (view/onlongpressgesture(minimumduration:perform:onpressingchanged:)).
private struct TapKinds: View {
    @State private var log: [String] = []
    @State private var isPressing = false

    var body: some View {
        let doubleTap = TapGesture(count: 2).onEnded { log.append("double") }
        let singleTap = TapGesture().onEnded { log.append("single") }
        VStack {
            Text("Taps")
                .gesture(doubleTap.exclusively(before: singleTap))
            Text("Both")
                .gesture(TapGesture().onEnded { log.append("a") }.simultaneously(with: TapGesture().onEnded { log.append("b") }))
            Circle()
                .fill(isPressing ? .red : .blue)
                .onLongPressGesture(minimumDuration: 1) {
                    log.append("long")
                } onPressingChanged: { inProgress in
                    isPressing = inProgress
                }
                .accessibilityLabel("Hold")
            Text(log.joined(separator: ","))
        }
    }
}

// developer.apple.com/documentation/swiftui/environmentvalues: isEnabled, locale, colorScheme,
// with the values set as apps set them.
private struct EnvironmentReader: View {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.locale) private var locale
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("\(isEnabled ? "enabled" : "disabled") \(locale.identifier) \(colorScheme == .dark ? "Dark" : "Light") \(horizontalSizeClass == .compact ? "compact" : "regular") \(scenePhase == .active ? "active" : "not active")")
    }
}

private struct EnvironmentSettings: View {
    var body: some View {
        VStack {
            EnvironmentReader()
            EnvironmentReader()
                .disabled(true)
                .environment(\.locale, Locale(identifier: "fr_FR"))
                .environment(\.colorScheme, .dark)
            EnvironmentReader()
                .preferredColorScheme(.dark)
        }
    }
}

// developer.apple.com/documentation/swiftui/appstorage: values of the kinds it stores.
private enum AppTheme: String { case system, light, dark }

private struct StoredSettings: View {
    @AppStorage("username") var username: String = "Anonymous"
    @AppStorage("tapCount") private var tapCount = 0
    @AppStorage("appTheme") private var theme: AppTheme = .system
    @AppStorage("volume") private var volume = 0.5
    @AppStorage("lastURL") private var lastURL: URL?
    @AppStorage("nickname") private var nickname: String?

    var body: some View {
        VStack {
            Text("\(username) \(tapCount) \(theme.rawValue) \(volume) \(lastURL?.host ?? "-") \(nickname ?? "-")")
            Button("Tap") {
                tapCount += 1
                theme = .dark
                lastURL = URL(string: "https://example.com")
                nickname = "Ann"
            }
        }
    }
}

// developer.apple.com/documentation/swiftui/view/onchange(of:perform:): the deprecated form,
// with the old value captured.
private enum PlayState { case stopped, playing }

private struct Player: View {
    @State private var playState = PlayState.stopped
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Play") { playState = .playing }
            Text(log.joined(separator: ","))
        }
        .onChange(of: playState) { [playState] newState in
            log.append("\(playState) to \(newState)")
        }
    }
}

@MainActor
@Suite struct AppleTimeGesturesEnvironmentDocsTests {
    @Test func timelineViewsRunTheirContentOnTheClock() async throws {
        let host = await ViewHost(TimerFaces())
        let first = host.texts.first
        await host.advance(by: .seconds(1))
        #expect(host.texts.first != first, "the periodic timeline ran again: \(host.texts)")
        #expect(host.texts.first?.hasPrefix("second ") == true)
        let own = await ViewHost(OwnSchedule())
        #expect(own.texts.count == 1)
    }

    @Test func eachDateStyleShowsAText() async throws {
        let host = await ViewHost(DateStyles())
        #expect(host.texts.count == 8, "\(host.texts)")
    }

    @Test func aScrollPositionIDMovesAPagedList() async throws {
        let host = await ViewHost(PagedCards())
        try await host.tap("Row 12")
        #expect(host.texts.contains("row 12"))
    }

    @Test func theSequencedLongPressAndDragMovesTheCircle() async throws {
        let host = await ViewHost(DraggableCircle())
        try await host.drag("Circle", by: CGSize(width: 30, height: 10))
        #expect(host.texts.last == "at 0,0", "a drag without the long press first is no drag: \(host.texts)")
    }

    @Test func composedTapsAndALongPressRunTheirActions() async throws {
        let host = await ViewHost(TapKinds())
        try await host.tap("Taps")
        try await host.tap("Both")
        try await host.longPress("Hold")
        // SwiftUI runs the double tap alone, its single tap waiting for the double to fail; the
        // layer does not wait (ExclusiveGesture's documented reading), so the single taps run too.
        #expect(host.texts.last == "single,double,single,a,b,long")
    }

    @Test func environmentValuesReachTheirReaders() async throws {
        let host = await ViewHost(EnvironmentSettings())
        #expect(host.texts[1].hasPrefix("disabled fr_FR Dark"), "\(host.texts)")
        #expect(host.texts[0].hasPrefix("enabled "))
    }

    @Test func appStorageKeepsEachKind() async throws {
        let host = await ViewHost(StoredSettings())
        #expect(host.texts.first == "Anonymous 0 system 0.5 - -")
        try await host.tap("Tap")
        #expect(host.texts.first == "Anonymous 1 dark 0.5 example.com Ann")
    }

    @Test func theDeprecatedOnChangeGetsTheNewValue() async throws {
        let host = await ViewHost(Player())
        try await host.tap("Play")
        #expect(host.texts.last == "stopped to playing")
    }
}
