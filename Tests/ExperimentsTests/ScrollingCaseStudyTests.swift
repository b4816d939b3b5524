import LabRunner
import Testing
import ViewLayer

extension ExperimentRuns {
    /// The scrolling case studies from the command line: which rows are built when, and what
    /// scrolling does to them.
    @MainActor
    @Suite struct ScrollingCaseStudyTests {
        @Test func aScrolledVStackBuildsEveryRowAtOnceAndScrollingLogsNothing() async throws {
            let lines = try await transcript("scroll-vstack", "scroll:down", "show", "scroll:bottom", "tap:Append")
            let opening = try #require(lines.firstIndex(of: "> scroll:down")).advanced(by: 0)
            let built = lines[..<opening]
            #expect(built.filter { $0.hasSuffix("state created") }.count == 40, "every row before any scrolling")
            #expect(built.filter { $0.hasSuffix(" appeared") }.count == 40)
            #expect(section(lines, after: "scroll:down") == [])
            #expect(section(lines, after: "scroll:bottom") == [])
            #expect(section(lines, after: "show")?.prefix(5) == ["| [Prepend]", "| [Append]", "| Item 9", "| state #9", "| appeared 1× · disappeared 0× · tasks 1×"])
            #expect(section(lines, after: "show")?.count == 2 + 8 * 3, "the buttons, and eight cards of three lines")
            #expect(section(lines, after: "tap:Append") == ["Item 41 state created", "Item 41 appeared", "Item 41 task started"],
                    "only the new row is built: the others keep their ids, and their states")
        }

        @Test func theViewportHoldsAsManyRowsAsTheRunSays() async throws {
            let lines = try await transcript("scroll-vstack", viewportRows: 3, "scroll:down", "show")
            #expect(section(lines, after: "show")?.filter { $0.hasPrefix("| Item") } == ["| Item 4", "| Item 5", "| Item 6"])
        }

        @Test(arguments: ScrollStep.allCases)
        func scrollActionsReadAsTheyAreWritten(step: ScrollStep) throws {
            let action = try LabAction(parsing: "scroll:\(step.rawValue)")
            #expect(action == .scroll(step))
            #expect(action.description == "scroll:\(step.rawValue)")
        }
    }
}
