import TestSupport
import Testing

/// The notes' Test1: a parent refresh rebuilds the @ObservedObject's object, not the @StateObject's.
extension ExperimentRuns {
@MainActor
@Suite struct RefreshExperimentTests {
    @Test func refreshRebuildsTheObservedObjectOnly() async throws {
        let lines = try await transcript("refresh", "show", "tap:Refresh", "show")
        #expect(lines == Transcripts.refreshShowTapRefreshShow)
    }

    @Test func countsSurviveARefreshOnlyInTheStateObject() async throws {
        let lines = try await transcript("refresh", "tap:+1", "tap:+1#2", "tap:+1#2", "show", "tap:Refresh", "show")
        #expect(section(lines, after: "show") == [
            "| Refresh CounterView count: 0", "| [Refresh]",
            "| @StateObject count :1", "| [+1]",
            "| @Observed count :2", "| [+1]",
        ])
        #expect(section(lines, after: "show", occurrence: 2) == [
            "| Refresh CounterView count: 1", "| [Refresh]",
            "| @StateObject count :1", "| [+1]",
            "| @Observed count :0", "| [+1]",
        ])
        #expect(lines.filter { $0.hasPrefix("type:StateObject") } == ["type:StateObject id:746 init"], "the @StateObject is made once")
    }

    @Test func plusOneReRunsOnlyThatCountersBody() async throws {
        let lines = try await transcript("refresh", trace: true, "tap:+1", "tap:+1#2", "tap:Refresh")
        #expect(section(lines, after: "tap:+1") == ["· body CountViewState"])
        #expect(section(lines, after: "tap:+1#2") == ["· body CountViewObserved"])
        #expect(section(lines, after: "tap:Refresh") == [
            "· body Test1",
            "type:Observed id:971 init",
            "· body CountViewObserved",
            "type:Observed id:567 deinit",
        ], "the refresh re-runs the parent and the counter given a new object; the @StateObject counter's input did not change")
    }

    @Test func theTraceShowsInstallBeforeTheObjectAndAppearAfterTheBodies() async throws {
        let lines = try await transcript("refresh", trace: true)
        #expect(lines == [
            "· install Test1",
            "· body Test1",
            "type:Observed id:567 init",
            "· install CountViewState",
            "type:StateObject id:746 init",
            "· body CountViewState",
            "· install CountViewObserved",
            "· body CountViewObserved",
            "· appear CountViewState",
            "· appear CountViewObserved",
            "· appear Test1",
        ], "views appear deepest first, children before their parent (rule 11)")
    }
}
}
