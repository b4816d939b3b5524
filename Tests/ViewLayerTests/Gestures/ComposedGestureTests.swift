import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Gestures made of two: in sequence, at once, or one excluding the other.
@MainActor
@Suite struct ComposedGestureTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    /// Apple's pattern for a view dragged after a long press ("Composing SwiftUI gestures"):
    /// a sequence whose state says whether it is pressing or dragging.
    struct DraggableCircle: View {
        enum DragState: Equatable {
            case inactive, pressing
            case dragging(Int)
        }

        let log: Log
        @GestureState private var dragState = DragState.inactive
        @State private var position = 0

        var body: some View {
            log.lines.append("body \(dragState)")
            let log = log
            return Text("Circle at \(position)")
                .gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .sequenced(before: DragGesture())
                        .updating($dragState) { value, state, _ in
                            switch value {
                            case .first(true): state = .pressing
                            case .second(true, let drag): state = .dragging(Int(drag?.translation.width ?? 0))
                            default: state = .inactive
                            }
                        }
                        .onEnded { value in
                            guard case .second(true, let drag?) = value else { return log.lines.append("ended without a drag") }
                            position += Int(drag.translation.width)
                        }
                )
        }
    }

    @Test func aSequenceDragsOnlyAfterTheLongPressAndItsStateFollowsEachStage() async throws {
        let log = Log()
        let host = await ViewHost(DraggableCircle(log: log))
        log.lines = []
        let press = try host.backend.press("Circle at 0", occurrence: 1, for: .longPress, within: nil)
        await host.settle()
        press.hold()
        await host.settle()
        for x in [5, 15, 30] {
            press.move(to: CGSize(width: x, height: 0))
            await host.settle()
        }
        press.release()
        await host.settle()
        #expect(log.lines == ["body pressing", "body dragging(0)", "body dragging(15)", "body dragging(30)", "body inactive"],
                "the drag counts from where the press began, and begins at its minimum distance")
        #expect(host.texts == ["Circle at 30"])
        log.lines = []
        // A drag without the long press first: the long press fails as the press moves away.
        try await host.drag("Circle at 30", by: CGSize(width: 40, height: 0))
        #expect(log.lines == ["body pressing", "body inactive"])
        #expect(host.texts == ["Circle at 30"])
        await host.unmount()
    }

    struct Pad: View {
        let log: Log

        var body: some View {
            let log = log
            Text("Both").gesture(
                DragGesture().simultaneously(with: TapGesture()).onEnded { value in
                    log.lines.append("both: drag \(value.first.map { "\(Int($0.translation.width))" } ?? "nil"), tap \(value.second == nil ? "nil" : "yes")")
                }
            )
            Text("Either").gesture(
                LongPressGesture().exclusively(before: TapGesture()).onEnded { value in
                    switch value {
                    case .first: log.lines.append("either: long press")
                    case .second: log.lines.append("either: tap")
                    }
                }
            )
            Text("Taps").gesture(
                TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
                    switch value {
                    case .first: log.lines.append("taps: double")
                    case .second: log.lines.append("taps: single")
                    }
                }
            )
        }
    }

    @Test func simultaneousAndExclusiveGesturesEndWithWhatWasRecognised() async throws {
        let log = Log()
        let host = await ViewHost(Pad(log: log))
        try await host.tap("Both")
        try await host.drag("Both", by: CGSize(width: 20, height: 0))
        try await host.tap("Either")
        try await host.longPress("Either")
        try await host.tap("Taps")
        try await host.tap("Taps")
        #expect(log.lines == ["both: drag nil, tap yes", "both: drag 20, tap nil", "either: tap", "either: long press", "taps: single", "taps: double", "taps: single", "taps: double"],
                "a tap while the long press waited is the exclusive gesture's, once the long press fails; the layer does not wait for a double tap to fail")
        await host.unmount()
    }
}
