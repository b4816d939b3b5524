import Foundation
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `TimelineView` makes its content again at each entry of its schedule, on the graph's clock,
/// the content keeping its identity and state (Apple's `TimelineView` documentation).
@MainActor
@Suite struct TimelineViewTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Seconds: View {
        let log: Log
        var body: some View {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Face(log: log, date: context.date, cadence: context.cadence)
            }
        }
    }

    struct Face: View {
        let log: Log
        let date: Date
        let cadence: TimelineView<PeriodicTimelineSchedule, Face>.Context.Cadence
        @State private var start: Date?
        @State private var made = 0

        var body: some View {
            let _ = log.lines.append("body")
            Text("\(start.map { Int(date.timeIntervalSince($0).rounded()) } ?? 0) s, \(cadence)")
                .onAppear {
                    start = date
                    log.lines.append("appear")
                }
        }
    }

    @Test func theContentIsMadeAgainEverySecondAndKeepsItsState() async throws {
        let log = Log()
        let host = await ViewHost(Seconds(log: log))
        #expect(host.shown == ["| 0 s, seconds"])
        #expect(log.lines == ["body", "appear", "body"], "the state written on appear runs the body again")
        log.lines.removeAll()
        await host.advance(by: .seconds(3))
        #expect(log.lines == ["body", "body", "body"], "one body a second, and no appearance again")
        #expect(host.shown == ["| 3 s, seconds"])
        await host.advance(by: .milliseconds(500))
        #expect(log.lines.count == 3, "nothing between entries")
        await host.unmount()
        host.expectNothingOutlives()
    }

    /// An explicit schedule ends: its last entry is the last update.
    @Test func anExplicitScheduleEndsWithItsLastEntry() async throws {
        struct Dates: View {
            let start = Date()
            var body: some View {
                TimelineView(.explicit([start, start.addingTimeInterval(1), start.addingTimeInterval(2)])) { context in
                    Text("\(Int(context.date.timeIntervalSince(start).rounded()))")
                }
            }
        }
        let host = await ViewHost(Dates())
        #expect(host.shown == ["| 0"])
        await host.advance(by: .seconds(5))
        #expect(host.shown == ["| 2"])
        await host.unmount()
    }

    /// A paused animation schedule makes its content once.
    @Test func aPausedAnimationScheduleStaysPut() async throws {
        let log = Log()
        struct Paused: View {
            let log: Log
            var body: some View {
                TimelineView(.animation(minimumInterval: nil, paused: true)) { context in
                    let _ = log.lines.append("frame")
                    Text("paused")
                }
            }
        }
        let host = await ViewHost(Paused(log: log))
        await host.advance(by: .seconds(1))
        #expect(log.lines == ["frame"])
        await host.unmount()
    }
}

/// Found in review: an animation schedule's entries are a sixtieth of a second apart, and none is
/// taken early by a quarter second.
@MainActor
@Suite struct AnimationScheduleTests {
    @Test func anAnimationScheduleMakesSixtyFramesASecond() async throws {
        @MainActor final class Frames { var count = 0 }
        struct Animated: View {
            let frames: Frames
            var body: some View {
                TimelineView(.animation) { _ in
                    let _ = frames.count += 1
                    Text("frame")
                }
            }
        }
        let frames = Frames()
        let host = await ViewHost(Animated(frames: frames))
        frames.count = 0
        await host.advance(by: .seconds(1))
        #expect((59...61).contains(frames.count), "\(frames.count) frames in a second")
        await host.unmount()
    }
}

extension TimelineViewTests {
    struct Ticks: View {
        let start: Date
        var body: some View {
            TimelineView(.periodic(from: start, by: 1)) { context in
                Text("tick \(Int(context.date.timeIntervalSince(start) + 0.001))")
            }
        }
    }

    /// A periodic timeline's content changes once a second wherever in its second the graph's
    /// clock started, an entry a moment ahead counting as reached: a clock that started late in
    /// a second used to show the next entry early and then wait past the one after.
    @Test(arguments: [0.5, 0.7, 0.76, 0.8, 0.84, 0.9])
    func aPeriodicTimelineMovesOnEverySecondWhereverTheClockStarted(into second: Double) async {
        let host = await ViewHost(Ticks(start: Date().addingTimeInterval(-second)))
        let first = host.texts
        var seen = [first]
        for _ in 0..<3 {
            await host.advance(by: .seconds(1))
            seen.append(host.texts)
        }
        let ticks = seen.compactMap { $0.first.flatMap { Int($0.dropFirst(5)) } }
        #expect(ticks.count == 4 && zip(ticks, ticks.dropFirst()).allSatisfy { $1 == $0 + 1 }, "\(seen)")
        await host.unmount()
    }
}
