import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Sheets and covers in GTK windows.
    @Suite struct PresentationsTests {
        @Test func aSheetWhoseContentMakesNoWidgetIsShownAndClosingItDismissesIt() throws {
            let emptySheet: EmptySheetFacts = try GtkTests.facts(of: .emptySheet)
            #expect(emptySheet.visible == true, "a sheet whose content makes no widget is still shown")
            #expect(emptySheet.sheetsAfterClose == 0, "and closing its window dismisses it")
        }

        @Test func aSheetCoversTheBackButtonAndASheetUnderAnotherIsNotClosedByItsOwnClose() throws {
            let cover: SheetCoverFacts = try GtkTests.facts(of: .sheetCover)
            #expect(cover.backBefore == true)
            #expect(cover.backUnderSheet == false, "a sheet covers the header bar's back button too")
            #expect(cover.backUnderOneSheet == false)
            #expect(cover.backAfter == true, "which takes input again once the sheets are gone")
            #expect(cover.sheetsAfterLowerClose == 2, "a sheet under another is not closed by its own ×")
        }

        @Test func aCoverLiesOverTheRootContentNotItsWholeWindow() throws {
            // The cover's window has the invisible margin GTK gives a window it decorates itself,
            // the same on every side; within it, the cover is exactly over the root content.
            let coverArea: CoverAreaFacts = try GtkTests.facts(of: .coverArea)
            let content = coverArea.content
            let coverWindow = coverArea.cover
            #expect(coverArea.labels == ["covering"])
            try #require(content.count == 4 && coverWindow.count == 4, "both on screen: \(content), \(coverWindow)")
            let margin = content[0] - coverWindow[0]
            #expect((0...12).contains(margin), "\(coverWindow) around \(content)")
            #expect(coverWindow == [content[0] - margin, content[1] - margin, content[2] + 2 * margin, content[3] + 2 * margin],
                    "a cover lies over the root content, not its whole window")
        }
    }
}
