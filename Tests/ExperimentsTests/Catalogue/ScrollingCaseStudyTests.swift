import Driving
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

        /// Rule 17 as WWDC26 session 321 tells it: rows built as they come near, the two ahead
        /// prefetched (built, no `onAppear` until placed on screen), rows off screen kept near
        /// enough, and deleted with their state once two viewports away.
        @Test func aLazyVStackBuildsRowsAsTheyComeNearAndKeepsThemNearEnough() async throws {
            let lines = try await transcript("lazy-vstack", "scroll:down", "scroll:top", "show", "scroll:bottom", "scroll:top", "show")
            let opening = try #require(lines.firstIndex(of: "> scroll:down"))
            #expect(lines[..<opening].filter { $0.hasSuffix("state created") } == (1...10).map { "Item \($0) state created" },
                    "the eight rows on screen and two ahead")
            #expect(lines[..<opening].filter { $0.hasSuffix(" appeared") } == (1...9).map { "Item \($0) appeared" },
                    "the ninth, about to enter, is placed; the tenth is prefetched: no onAppear until it is placed")
            let down = try #require(section(lines, after: "scroll:down"))
            #expect(down.filter { $0.hasSuffix("state created") } == (11...18).map { "Item \($0) state created" })
            #expect(down.filter { $0.hasSuffix("disappeared") } == (1...7).map { "Item \($0) disappeared" })
            #expect(down.filter { $0.hasSuffix(" appeared") } == (10...17).map { "Item \($0) appeared" })
            #expect(!down.contains { $0.hasSuffix("state released") }, "rows off screen keep their state")
            let back = try #require(section(lines, after: "scroll:top"))
            #expect(!back.contains { $0.hasSuffix("state created") }, "scrolling back near enough creates nothing")
            #expect(back.filter { $0.hasSuffix(" appeared") } == (1...7).map { "Item \($0) appeared" })
            #expect(!back.contains("Item 18 appeared") && !down.contains("Item 18 appeared"), "a prefetched row scrolled away from never appears")
            #expect(section(lines, after: "show")?.prefix(5) == ["| [Prepend]", "| [Append]", "| Item 1", "| state #1", "| appeared 2× · disappeared 1× · tasks 2×"])
            let bottom = try #require(section(lines, after: "scroll:bottom"))
            #expect(bottom.filter { $0.hasSuffix("state released") } == (1...16).map { "Item \($0) state released" },
                    "rows further than two viewports (sixteen rows) from the screen are deleted")
            let far = try #require(lines.lastIndex(of: "> scroll:top"))
            #expect(lines[far...].filter { $0.hasSuffix("state created") } == (1...10).map { "Item \($0) state created" },
                    "coming back, they are built anew")
            #expect(lines.suffix(from: far).contains("| state #29"), "Item 1's new state is the 29th made")
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

extension ExperimentRuns.ScrollingCaseStudyTests {
    @Test func aTabIsBuiltWhenFirstShownAndKeptAfter() async throws {
        let lines = try await transcript("tab-view", "tap:Tab 2", "tap:Tab 1", "show")
        #expect(Array(lines.prefix(3)) == ["Tab 1 state created", "Tab 1 appeared", "Tab 1 task started"], "only the first tab")
        #expect(section(lines, after: "tap:Tab 2") == [
            "Tab 2 state created", "Tab 1 disappeared", "Tab 1 task cancelled", "Tab 2 appeared", "Tab 2 task started",
        ])
        #expect(section(lines, after: "tap:Tab 1") == ["Tab 2 disappeared", "Tab 2 task cancelled", "Tab 1 appeared", "Tab 1 task started"],
                "nothing is created, nothing released")
        #expect(section(lines, after: "show") == [
            "| [Show Tab 3]", "| [Tab 1]", "| [Tab 2]", "| [Tab 3]", "| [Tab 4]", "| Tab 1", "| state #1", "| appeared 2× · disappeared 1× · tasks 2×",
        ])
    }

    /// The study hands `$tab` to the tab view and never reads `tab`: a write from a button still
    /// switches the tab (issue 30: it was ignored).
    @Test func aSelectionWrittenFromAButtonSwitchesTheTab() async throws {
        let lines = try await transcript("tab-view", "tap:Show Tab 3", "show")
        #expect(section(lines, after: "tap:Show Tab 3") == [
            "Tab 3 state created", "Tab 1 disappeared", "Tab 1 task cancelled", "Tab 3 appeared", "Tab 3 task started",
        ])
        #expect(section(lines, after: "show")?.dropFirst(5).first == "| Tab 3")
    }
}

