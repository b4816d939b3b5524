import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `DatePicker`: the parts it shows are picked, the others kept (Apple's `DatePickerComponents`:
/// "`date`: displays day, month, and year based on the locale", "`hourAndMinute`: displays hour
/// and minute components based on the locale"); a day outside `in:` is not taken, and the layer
/// brings it to the range's nearest end.
@MainActor
@Suite struct DatePickerTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
    /// 2026-11-29 08:15:42 UTC.
    static let start = Date(timeIntervalSince1970: 1_795_940_142)

    struct Alarm: View {
        let log: Log
        @State var when = DatePickerTests.start

        var body: some View {
            let _ = log.lines.append("body \(Int(when.timeIntervalSince1970))")
            VStack {
                DatePicker("Day", selection: $when, in: DatePickerTests.start..., displayedComponents: .date)
                DatePicker("Time", selection: $when, displayedComponents: .hourAndMinute)
                DatePicker(selection: $when) { Text("When") }
            }
            .environment(\.timeZone, DatePickerTests.utc)
        }
    }

    @Test func pickingADayKeepsTheTimeAndPickingATimeKeepsTheDay() async throws {
        let log = Log()
        let host = await ViewHost(Alarm(log: log))
        #expect(host.shown == ["| [Day: 2026-11-29]", "| [Time: 08:15]", "| [When: 2026-11-29 08:15]"])
        log.lines = []
        try await host.select("2026-12-24", in: "Day")
        #expect(host.shown == ["| [Day: 2026-12-24]", "| [Time: 08:15]", "| [When: 2026-12-24 08:15]"])
        let picked: Int = 1_795_940_142 + 25 * 86_400
        #expect(log.lines == ["body \(picked)"], "one write, the seconds kept with the time of day")
        try await host.select("21:07", in: "Time")
        #expect(host.shown == ["| [Day: 2026-12-24]", "| [Time: 21:07]", "| [When: 2026-12-24 21:07]"])
        let christmasEve: Int = 1_795_910_400 + 25 * 86_400
        let evening: Int = christmasEve + 21 * 3600 + 7 * 60
        #expect(log.lines.last == "body \(evening)", "a picked time has no seconds")
        await host.unmount()
    }

    @Test func aDayBeforeTheRangeIsBroughtToItsStartAndUnreadableTextExitsWithTheForm() async throws {
        let host = await ViewHost(Alarm(log: Log()))
        try await host.select("2026-01-01", in: "Day")
        #expect(host.shown == ["| [Day: 2026-11-29]", "| [Time: 08:15]", "| [When: 2026-11-29 08:15]"],
                "the bound date itself is the range's start, which the pickers without a range show too")
        try await host.select("2027-02-31 10:00", in: "When")
        #expect(host.shown.last == "| [When: 2027-02-28 10:00]", "the month's last day")
        await #expect(throws: DriveError.notADate(picker: "Time", value: "9am", example: "10:00")) {
            try await host.select("9am", in: "Time")
        }
        await host.unmount()
    }
}
