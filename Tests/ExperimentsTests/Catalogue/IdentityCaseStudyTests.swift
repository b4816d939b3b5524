import Testing

extension ExperimentRuns {
    /// The identity case studies, from the command line: which identities live, which are made
    /// afresh, and in what order their callbacks run.
    @MainActor
    @Suite struct IdentityCaseStudyTests {
        @Test func eachBranchOfAnIfElseIsAnIdentityOfItsOwn() async throws {
            let lines = try await transcript("if-else", "tap:Toggle branch", "show", "tap:Toggle branch")
            #expect(Array(lines.prefix(3)) == ["A state created", "A appeared", "A task started"])
            #expect(section(lines, after: "tap:Toggle branch") == [
                "B state created", "B appeared", "A disappeared", "A task cancelled", "A state released", "B task started",
            ], "the new branch's state is made while updating; it appears, then the old branch goes (rule 18), then the new task starts")
            #expect(section(lines, after: "show") == [
                "| [Toggle branch]", "| B", "| state #2", "| appeared 1× · disappeared 0× · tasks 1×",
            ])
            #expect(section(lines, after: "tap:Toggle branch", occurrence: 2)?.first == "A state created", "A comes back as a new state")
        }

        @Test func eachCaseOfASwitchIsAnIdentityAndTheSameCaseKeepsIt() async throws {
            let lines = try await transcript("switch", "tap:Case 2", "tap:Case 2", "tap:Case 3", "show")
            #expect(section(lines, after: "tap:Case 2", occurrence: 2) == [], "selecting the shown case changes nothing")
            #expect(section(lines, after: "tap:Case 3")?.first == "Case 3 state created")
            #expect(section(lines, after: "show")?.dropFirst(3) == ["| Case 3", "| state #3", "| appeared 1× · disappeared 0× · tasks 1×"])
        }

        @Test func aNewIDIsANewViewWithNewState() async throws {
            let lines = try await transcript("id", "tap:Increment view ID", "show")
            #expect(section(lines, after: "tap:Increment view ID") == [
                "Monitor state created", "Monitor appeared", "Monitor disappeared", "Monitor task cancelled",
                "Monitor state released", "Monitor task started",
            ])
            #expect(section(lines, after: "show")?.contains("| state #2") == true)
        }

        /// Rule 19, Sobol's "if transition": the panel's lifetime ends when its removal
        /// transition does; a tap while it moves out brings the same panel back.
        @Test func aTransitionEndsTheLifetimeWhenItEnds() async throws {
            let lines = try await transcript("if-transition", "tap:Toggle panel", "tap:Toggle panel", "tap:Toggle panel",
                                             "tap:Toggle panel", "wait:0.3", "tap:Toggle panel", "show")
            #expect(section(lines, after: "tap:Toggle panel") == [
                "Show started", "Panel state created", "Panel appeared", "Panel task started", "Show completed",
            ], "the lifetime starts as the transition begins")
            #expect(section(lines, after: "tap:Toggle panel", occurrence: 2) == [
                "Hide started", "Panel disappeared", "Panel task cancelled", "Panel state released", "Hide completed",
            ], "and ends when it completes, before the completion runs")
            #expect(section(lines, after: "tap:Toggle panel", occurrence: 4) == ["Hide started"], "the next step waits only 0.3 s")
            #expect(section(lines, after: "tap:Toggle panel", occurrence: 5) == ["Show started", "Hide completed", "Show completed"],
                    "brought back while moving out: no disappear, no new state")
            #expect(section(lines, after: "show")?.contains("| state #2") == true)
        }

        @Test func opacityZeroHidesTheViewAndKeepsItsIdentity() async throws {
            let lines = try await transcript("opacity", "tap:Hide", "show", "tap:Show", "show")
            #expect(section(lines, after: "tap:Hide") == [], "no onDisappear, no release")
            #expect(section(lines, after: "show") == ["| [Hide]", "| [Show]"], "a person cannot see it")
            #expect(section(lines, after: "tap:Show") == [], "no onAppear either: it never left")
            #expect(section(lines, after: "show", occurrence: 2) == [
                "| [Hide]", "| [Show]", "| Monitor", "| state #1", "| appeared 1× · disappeared 0× · tasks 1×",
            ])
        }
    }
}