extension ExperimentRuns.ScrollingCaseStudyTests {
    @Test func aListBuildsRowsAsTheyComeNear() async throws {
        let lines = try await transcript("list", "scroll:down", "scroll:top", "tap:Prepend")
        let opening = try #require(lines.firstIndex(of: "> scroll:down"))
        #expect(lines[..<opening].filter { $0.hasSuffix("state created") }.count == 10)
        #expect(section(lines, after: "scroll:down")?.filter { $0.hasSuffix("state created") }.count == 8)
        #expect(section(lines, after: "scroll:top")?.contains { $0.hasSuffix("state created") } == false)
        #expect(section(lines, after: "tap:Prepend") == ["Item 41 state created", "Item 9 disappeared", "Item 9 task cancelled", "Item 41 appeared", "Item 41 task started"],
                "Item 9, about to enter, is pushed one place down, past it")
    }
}

extension ExperimentRuns.ScrollingCaseStudyTests {
    @Test func aGridBuildsThreeCardsARow() async throws {
        let lines = try await transcript("lazy-vgrid", viewportRows: 2, "scroll:down", "scroll:top")
        let opening = try #require(lines.firstIndex(of: "> scroll:down"))
        #expect(lines[..<opening].filter { $0.hasSuffix("state created") } == (1...9).map { "Item \($0) state created" },
                "two rows on screen and one ahead: nine cards")
        let down = try #require(section(lines, after: "scroll:down"))
        #expect(down.filter { $0.hasSuffix("state created") } == (10...15).map { "Item \($0) state created" }, "two more rows")
        #expect(down.filter { $0.hasSuffix("disappeared") } == (1...3).map { "Item \($0) disappeared" },
                "the first row leaves the placed rows; the second, just above the screen, stays")
        #expect(section(lines, after: "scroll:top")?.contains { $0.hasSuffix("state created") } == false)
    }
}

extension ExperimentRuns.ScrollingCaseStudyTests {
    /// Issue 30: a `Group`'s views in a `List` were built whole at mount, all thirty monitors.
    @Test func aStaticListsGroupsAreBuiltAsTheyComeNear() async throws {
        let lines = try await transcript("static-list", "scroll:down", "scroll:bottom", "tap:Show row 30", "scroll:top")
        let opening = try #require(lines.firstIndex(of: "> scroll:down"))
        #expect(lines[..<opening].filter { $0.hasSuffix("state created") } == (1...10).map { "Row \($0) state created" },
                "eight rows on screen and two ahead, of thirty")
        #expect(section(lines, after: "scroll:down")?.filter { $0.hasSuffix("state created") } == (11...18).map { "Row \($0) state created" },
                "the first group's last five and the second group's first three")
        #expect(section(lines, after: "tap:Show row 30") == ["Row 30 state created", "Row 30 appeared", "Row 30 task started"],
                "just below the screen, about to enter, it is placed")
        #expect(section(lines, after: "scroll:top")?.filter { $0.hasSuffix("state created") } == (1...5).map { "Row \($0) state created" },
                "with rows 22 to 29 on screen, rows 1 to 5 lay further than sixteen rows: deleted with their state, they are built anew")
    }
}
