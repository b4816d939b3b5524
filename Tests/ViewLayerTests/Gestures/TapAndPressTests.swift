import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Taps and long presses: what their callbacks see, in order, and which view a press reaches.
@MainActor
@Suite struct TapAndPressTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Taps: View {
        let log: Log

        var body: some View {
            let log = log
            Text("Once").onTapGesture { log.lines.append("once") }
            Text("Twice").onTapGesture(count: 2) { log.lines.append("twice") }
            Text("Where").onTapGesture { location in log.lines.append("at \(Int(location.x)),\(Int(location.y))") }
            Button("Both") { log.lines.append("button") }
            Text("Both").onTapGesture { log.lines.append("text") }
        }
    }

    @Test func aTapPressesAsManyTimesAsTheGestureCountsAndAButtonWins() async throws {
        let log = Log()
        let host = await ViewHost(Taps(log: log))
        try await host.tap("Once")
        try await host.tap("Twice")
        try await host.tap("Where")
        try await host.tap("Both")
        #expect(log.lines == ["once", "twice", "at 0,0", "button"], "a count of 2 ends once, at the second press; the button labelled as the text wins")
        await #expect(throws: DriveError.noSuchControl(label: "Nowhere", kind: "button, link or view with a tap gesture", visible: ["Both", "Once", "Twice", "Where", "Both"])) {
            try await host.tap("Nowhere")
        }
        await host.unmount()
    }

    struct Presses: View {
        let log: Log
        @GestureState var isPressing = false

        var body: some View {
            let log = log
            log.lines.append("body pressing \(isPressing)")
            return VStack {
                Text("Hold").onLongPressGesture(minimumDuration: 1) {
                    log.lines.append("perform")
                } onPressingChanged: { log.lines.append("pressing \($0)") }
                Text("Press")
                    .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value }.onEnded { log.lines.append("ended \($0)") })
            }
        }
    }

    @Test func aLongPressReportsPressingThenPerformsAndItsStateResetsWhenItEnds() async throws {
        let log = Log()
        let host = await ViewHost(Presses(log: log))
        log.lines = []
        try await host.longPress("Hold")
        #expect(log.lines == ["pressing true", "pressing false", "perform"], "the layer's reading: the press is over before the action runs")
        log.lines = []
        try await host.longPress("Press")
        #expect(log.lines == ["body pressing true", "ended true", "body pressing false"])
        log.lines = []
        // A press that moves further than its maximum distance fails: no action, the state reset.
        let press = try host.backend.press("Hold", occurrence: 1, for: .longPress, within: nil)
        press.move(to: CGSize(width: 30, height: 0))
        press.hold()
        press.release()
        await host.settle()
        #expect(log.lines == ["pressing true", "pressing false"])
        await host.unmount()
    }

    struct Nested: View {
        let log: Log
        let priority: GesturePriority

        var body: some View {
            let log = log
            let outer = TapGesture().onEnded { log.lines.append("outer") }
            let inner = Text("Inner").onTapGesture { log.lines.append("inner") }
            let content = VStack { inner; Text("More") }
            switch priority {
            case .normal: content.gesture(outer)
            case .high: content.highPriorityGesture(outer)
            case .simultaneous: content.simultaneousGesture(outer)
            }
        }
    }

    @Test(arguments: [(GesturePriority.normal, ["inner"]), (.high, ["outer"]), (.simultaneous, ["outer", "inner"])])
    func aPressReachesTheViewsAroundAsTheirPrioritySays(priority: GesturePriority, reached: [String]) async throws {
        let log = Log()
        let host = await ViewHost(Nested(log: log, priority: priority))
        try await host.tap("Inner")
        #expect(log.lines == reached)
        log.lines = []
        try await host.tap("Inner More")
        #expect(log.lines == ["outer"], "a press on the outer view alone reaches it")
        await host.unmount()
    }

    struct Masked: View {
        let log: Log
        let mask: GestureMask

        var body: some View {
            let log = log
            VStack {
                Text("Inner").onTapGesture { log.lines.append("inner") }
                Text("More")
            }
            .gesture(TapGesture().onEnded { log.lines.append("outer") }, including: mask)
        }
    }

    @Test func aMaskTurnsOffTheModifiersGestureOrThoseInsideIt() async throws {
        let log = Log()
        let host = await ViewHost(Masked(log: log, mask: .subviews))
        try await host.tap("Inner")
        await #expect(throws: DriveError.self) { try await host.tap("Inner More") }
        #expect(log.lines == ["inner"])
        await host.unmount()
        let gestureOnly = await ViewHost(Masked(log: log, mask: .gesture))
        log.lines = []
        try await gestureOnly.tap("Inner More")
        await #expect(throws: DriveError.self) { try await gestureOnly.tap("Inner") }
        #expect(log.lines == ["outer"])
        await gestureOnly.unmount()
    }
}
