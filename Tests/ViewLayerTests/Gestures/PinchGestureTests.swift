import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Pinches: `MagnifyGesture` and `RotateGesture` (iOS 17), `MagnificationGesture` and
/// `RotationGesture` (iOS 13), alone and composed, as two fingers move in ten steps
/// (`ViewHost.magnify`, `ViewHost.rotate`, `ViewHost.pinch`). Apple's documentation: a gesture
/// begins once past its `minimumScaleDelta` ("the minimum scale delta required before the gesture
/// starts") or `minimumAngleDelta`; `updating(_:body:)` resets its state "when the user or the
/// system ends or cancels the gesture"; `onEnded` runs with the last value.
@MainActor
@Suite struct PinchGestureTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    /// A percentage, so that ten steps of a tenth read as whole numbers.
    static func percent(_ scale: CGFloat) -> Int { Int((scale * 100).rounded()) }

    struct Zoomable: View {
        let log: Log
        var minimumScaleDelta: CGFloat = 0.01
        @GestureState private var pinch: CGFloat = 1
        @State private var zoom: CGFloat = 1

        var body: some View {
            log.lines.append("body \(percent(zoom * pinch))")
            let log = log
            return Text("Zoom \(percent(zoom * pinch))")
                .gesture(
                    MagnifyGesture(minimumScaleDelta: minimumScaleDelta)
                        .updating($pinch) { value, pinch, _ in
                            log.lines.append("updating \(percent(value.magnification))")
                            pinch = value.magnification
                        }
                        .onChanged { log.lines.append("changed \(percent($0.magnification))") }
                        .onEnded { value in
                            log.lines.append("ended \(percent(value.magnification)), state \(percent(pinch))")
                            zoom *= value.magnification
                        }
                )
        }
    }

    @Test func aPinchUpdatesTheStateAtEachStepResetsItAndEndsWithTheLastMagnification() async throws {
        let log = Log()
        let host = await ViewHost(Zoomable(log: log))
        log.lines = []
        try await host.magnify("Zoom 100", by: 2)
        let steps = (11...20).map { $0 * 10 }.flatMap { ["updating \($0)", "changed \($0)", "body \($0)"] }
        #expect(log.lines == steps + ["ended 200, state 100", "body 200"],
                "each step updates the state and its readers; at the end the state goes back before onEnded, which sees the last value")
        #expect(host.texts == ["Zoom 200"])
        log.lines = []
        try await host.magnify("Zoom 200", by: 0.5)
        #expect(log.lines.last == "body 100", "a second pinch starts from 1 again: magnification is relative to where the fingers came down")
        #expect(host.texts == ["Zoom 100"])
        await host.unmount()
    }

    @Test func aPinchThatNeverPassesItsMinimumDeltaNeitherBeginsNorEnds() async throws {
        let log = Log()
        let host = await ViewHost(Zoomable(log: log, minimumScaleDelta: 0.5))
        log.lines = []
        try await host.magnify("Zoom 100", by: 1.4)
        #expect(log.lines == [], "1.4 is never half again as far apart: no value, no end, and a reset of an unchanged state is no change")
        try await host.magnify("Zoom 100", by: 2)
        #expect(log.lines.first == "updating 150", "the gesture begins at the step that passes its minimum delta, with that step's value")
        #expect(log.lines.suffix(2) == ["ended 200, state 100", "body 200"])
        await host.unmount()
    }

    struct Turnable: View {
        let log: Log
        @State private var angle = Angle.zero

        var body: some View {
            log.lines.append("body \(Int(angle.degrees.rounded()))")
            let log = log
            return Text("Turned \(Int(angle.degrees.rounded()))")
                .gesture(
                    RotateGesture()
                        .onChanged { value in angle = value.rotation }
                        .onEnded { value in log.lines.append("ended \(Int(value.rotation.degrees.rounded())) from \(value.startLocation.x),\(value.startLocation.y)") }
                )
        }
    }

    @Test func aTurnReportsItsAngleAtEachStepAndEndsWithTheLast() async throws {
        let log = Log()
        let host = await ViewHost(Turnable(log: log))
        log.lines = []
        try await host.rotate("Turned 0", by: .degrees(-90))
        #expect(log.lines == (1...10).map { "body \(-9 * $0)" } + ["ended -90 from 0.0,0.0"],
                "counter-clockwise is negative; the fingers came down at the view's origin")
        log.lines = []
        try await host.rotate("Turned -90", by: .degrees(0.5))
        #expect(log.lines == [], "half a degree never passes the default minimum of one")
        await host.unmount()
    }

    struct OldSpellings: View {
        let log: Log
        @GestureState private var magnifyBy: CGFloat = 1
        @GestureState private var turn = Angle.zero

        var body: some View {
            log.lines.append("body \(percent(magnifyBy)) \(Int(turn.degrees.rounded()))")
            let log = log
            return VStack {
                Text("Circle")
                    .gesture(MagnificationGesture().updating($magnifyBy) { value, state, _ in state = value }
                        .onEnded { log.lines.append("magnified \(percent($0))") })
                Text("Square")
                    .gesture(RotationGesture(minimumAngleDelta: .degrees(10)).updating($turn) { value, state, _ in state = value }
                        .onEnded { log.lines.append("rotated \(Int($0.degrees.rounded()))") })
            }
        }
    }

    @Test func theIOS13SpellingsReportTheScaleAndTheAngleAlone() async throws {
        let log = Log()
        let host = await ViewHost(OldSpellings(log: log))
        log.lines = []
        try await host.magnify("Circle", by: 1.5)
        #expect(log.lines == (1...10).map { "body \(100 + 5 * $0) 0" } + ["magnified 150", "body 100 0"])
        log.lines = []
        try await host.rotate("Square", by: .degrees(30))
        #expect(log.lines == [12, 15, 18, 21, 24, 27, 30].map { "body 100 \($0)" } + ["rotated 30", "body 100 0"],
                "the turn begins at 12°, the first step past its ten")
        await host.unmount()
    }

    /// The classic photo: pinched and turned at once.
    struct Photo: View {
        let log: Log
        @GestureState private var pinch: CGFloat = 1
        @GestureState private var turn = Angle.zero
        @State private var zoom: CGFloat = 1
        @State private var angle = Angle.zero

        var body: some View {
            let log = log
            return Text("Photo \(percent(zoom * pinch))% \(Int((angle + turn).degrees.rounded()))°")
                .gesture(
                    MagnifyGesture()
                        .updating($pinch) { value, pinch, _ in pinch = value.magnification }
                        .simultaneously(with: RotateGesture().updating($turn) { value, turn, _ in turn = value.rotation })
                        .onChanged { value in
                            log.lines.append("changed \(value.first.map { percent($0.magnification) }.map(String.init) ?? "-") \(value.second.map { Int($0.rotation.degrees.rounded()) }.map(String.init) ?? "-")")
                        }
                        .onEnded { value in
                            log.lines.append("ended")
                            zoom *= value.first?.magnification ?? 1
                            angle += value.second?.rotation ?? .zero
                        }
                )
        }
    }

    @Test func aPhotoPinchedAndTurnedAtOnceSeesBothValuesAndKeepsBothAtTheEnd() async throws {
        let log = Log()
        let host = await ViewHost(Photo(log: log))
        try await host.pinch("Photo 100% 0°", by: 1.5, rotation: .degrees(20))
        // Each step moves both: the scale first (the turn not yet begun at the first step), then the angle.
        #expect(log.lines.prefix(3) == ["changed 105 -", "changed 105 2", "changed 110 2"])
        #expect(log.lines.suffix(2) == ["changed 150 20", "ended"])
        #expect(host.texts == ["Photo 150% 20°"], "both states went back and both values were kept")
        log.lines = []
        try await host.magnify("Photo 150% 20°", by: 2)
        #expect(log.lines.first == "changed 110 -", "the turn, never begun, holds nothing")
        #expect(host.texts == ["Photo 300% 20°"], "a pinch alone ends the pair: the turn that never began does not hold it back")
        await host.unmount()
    }

    struct Composed: View {
        let log: Log

        var body: some View {
            let log = log
            VStack {
                Text("Sequence").gesture(
                    MagnifyGesture().sequenced(before: RotateGesture()).onEnded { value in
                        guard case .second(let pinch, let turn?) = value else { return log.lines.append("sequence without a turn") }
                        log.lines.append("sequence \(percent(pinch.magnification)) then \(Int(turn.rotation.degrees.rounded()))")
                    }
                )
                Text("Exclusive").gesture(
                    MagnifyGesture().exclusively(before: RotateGesture()).onEnded { value in
                        switch value {
                        case .first(let pinch): log.lines.append("exclusive magnified \(percent(pinch.magnification))")
                        case .second(let turn): log.lines.append("exclusive rotated \(Int(turn.rotation.degrees.rounded()))")
                        }
                    }
                )
            }
        }
    }

    @Test func aSequenceTurnsAfterAPinchAndAnExclusiveTakesWhicheverBegins() async throws {
        let log = Log()
        let host = await ViewHost(Composed(log: log))
        try await host.rotate("Sequence", by: .degrees(45))
        #expect(log.lines == [], "the turn waits for the pinch")
        try await host.magnify("Sequence", by: 2)
        #expect(log.lines == [], "the pinch ended: the sequence goes on to the turn")
        try await host.rotate("Sequence", by: .degrees(45))
        #expect(log.lines == ["sequence 200 then 45"])
        log.lines = []
        try await host.rotate("Exclusive", by: .degrees(30))
        try await host.magnify("Exclusive", by: 3)
        #expect(log.lines == ["exclusive rotated 30", "exclusive magnified 300"])
        await host.unmount()
    }

    struct Nested: View {
        let log: Log

        var body: some View {
            let log = log
            VStack { Text("Inner A").gesture(MagnifyGesture().onEnded { _ in log.lines.append("inner A") }); Text("A") }
                .gesture(MagnifyGesture().onEnded { _ in log.lines.append("outer A") })
            VStack { Text("Inner B").gesture(MagnifyGesture().onEnded { _ in log.lines.append("inner B") }); Text("B") }
                .highPriorityGesture(MagnifyGesture().onEnded { _ in log.lines.append("outer B") })
            VStack { Text("Inner C").gesture(MagnifyGesture().onEnded { _ in log.lines.append("inner C") }); Text("C") }
                .simultaneousGesture(RotateGesture().onEnded { _ in log.lines.append("outer C") })
        }
    }

    @Test func aPinchReachesTheViewsAroundAsTheirPrioritiesSay() async throws {
        let log = Log()
        let host = await ViewHost(Nested(log: log))
        for label in ["Inner A", "Inner B"] { try await host.magnify(label, by: 2) }
        try await host.pinch("Inner C", by: 2, rotation: .degrees(90))
        #expect(log.lines == ["inner A", "outer B", "outer C", "inner C"],
                "the inner .gesture takes the pinch from the view around; a high-priority one around takes it first; a simultaneous one takes nothing")
        await #expect(throws: DriveError.self) { try await host.rotate("Inner A", by: .degrees(10)) }
        await host.unmount()
    }
}
