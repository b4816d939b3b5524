import Testing

extension ExperimentRuns {
    /// The experiments beyond the first three, driven headless, against what the notes say SwiftUI does.
    @MainActor
    @Suite struct CatalogueExperimentTests {
        @Test func splitViewSwapsTheObservedObjectAndKeepsTheDetailsState() async throws {
            let lines = try await transcript("split-view", trace: true, "tap:3", "show", "tap:5", "show")
            let first = Array(try #require(section(lines, after: "show")).suffix(4))
            let second = Array(try #require(section(lines, after: "show", occurrence: 2)).suffix(4))
            #expect(first[0] == "| @State id (the detail's own):" && first[2] == "| Observed item:", "each value says what it is")
            #expect(first.last == "| 3")
            #expect(second.last == "| 5")
            #expect(first[1] == second[1], "the @State UUID belongs to the detail's identity")
            #expect(first[1].count == 2 + 36, "a UUID")
            #expect(section(lines, after: "tap:5") == ["Item 5 init", "· body NVTest", "· body NVDetailView", "Item 3 deinit"])
            #expect(lines.filter { $0 == "· install NVDetailView" }.count == 1)
        }

        @Test func lazyStateShowsWhichObjectsAreBuiltBeforeNavigation() async throws {
            let lines = try await transcript(
                "lazy-state",
                "show", "tap:@StateObject", "back", "tap:@LazyState", "show", "back", "tap:@State + @Observable", "show", "back"
            )
            #expect(lines == [
                "State+Observable init",
                "> show",
                "| [@State + @Observable]",
                "| [@StateObject]",
                "| [@LazyState]",
                "> tap:@StateObject",
                "StateObject init",
                "> back",
                "StateObject deinit",
                "> tap:@LazyState",
                "LazyState init",
                "> show",
                "| LazyState",
                "> back",
                "> tap:@State + @Observable",
                "> show",
                "| State Observation",
                "> back",
            ])
        }

        @Test func stateInitShowsWhichWaysOfInitialisingStateTakeEffect() async throws {
            let lines = try await transcript("state-init", "show", "tap:Parent +1", "show", "tap:+", "tap:+#2", "tap:+#3", "tap:+#4", "tap:+#5", "show")
            let texts = { (n: Int) in section(lines, after: "show", occurrence: n)?.filter { !$0.hasPrefix("| [") } }
            #expect(texts(1) == ["| Number: 99", "| Each child shows its number; \"N:\" is DetailViewN, N from the notes", "| Number: 99", "| 0: 99", "| 1: 0", "| 2: 100", "| 4: 100", "| 5: 99"])
            #expect(texts(2) == ["| Number: 100", "| Each child shows its number; \"N:\" is DetailViewN, N from the notes", "| Number: 100", "| 0: 99", "| 1: 0", "| 2: 100", "| 4: 100", "| 5: 100"])
            #expect(texts(3) == ["| Number: 101", "| Each child shows its number; \"N:\" is DetailViewN, N from the notes", "| Number: 101", "| 0: 100", "| 1: 1", "| 2: 101", "| 4: 101", "| 5: 101"])
            #expect(Array(lines.prefix(3)) == [
                "DetailView1.init: self.number = 100",
                "DetailView2.init: _number = State(initialValue: 100)",
                "DetailView4.onAppear: number = 100",
            ])
            #expect(section(lines, after: "tap:Parent +1") == [
                "DetailView1.init: self.number = 101",
                "DetailView2.init: _number = State(initialValue: 101)",
            ], "the inits run again; onAppear does not")
        }

        @Test func toggleReRunsBothBodiesWithObservableObjectAndOneWithObservable() async throws {
            let lines = try await transcript("toggle", trace: true, "toggle:Enabled", "toggle:Enabled#2", "show")
            #expect(section(lines, after: "toggle:Enabled") == ["· body MyView", "MyView body", "· body MySubView", "==="])
            #expect(section(lines, after: "toggle:Enabled#2") == ["· body MyObservableSubView", "==="])
            #expect(section(lines, after: "show") == [
                "| ObservableObject", "| Some Name", "| [x] Enabled",
                "| @Observable", "| Some Name", "| [x] Enabled",
            ])
        }

        @Test func aMissingEnvironmentObjectIsReportedAndTheRestKeepsRunning() async throws {
            let message = "No ObservableObject of type Store found. A View.environmentObject(_:) for Store may be missing as an ancestor of this view."
            let lines = try await transcript("environment-object", "tap:+1", "show")
            #expect(lines == [
                "Store init",
                "warning: \(message) (ForgotInjection.store)",
                "> tap:+1",
                "> show",
                "| count:1",
                "| [+1]",
                "| \(message)",
            ])
        }

        @Test func anObservableInTheEnvironmentReRunsOnlyItsReaders() async throws {
            let message = "No Observable object of type Library found. A View.environment(_:) for Library may be missing as an ancestor of this view."
            let lines = try await transcript("observable-environment", "tap:Add book", "tap:Add reader", "tap:Show sheet", "show")
            #expect(lines == [
                "Library init",
                "BookCount body",
                "ReaderCount body",
                "warning: \(message) (ForgotLibrary.library)",
                "> tap:Add book",
                "BookCount body",
                "> tap:Add reader",
                "ReaderCount body",
                "> tap:Show sheet",
                "ReaderCount body",
                "> show",
                "| readers: 1",
            ], "each reader runs for what it read; the sheet inherits the object")
        }

        @Test func onlyModelsThatPublishUpdateTheirViews() async throws {
            let lines = try await transcript("custom-publisher", "tap:+1", "tap:+1#2", "tap:+1#3", "show", "tap:Redraw", "show")
            let values = { (n: Int) in section(lines, after: "show", occurrence: n)?.filter { $0.hasPrefix("| value") || $0.hasPrefix("| redraws") } }
            #expect(values(1) == ["| value: 1", "| value: 1", "| value: 0", "| redraws: 0"], "the silent model changed, but its view was not told")
            #expect(values(2) == ["| value: 1", "| value: 1", "| value: 1", "| redraws: 1"])
            #expect(lines.contains("SilentModel value: 1"))
        }

        @Test func subscriptionsLastAsLongAsTheirCancellables() async throws {
            let lines = try await transcript(
                "subscriptions",
                "tap:Post notification", "tap:Release AnyCancellable", "tap:Post notification", "tap:Cancel", "tap:Release Set",
                "tap:Post notification", "tap:Tick", "tap:Release publisher", "tap:Tick"
            )
            #expect(lines == [
                "AnyCancellable holder init",
                "Set<AnyCancellable> holder init",
                "cancel() holder init",
                "Ticker init",
                "> tap:Post notification",
                "post ping 1",
                "AnyCancellable received ping 1",
                "Set<AnyCancellable> received ping 1",
                "cancel() subscriber received ping 1",
                "> tap:Release AnyCancellable",
                "AnyCancellable holder deinit",
                "> tap:Post notification",
                "post ping 2",
                "Set<AnyCancellable> received ping 2",
                "cancel() subscriber received ping 2",
                "> tap:Cancel",
                "cancel() subscriber cancelled",
                "> tap:Release Set",
                "Set<AnyCancellable> holder deinit",
                "> tap:Post notification",
                "post ping 3",
                "> tap:Tick",
                "Ticker subscriber received tick 1",
                "> tap:Release publisher",
                "Ticker deinit",
                "Ticker subscriber received completion: finished",
                "> tap:Tick",
            ])
        }
    }
}
