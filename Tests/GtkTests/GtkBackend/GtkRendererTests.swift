import GtkScenarioFacts
import Testing

extension GtkTests {
    /// The renderer against the view tree: what reaches GTK, in what order, and what is left.
    @Suite struct GtkRendererTests {
        @Test func onlyChangedPropertiesReachGTK() throws {
            let properties: PropertiesFacts = try GtkTests.facts(of: .properties)
            #expect(properties.delta == MutationCounts(created: 0, textUpdates: 1, toggleUpdates: 0, inserts: 0, moves: 0, removals: 0, layoutUpdates: 0, styleUpdates: 0),
                    "one label changed: one property set, nothing else")
            #expect(properties.labels == ["count 1", "static", "+1", "add", "ten"])
            #expect(properties.afterTen == ["count 11", "static", "+1", "add", "ten"], "a label of two texts, tapped by its joined label")
        }

        @Test(arguments: [GtkScenario.boxRows, .listRows])
        func forEachMovesMoveWidgetsAndARemovalDestroysOne(scenario: GtkScenario) throws {
            let rows: RowsFacts = try GtkTests.facts(of: scenario)
            #expect(rows.swap == MutationCounts(created: 0, textUpdates: 0, toggleUpdates: 0, inserts: 0, moves: 2, removals: 0, layoutUpdates: 0, styleUpdates: 0), "\(scenario.rawValue)")
            #expect(rows.afterSwap == ["swap", "drop", "row 1", "row 4", "row 3", "row 2", "row 5"], "\(scenario.rawValue)")
            #expect(rows.drop == MutationCounts(created: 0, textUpdates: 0, toggleUpdates: 0, inserts: 0, moves: 0, removals: 1, layoutUpdates: 0, styleUpdates: 0), "\(scenario.rawValue)")
            #expect(rows.afterDrop == ["swap", "drop", "row 4", "row 3", "row 2", "row 5"], "\(scenario.rawValue)")
            if scenario == .listRows {
                #expect(rows.listBoxRows == 4, "a removed row leaves no empty GtkListBoxRow behind")
            }
        }

        @Test func aTaskThatAwaitsThenChangesStateUpdatesTheLabel() throws {
            let task: TaskFacts = try GtkTests.facts(of: .task)
            #expect(task.labels == ["loaded"], "a .task that awaits and then changes state updates the label")
        }

        @Test func appearAndDisappearFollowMappingAndNothingOutlivesTheViews() throws {
            let lifecycle: LifecycleFacts = try GtkTests.facts(of: .lifecycle)
            #expect(lifecycle.journal == [
                "root appear",
                "model init", "root disappear", "page appear",
                "page disappear", "model deinit", "root appear",
                "model init", "page appear",
                "page disappear", "model deinit",
                "root disappear",
            ], "appear and disappear follow the widgets being mapped and unmapped")
            #expect(lifecycle.droppedInThePass == ["model init", "model deinit"], "a removed button's action lets go of what it holds in the pass, not with its element after the frame")
            #expect(lifecycle.pushedLabels == ["page"], "only the top page is mapped")
            #expect(lifecycle.sheetsWhilePresented == 1)
            #expect(lifecycle.sheetsAfter == 0)
            #expect(lifecycle.widgetsDuring > 0)
            #expect(lifecycle.widgetsAfter == 0, "every widget made for the views was finalized")
            #expect(lifecycle.handlersAfter == 0, "every signal closure was released")
        }

        @Test func nothingOutlivesAnExperimentRunInAWindow() throws {
            let experimentFacts: ExperimentsFacts = try GtkTests.facts(of: .experiments)
            let experiments = experimentFacts.leftovers
            #expect(experiments.count == experimentFacts.known, "every experiment was run")
            #expect(experiments.count >= 25)
            for (experiment, leftover) in experiments {
                #expect(leftover == ExperimentsFacts.Leftover(widgets: 0, handlers: 0, headerBarChildren: 0), "\(experiment): nothing outlives the experiment")
            }
        }
    }
}
