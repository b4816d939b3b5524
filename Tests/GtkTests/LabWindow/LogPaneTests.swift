import GtkScenarioFacts
import Testing

extension GtkTests {
    /// The lab's log pane: bounded lines, saving, colours, and in a window beside a run.
    @Suite struct LogPaneTests {
        @Test func theLogPaneKeepsItsNewestLinesAndSavesThemAllOrSaysWhyNot() throws {
            let pane: LogPaneFacts = try GtkTests.facts(of: .logPane)
            #expect(pane.shown == ["… 7 earlier lines (Save… writes them)", "line 8", "line 9", "line 10", "line 11", "line 12"])
            #expect(pane.lineCount == 5)
            #expect(pane.saved == true)
            #expect(pane.savedLines == (1...12).map { "line \($0)" }, "Save… writes every line since the start")
            #expect(pane.failure == "cannot write \"/nonexistent-directory/x.log\": No such file or directory")
            #expect(pane.errorDialogs == 1, "a failed save is shown, not silent")
            #expect(pane.linesSavedAfterClear == 1, "Clear forgets the spooled lines too")
            #expect(pane.highlighted == ["record 1", "record 3"], "a lane's steps are highlighted in the log")
            #expect(pane.highlightCleared == 0)
            #expect(pane.brokenShown == ["record 0 ⏎ its second line", "record 1", "record 2"], "one record is one line")
            #expect(pane.brokenHighlighted == ["record 2"], "so a later step's line is still its own")
            #expect(pane.rememberedSteps == 3, "only the steps of the lines the pane shows are kept")
        }

        @Test func theLogsColoursMeetWCAGAAInTheLightAndTheDarkStyle() throws {
            let colours: LogColoursFacts = try GtkTests.facts(of: .logColours)
            #expect(colours.lightMinimum >= 4.5, "WCAG AA in the light style")
            #expect(colours.darkMinimum >= 4.5, "WCAG AA in the dark style")
        }

        @Test func inAWindowThePaneFollowsItsEndShowsTheTraceOnRequestAndHighlightsTheSelectedLane() throws {
            let inWindow: LogPaneWindowFacts = try GtkTests.facts(of: .logPaneWindow)
            #expect(inWindow.followed == true, "the newest line is in view")
            #expect(inWindow.stayedUp == true, "a person who scrolled up stays where they are")
            #expect(inWindow.traceHidden == true, "the layer's events stay out of the pane")
            #expect(inWindow.traceShown == true, "until Trace is on")
            #expect(inWindow.selectedLane == "type:Observed id:567", "a click on the second lane selects it")
            let highlighted = inWindow.highlightedForLane
            #expect(highlighted.count == 1 && highlighted[0].hasSuffix("type:Observed id:567 init"), "and the log highlights its line: \(highlighted)")
            #expect(inWindow.keptWhileGrowing == true, "the selection stays while the run goes on")
            #expect(inWindow.droppedOnNewRun == true, "a new run drops it, even one longer than the last")
        }
    }
}