extension ExperimentRuns {
    /// The control case studies (issue 32), from the command line: a person's choice in a control
    /// as a choice of identity.
    @MainActor
    @Suite struct ControlCaseStudyTests {
        @Test func aPickersChoiceSwitchesIdentitiesAndASliderIsOnlyAnInput() async throws {
            let lines = try await transcript(
                "picker-switch", "show", "select:Shape=Square", "select:Shape=Square", "select:Shape=Star", "set:Size=0.75", "show"
            )
            #expect(Array(lines.prefix(3)) == ["Circle state created", "Circle appeared", "Circle task started"])
            #expect(section(lines, after: "show")?.prefix(2) == ["| [Shape: Circle]", "| Size: <0.5>"])
            #expect(section(lines, after: "select:Shape=Square") == [
                "Square state created", "Square appeared", "Circle disappeared", "Circle task cancelled", "Circle state released", "Square task started",
            ], "as the switch study: the new case's state while updating, then the old case goes")
            #expect(section(lines, after: "select:Shape=Square", occurrence: 2) == [], "choosing the chosen shape writes nothing")
            #expect(section(lines, after: "set:Size=0.75") == [], "the slider changes an input only: the card keeps its state")
            #expect(section(lines, after: "show", occurrence: 2) == [
                "| [Shape: Star]", "| Size: <0.75>", "| Star", "| state #3", "| appeared 1× · disappeared 0× · tasks 1×", "| Size 75%",
            ])
        }

        /// Deleting a row releases its own state and no other; moving rows keeps every state.
        @Test func aDeletedRowReleasesOnlyItsStateAndMovedRowsKeepTheirs() async throws {
            let lines = try await transcript("edit-list", "delete:Banana", "move:Damson=1", "move:Apple=3", "show")
            #expect(section(lines, after: "delete:Banana") == ["Banana disappeared", "Banana task cancelled", "Banana state released"])
            #expect(section(lines, after: "move:Damson=1") == [], "a moved row is the same identity: nothing made, nothing released")
            #expect(section(lines, after: "move:Apple=3") == [])
            #expect(section(lines, after: "show")?.filter { !$0.hasPrefix("| appeared") } == [
                "| Damson", "| state #4", "| Cherry", "| state #3", "| Apple", "| state #1",
            ])
        }
    }
}

extension ExperimentRuns.ControlCaseStudyTests {
    /// The timeline view's content keeps its state while its body runs every second; `wait:`
    /// moves the headless clock, and nothing moves it otherwise.
    @Test func aTimelineViewsContentKeepsItsStateWhileItsBodyRunsEverySecond() async throws {
        let lines = try await transcript("timeline-view", trace: true, "show", "wait:3", "tap:Tapped 0×", "wait:2", "show")
        #expect(section(lines, after: "show")?.suffix(4) == ["| Seconds: 0", "| [Tapped 0×]", "| Open for", "| 0:00"])
        #expect(section(lines, after: "wait:3")?.filter { $0 == "· body TickingCard" }.count == 3, "a body a second, three seconds")
        #expect(section(lines, after: "wait:3")?.contains { $0.contains("install") || $0.contains("appear") } == false, "no new identity")
        #expect(section(lines, after: "show", occurrence: 2)?.suffix(6) == ["| state #1", "| appeared 1× · disappeared 0× · tasks 1×", "| Seconds: 5", "| [Tapped 1×]", "| Open for", "| 0:05"],
                "the timer text counts on the same clock")
        #expect(lines.filter { $0 == "· body TimelineStudy" }.count == 1, "the timer runs no body of its view's: its one body is the first")
    }
}
