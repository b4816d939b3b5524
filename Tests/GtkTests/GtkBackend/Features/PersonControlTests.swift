import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Issue 32: the controls added lately, each used through its real GTK widget as a person
    /// uses it, set their bindings and are logged as the script actions that do the same.
    @Suite struct PersonControlTests {
        @Test func eachControlDoesThroughItsWidgetWhatAPersonsUseDoes() throws {
            let facts: PersonControlFacts = try GtkTests.facts(of: .personControls)
            func status(_ wifi: Bool, _ pinned: Bool, saves: Int = 0, tip: String = "0.1", refreshes: Int = 0, editing: Bool = false) -> String {
                "wifi \(wifi), pinned \(pinned), saves \(saves), tip \(tip), refreshes \(refreshes), editing \(editing)"
            }
            #expect(facts.shown["start"] == status(false, false))

            // A click on the GtkSwitch and on the GtkToggleButton flips each binding, logged as `toggle:`.
            #expect(facts.shown["switch"] == status(true, false))
            #expect(facts.logged["switch"] == ["toggle:Wi-Fi"])
            #expect(facts.shown["toggle button"] == status(true, true))
            #expect(facts.logged["toggle button"] == ["toggle:Pinned"])

            // A split menu: its button runs the primary action, logged as the `tap:` that runs it;
            // its arrow opens the items, and the item chosen is logged as `select:`.
            #expect(facts.shown["primary"] == status(true, true, saves: 1))
            #expect(facts.logged["primary"] == ["tap:Save"], "the primary action is the menu's tap")
            #expect(facts.logged["arrow"] == [], "opening a menu is no action")
            #expect(facts.popoverOpen == [true, false], "the arrow opens the items' popover, and choosing an item closes it")
            #expect(facts.logged["item"] == ["select:Save=Save as…"])
            #expect(facts.journal.first == "save as")
            #expect(facts.shown["item"] == status(true, true, saves: 1), "the item is not the primary action")

            // EditButton switches the window's edit mode, and its own label to Done.
            #expect(facts.logged["edit"] == ["tap:Edit"])
            #expect(facts.shown["edit"] == status(true, true, saves: 1, editing: true))
            #expect(facts.shown["edit button"] == "Done")

            // The vertical field: Return submits, Shift+Return starts a line, typing goes on.
            #expect(facts.logged["notes return"] == ["submit:Notes"])
            #expect(facts.journal.dropFirst().first == "submitted \"Milk\"")
            #expect(facts.logged["notes shift return"] == ["(unscriptable)"], "a line break is no one-line action")
            #expect(facts.logged["notes more"] == ["type:Notes=e"])
            #expect(facts.notes == "Milk\ne", "Return put no line in; Shift+Return did")

            // The number field takes what was typed only when the focus leaves it.
            #expect(facts.shown["tip typed"] == status(true, true, saves: 1, editing: true), "typing alone commits nothing")
            #expect(facts.shown["tip left"] == status(true, true, saves: 1, tip: "0.25", editing: true))

            // The header bar's refresh button: a second press while the refresh runs starts none;
            // one after it is over starts the next; `\.refresh` runs it from code and waits for it.
            #expect(facts.logged["refresh twice"] == ["tap:Refresh", "tap:Refresh"])
            #expect(facts.logged["refresh again"] == ["tap:Refresh"])
            #expect(Array(facts.journal.drop { !$0.hasPrefix("refresh") }) == [
                "refresh 1 started", "refresh 1 over", "refresh 2 started", "refresh 2 over",
                "refresh 3 started", "refresh 3 over", "awaited the refresh",
            ])
            #expect(facts.shown["end"] == status(true, true, saves: 1, tip: "0.25", refreshes: 3, editing: true))
            #expect(facts.shown["refresh action"] == "a refresh action", "views below read the action as \\.refresh")
            #expect(facts.widgetsAfter == 0)
            #expect(facts.handlersAfter == 0)
        }
    }
}
