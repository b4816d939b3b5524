import Testing

extension ExperimentRuns {
    /// The stale sheet (rule 15), from the command line.
    @MainActor
    @Suite struct StaleSheetExperimentTests {
        @Test func theLeftSheetShowsTheOldValueAndTheRightOneTheNew() async throws {
            let lines = try await transcript(
                "stale-sheet",
                "tap:Show stale sheet", "show", "tap:Close", "tap:Show fresh sheet", "show", "dismiss", "tap:Show stale sheet", "show"
            )
            #expect(lines == [
                "> tap:Show stale sheet",
                "stale sheet shows n = 1",
                "> show",
                "| n = 1",
                "| [Close]",
                "> tap:Close",
                "stale sheet closed",
                "> tap:Show fresh sheet",
                "fresh sheet shows n = 2",
                "> show",
                "| n = 2",
                "| [Close]",
                "> dismiss",
                "fresh sheet closed",
                "> tap:Show stale sheet",
                "stale sheet shows n = 1",
                "> show",
                "| n = 1",
                "| [Close]",
            ])
        }

        @Test func onlyTheFreshPresentersBodyRunsAgain() async throws {
            let lines = try await transcript("stale-sheet", trace: true, "tap:Show stale sheet", "dismiss", "tap:Show fresh sheet")
            let bodies = lines.filter { $0.hasPrefix("· body") && !$0.hasSuffix("NumberSheet") }
            #expect(bodies == ["· body StaleSheetSideBySide", "· body StalePresenter", "· body FreshPresenter", "· body FreshPresenter"])
        }
    }
}
