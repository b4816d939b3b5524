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

extension LiveDateTextTests {
    struct Sentences: View {
        let log: Log
        @State private var started = Date()

        var body: some View {
            let _ = log.lines.append("body")
            VStack {
                Text("Updated \(started, style: .relative) ago")
                Text("Left: ").bold() + Text(started, style: .timer) + Text(" min")
                Button("Running \(started, style: .timer)") {}
                Label("Since \(started, style: .offset)", systemImage: "clock")
                Text("Started \(started, style: .date)")
            }
        }
    }

    /// A live date inside a sentence counts on as it does alone: an interpolation in a text
    /// literal (Apple's `LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)`,
    /// shown in `Text.DateStyle`'s documentation as `Text("\(date, style: .relative) ago")`),
    /// a concatenation, a button's and a label's title; a `.date` in a sentence is written once.
    @Test func aLiveDateInASentenceCountsOn() async throws {
        let log = Log()
        let host = await ViewHost(Sentences(log: log))
        let started = host.shown.last ?? ""
        #expect(Array(host.shown.prefix(4)) == ["| Updated 0 seconds ago", "| Left: 0:00 min", "| [Running 0:00]", "| Since +0:00"])
        await host.advance(by: .seconds(75))
        #expect(Array(host.shown.prefix(4)) == ["| Updated 1 minute, 15 seconds ago", "| Left: 1:15 min", "| [Running 1:15]", "| Since -1:15"])
        #expect(host.shown.last == started)
        #expect(log.lines == ["body"], "the texts count on by themselves")
        try await host.tap("Running 1:15")
        await host.unmount()
    }

    /// Each part of a concatenated text keeps its look as the count before it grows a digit.
    @Test func aConcatenatedCountKeepsEachPartsLook() async throws {
        struct Styled: View {
            let started: Date
            var body: some View {
                Text(started, style: .timer) + Text(" left").bold()
            }
        }
        let host = await ViewHost(Styled(started: Date().addingTimeInterval(-595)))
        let text = try #require(host.backend.window.lastShown { $0.role == .text })
        #expect(text.text == "9:55 left")
        #expect(text.textLook.runs.map(\.utf8Count) == [4, 5])
        await host.advance(by: .seconds(5))
        #expect(text.text == "10:00 left")
        #expect(text.textLook.runs.map(\.utf8Count) == [5, 5], "the bold part is still \" left\"")
        #expect(text.textLook.runs.map(\.look.isBold) == [false, true])
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
