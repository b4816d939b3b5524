import Testing

/// The notes' Test2: a popped page's @StateObject is released; the @ObservedObject lives with the list.
extension ExperimentRuns {
@MainActor
@Suite struct NavigationExperimentTests {
    @Test func theStateObjectPageStartsAgainAfterBack() async throws {
        let lines = try await transcript("navigation", "show", "tap:@StateObject", "tap:+1", "tap:+1", "show", "back", "show", "tap:@StateObject", "show")
        #expect(lines == [
            "type:Observed id:567 init",
            "> show",
            "| [@StateObject]",
            "| [@ObservedObject]",
            "> tap:@StateObject",
            "type:StateObject id:746 init",
            "> tap:+1",
            "> tap:+1",
            "> show",
            "| @StateObject count :2",
            "| [+1]",
            "> back",
            "type:StateObject id:746 deinit",
            "> show",
            "| [@StateObject]",
            "| [@ObservedObject]",
            "> tap:@StateObject",
            "type:StateObject id:971 init",
            "> show",
            "| @StateObject count :0",
            "| [+1]",
        ])
    }

    @Test func theObservedObjectPageKeepsItsCountAcrossBackAndReEntry() async throws {
        let lines = try await transcript("navigation", trace: true, "tap:@ObservedObject", "tap:+1", "back", "tap:@ObservedObject", "show")
        #expect(section(lines, after: "back") == ["· disappear CountViewObserved", "· uninstall CountViewObserved"], "the page's identity goes, the object stays")
        #expect(section(lines, after: "show") == ["| @Observed count :1", "| [+1]"])
        #expect(lines.filter { $0.hasPrefix("type:Observed") } == ["type:Observed id:567 init"], "made once, with the list")
    }

    @Test func theListKeepsItsStateWhileAPageIsPushed() async throws {
        let lines = try await transcript("navigation", trace: true, "tap:@StateObject", "back")
        #expect(!lines.contains("· uninstall Test2"))
        #expect(lines.filter { $0 == "· body Test2" }.count == 1, "pushing and popping does not re-run the list's body")
    }
}
}
