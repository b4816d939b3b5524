import LabRunner
import Testing

/// The notes' Test3: sheet content is built when presented and released when dismissed.
extension ExperimentRuns {
@MainActor
@Suite struct SheetExperimentTests {
    @Test func bothCountersStartAtZeroEachTimeTheirSheetIsPresented() async throws {
        let lines = try await transcript(
            "sheet",
            "tap:Show StateObject Sheet", "tap:+1", "show", "dismiss", "tap:Show StateObject Sheet", "show", "dismiss",
            "tap:Show ObservedObject Sheet", "tap:+1", "show", "dismiss", "tap:Show ObservedObject Sheet", "show"
        )
        #expect(lines == [
            "> tap:Show StateObject Sheet",
            "type:StateObject id:567 init",
            "> tap:+1",
            "> show",
            "| @StateObject count :1",
            "| [+1]",
            "> dismiss",
            "type:StateObject id:567 deinit",
            "> tap:Show StateObject Sheet",
            "type:StateObject id:746 init",
            "> show",
            "| @StateObject count :0",
            "| [+1]",
            "> dismiss",
            "type:StateObject id:746 deinit",
            "> tap:Show ObservedObject Sheet",
            "type:Observed id:971 init",
            "> tap:+1",
            "> show",
            "| @Observed count :1",
            "| [+1]",
            "> dismiss",
            "type:Observed id:971 deinit",
            "> tap:Show ObservedObject Sheet",
            "type:Observed id:444 init",
            "> show",
            "| @Observed count :0",
            "| [+1]",
        ])
    }

    @Test func theSheetIsModal() async throws {
        let lines = try await transcript("sheet", "tap:Show StateObject Sheet", "show")
        #expect(section(lines, after: "show") == ["| @StateObject count :0", "| [+1]"])
        let behind = RunnerError.actionFailed(
            .tap(label: "Show ObservedObject Sheet", occurrence: 1),
            .noSuchControl(label: "Show ObservedObject Sheet", kind: "button or link", visible: ["+1"])
        )
        await #expect(throws: behind, "the button behind the sheet cannot be reached; only the sheet's are visible") {
            _ = try await transcript("sheet", "tap:Show StateObject Sheet", "tap:Show ObservedObject Sheet")
        }
    }
}
}
