import Foundation
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `Text(date, style: .timer)` and `.relative` count on as time passes, without the body that
/// made them running (Apple's `Text.DateStyle.timer`: "A style displaying a date as timer",
/// counting up from a past date; WWDC 2020 "Build SwiftUI views for widgets": date texts update
/// themselves), on the graph's clock.
@MainActor
@Suite struct LiveDateTextTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Stopwatch: View {
        let log: Log
        @State private var started = Date()

        var body: some View {
            let _ = log.lines.append("body")
            VStack {
                Text(started, style: .timer)
                Text(started, style: .relative)
                Text(started, style: .offset).bold()
            }
        }
    }

    @Test func aTimerCountsOnWithTheClockAndNoBodyRuns() async throws {
        let log = Log()
        let host = await ViewHost(Stopwatch(log: log))
        #expect(host.texts == ["0:00", "0 seconds", "+0:00"])
        await host.advance(by: .seconds(2))
        #expect(host.texts == ["0:02", "2 seconds", "-0:02"])
        await host.advance(by: .seconds(63))
        #expect(host.texts == ["1:05", "1 minute, 5 seconds", "-1:05"])
        #expect(log.lines == ["body"], "the texts count on by themselves")
        await host.unmount()
    }
}

extension LiveDateTextTests {
    struct Countdown: View {
        let ends: Date
        @State var isRunning = true

        var body: some View {
            VStack {
                Text(ends, style: isRunning ? .timer : .date).bold()
                Button("Stop") { isRunning.toggle() }
            }
        }
    }

    /// A countdown shows each count for a second and reaches 0:00, then counts up past the date
    /// (Apple's `DateStyle.timer`: "A style displaying a date as timer": "2:32", "36:59:01").
    @Test func aCountdownShowsEachSecondOnceAndReachesZero() async throws {
        let host = await ViewHost(Countdown(ends: Date().addingTimeInterval(3)))
        var seen: [String] = []
        for _ in 0..<10 {
            seen.append(host.texts[0])
            await host.advance(by: .milliseconds(500))
        }
        // The date is a moment under three seconds ahead when the graph's clock starts.
        #expect(seen == ["0:03", "0:02", "0:02", "0:01", "0:01", "0:00", "0:00", "0:01", "0:01", "0:02"],
                "a count a second, zero for a second, then up")
        await host.unmount()
    }

    /// The same text, switched between a counting style and a written one, keeps its element.
    @Test func aTextSwitchedBetweenCountingAndWritingADateKeepsOneElement() async throws {
        let host = await ViewHost(Countdown(ends: Date().addingTimeInterval(65)))
        #expect(host.texts[0] == "1:05")
        try await host.tap("Stop")
        #expect(host.texts[0] != "1:05" && !host.texts[0].contains(":"), "a written date: \(host.texts[0])")
        await host.advance(by: .seconds(2))
        try await host.tap("Stop")
        #expect(host.texts[0] == "1:03", "counting again, on the clock")
        await host.unmount()
    }
}

/// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: a timer over an interval, counting
/// down to its end by default (Apple's documentation: "countsDown: Whether to count down from
/// the upper bound"), stopping at its ends, and at its pause time.
extension LiveDateTextTests {
    struct Workout: View {
        let log: Log
        @State private var start = Date()

        var body: some View {
            let _ = log.lines.append("body")
            VStack {
                Text(timerInterval: start...start.addingTimeInterval(5))
                Text(timerInterval: start...start.addingTimeInterval(5), countsDown: false)
                Text(timerInterval: start...start.addingTimeInterval(5), pauseTime: start.addingTimeInterval(1))
                Text(timerInterval: start.addingTimeInterval(-3600)...start.addingTimeInterval(5400), countsDown: false, showsHours: false)
            }
        }
    }

    @Test func anIntervalsTimerCountsWithTheClockAndStopsAtItsEnds() async throws {
        let log = Log()
        let host = await ViewHost(Workout(log: log))
        #expect(host.texts == ["0:05", "0:00", "0:05", "60:00"], "without hours the minutes go past 59")
        await host.advance(by: .seconds(2))
        #expect(host.texts == ["0:03", "0:02", "0:04", "60:02"], "the paused timer stopped at its pause time")
        await host.advance(by: .seconds(10))
        #expect(host.texts == ["0:00", "0:05", "0:04", "60:12"], "the count stops at the interval's ends")
        #expect(log.lines == ["body"], "the texts count on by themselves")
        await host.unmount()
    }
}
