import Driving
import LabRunner
import Testing
import ViewLayer

extension ExperimentRuns {
    /// The scroll-to case study from the command line: a `ScrollViewReader`'s jumps and a
    /// `.scrollPosition(id:)` binding move a lazy column by id, building only the rows reached.
    @MainActor
    @Suite struct ScrollToCaseStudyTests {
        @Test func aJumpBuildsOnlyTheRowsItReachesAndTheBindingFollows() async throws {
            let lines = try await transcript("scroll-to", "tap:Jump to 30", "show")
            let jump = try #require(section(lines, after: "tap:Jump to 30"))
            #expect(jump.filter { $0.hasSuffix("state created") } == (28...39).map { "Item \($0) state created" },
                    "the viewport from item 30 and two rows either side: nothing between")
            #expect(jump.filter { $0.hasSuffix(" appeared") } == (29...38).map { "Item \($0) appeared" })
            #expect(jump.filter { $0.hasSuffix("state released") } == (1...10).map { "Item \($0) state released" },
                    "the first rows are further than two viewports: deleted")
            #expect(jump.contains("Top item is now 30"), "the binding is written with the first target on screen")
            #expect(section(lines, after: "show")?.prefix(7) == ["| Top item: 30", "| [Jump to 30]", "| [Center 12]", "| [Reveal 2]", "| [Top item 20]", "| Item 30", "| state #13"])
        }

        @Test func anchorsPlaceTheItemAndNoAnchorMovesTheLeast() async throws {
            let lines = try await transcript("scroll-to", "tap:Center 12", "tap:Reveal 2", "tap:Reveal 2", "scroll:down", "tap:Top item 20")
            #expect(section(lines, after: "tap:Center 12")?.contains("Top item is now 9") == true, "item 12 is the fourth of eight: 9 to 16")
            #expect(section(lines, after: "tap:Reveal 2")?.contains("Top item is now 2") == true, "from below, item 2 comes in at the top")
            #expect(section(lines, after: "tap:Reveal 2", occurrence: 2) == [], "item 2 is on screen: nothing moves")
            #expect(section(lines, after: "scroll:down")?.contains("Top item is now 10") == true, "a script's scrolling writes the binding")
            let set = try #require(section(lines, after: "tap:Top item 20"))
            #expect(set.contains("Item 20 appeared"))
            #expect(!set.contains { $0.hasPrefix("Top item is now") && $0 != "Top item is now 20" }, "the binding keeps what it was set to")
        }
    }
}
