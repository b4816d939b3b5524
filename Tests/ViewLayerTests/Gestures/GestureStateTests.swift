import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// What a gesture's callbacks and `@GestureState` do, in order, as a person drags: Apple's
/// `GestureState` "updates a property while the user performs a gesture and resets the property
/// back to its initial state when the gesture ends", and `updating(_:body:)` resets it "when the
/// user or the system ends or cancels the gesture". Which comes first at the end, the reset or
/// `onEnded`, no source says: the layer runs a gesture's callbacks in the order they are
/// written, so `.updating(…).onEnded(…)` resets first, and `onEnded` reads the initial value.
@MainActor
@Suite struct GestureStateTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Knob: View {
        let name: String
        let log: Log
        @GestureState var offset = CGSize.zero

        var body: some View {
            log.lines.append("body \(name) \(Int(offset.width))")
            let log = log, name = name
            return Text("\(name) \(Int(offset.width))")
                .gesture(
                    DragGesture()
                        .updating($offset) { value, offset, _ in
                            log.lines.append("updating \(Int(value.translation.width))")
                            offset = value.translation
                        }
                        .onChanged { log.lines.append("changed \(Int($0.translation.width))") }
                        .onEnded { _ in log.lines.append("ended, state \(Int(offset.width))") }
                )
        }
    }

    @Test func aDragUpdatesTheStateAtEachMoveAndResetsItBeforeOnEndedRuns() async throws {
        let log = Log()
        let host = await ViewHost(Knob(name: "A", log: log))
        log.lines = []
        try await host.drag("A 0", by: CGSize(width: 30, height: 0))
        // Ten steps of 3 points: the drag begins once it has moved its minimum distance, 10.
        let moves = [12, 15, 18, 21, 24, 27, 30].flatMap { ["updating \($0)", "changed \($0)", "body A \($0)"] }
        #expect(log.lines == moves + ["ended, state 0", "body A 0"])
        #expect(host.texts == ["A 0"])
        await host.unmount()
    }

    @Test func aPressReleasedBeforeItMovedFarEnoughNeitherChangesNorEnds() async throws {
        let log = Log()
        let host = await ViewHost(Knob(name: "A", log: log))
        log.lines = []
        try await host.drag("A 0", by: CGSize(width: 5, height: 5))
        #expect(log.lines == [], "a failed drag resets a state it never set, which changes nothing")
        await host.unmount()
    }

    struct TwoKnobs: View {
        let log: Log

        var body: some View {
            Knob(name: "A", log: log)
            Knob(name: "B", log: log)
        }
    }

    @Test func gestureStateBelongsToTheViewsIdentityAndReadersUpdateOnTheReset() async throws {
        let log = Log()
        let host = await ViewHost(TwoKnobs(log: log))
        let press = try #require(try host.backend.press("A 0", occurrence: 1, for: .drag, within: nil))
        press.move(to: CGSize(width: 20, height: 0))
        await host.settle()
        #expect(host.texts == ["A 20", "B 0"], "only A's state is set")
        log.lines = []
        press.release()
        await host.settle()
        #expect(host.texts == ["A 0", "B 0"])
        #expect(log.lines == ["ended, state 0", "body A 0"], "B's body does not run")
        await host.unmount()
    }

    struct Replaceable: View {
        let log: Log
        @State var generation = 0

        var body: some View {
            Knob(name: "K", log: log).id(generation)
            Button("Replace") { generation += 1 }
        }
    }

    @Test func aNewIdentityStartsFromTheInitialValueAndTheOldGesturesEndReachesNothing() async throws {
        let log = Log()
        let host = await ViewHost(Replaceable(log: log))
        let press = try host.backend.press("K 0", occurrence: 1, for: .drag, within: nil)
        press.move(to: CGSize(width: 20, height: 0))
        await host.settle()
        #expect(host.texts == ["K 20"])
        try await host.tap("Replace")
        #expect(host.texts == ["K 0"], "the new identity's state is its own, at its initial value")
        log.lines = []
        press.release()
        await host.settle()
        #expect(log.lines == [], "the removed view's gesture ends with it: no onEnded, no body")
        await host.unmount()
        host.expectNothingOutlives()
    }

    /// Apple's `GestureState.wrappedValue` is `{ get }`: only `updating(_:body:)` writes the
    /// state, and writing it elsewhere does not compile, so SwiftUI has no runtime warning for it,
    /// and neither has the layer.
    @Test func aGestureStatesValueCannotBeSet() {
        #expect(!((\GestureState<Int>.wrappedValue as AnyKeyPath) is WritableKeyPath<GestureState<Int>, Int>))
        #expect(!((\GestureState<Int>.projectedValue as AnyKeyPath) is WritableKeyPath<GestureState<Int>, GestureState<Int>>))
    }
}

extension GestureStateTests {
    struct Rail: View {
        let log: Log
        @GestureState(reset: { value, transaction in
            MainActor.assumeIsolated { RailLog.shared.lines.append("reset from \(Int(value))") }
        }) var along: Double = 0

        var body: some View {
            let log = log
            return Text("rail")
                .gesture(
                    DragGesture()
                        // Only the horizontal part: a drag straight down changes nothing.
                        .map { $0.translation.width }
                        .updating($along) { value, along, _ in along = value }
                        .onChanged { log.lines.append("changed \(Int($0))") }
                )
        }
    }

    @MainActor final class RailLog {
        static let shared = RailLog()
        var lines: [String] = []
    }

    /// `onChanged` runs when the value changes, not for every move; `init(wrappedValue:reset:)`'s
    /// closure runs at the reset, with the value then (Apple's `GestureState.init(wrappedValue:reset:)`:
    /// "a closure that provides a transaction to reset the gesture state").
    @Test func onChangedRunsForNewValuesOnlyAndTheResetClosureRunsAtTheReset() async throws {
        let log = Log()
        RailLog.shared.lines = []
        let host = await ViewHost(Rail(log: log))
        #expect(RailLog.shared.lines.isEmpty, "not when the view is made")
        try await host.drag("rail", by: CGSize(width: 0, height: 40))
        #expect(log.lines == ["changed 0"], "the value stays 0 throughout")
        #expect(RailLog.shared.lines == ["reset from 0"])
        await host.unmount()
    }
}
