import LabRunner
import LifecycleTimeline
import Testing

extension ExperimentRuns {
    /// The lifetime timeline's lanes for scripted runs: what the picture must make obvious.
    @MainActor
    @Suite struct TimelineTests {
        func timeline(_ experiment: String, _ actions: String...) async throws -> Timeline {
            let records = try await HeadlessRun(experimentID: experiment, actions: actions, seed: 1, trace: true).records()
            return Timeline(records: records)
        }

        func marker(_ timeline: Timeline, _ label: String, occurrence: Int = 1) throws -> Int {
            let matching = timeline.markers.filter { $0.label == label }
            return try #require(matching.count >= occurrence ? matching[occurrence - 1].at : nil)
        }

        @Test func refreshCutsEveryObservedBarAndNeverTheStateObjectOne() async throws {
            let timeline = try await timeline("refresh", "tap:+1", "tap:Refresh", "tap:Refresh")
            let first = try marker(timeline, "tap:Refresh"), second = try marker(timeline, "tap:Refresh", occurrence: 2)
            let observed = timeline.lanes.filter { $0.kind == .object && $0.label.hasPrefix("type:Observed") }
            #expect(observed.count == 3, "one lane per Observed object")
            #expect(observed[0].spans.count == 1)
            let firstEnd = try #require(observed[0].spans.first?.end, "the first is released")
            #expect(firstEnd > first && firstEnd < second, "the first ends with the first refresh")
            #expect(observed[1].spans.first?.start ?? 0 > first && (observed[1].spans.first?.end ?? 0) > second, "the second lives between the refreshes")
            #expect(observed[2].spans.count == 1 && observed[2].spans[0].end == nil, "the last lives to the end")
            let stateObject = try #require(timeline.lanes.first { $0.label.hasPrefix("type:StateObject") })
            #expect(stateObject.spans.count == 1 && stateObject.spans[0].end == nil, "the @StateObject's bar is never cut")
        }

        @Test func navigationShowsAStateObjectBarOnlyWhileItsPageIsPushed() async throws {
            let timeline = try await timeline("navigation", "tap:@StateObject", "back", "tap:@StateObject", "back")
            let push1 = try marker(timeline, "tap:@StateObject"), back1 = try marker(timeline, "back")
            let push2 = try marker(timeline, "tap:@StateObject", occurrence: 2), back2 = try marker(timeline, "back", occurrence: 2)
            let objects = timeline.lanes.filter { $0.kind == .object && $0.label.hasPrefix("type:StateObject") }
            #expect(objects.count == 2)
            let spans = objects.flatMap(\.spans)
            #expect(spans.count == 2)
            #expect(spans[0].start > push1 && (spans[0].end ?? .max) > back1 && (spans[0].end ?? .max) < push2)
            let secondEnd = try #require(spans[1].end, "the second page's object is released too")
            #expect(spans[1].start > push2 && secondEnd > back2)
            let page = try #require(timeline.lanes.first { $0.kind == .view && $0.label == "CountViewState" })
            #expect(page.spans.count == 2, "the page's identity is installed twice")
            #expect(page.ticks.map(\.kind) == [.appear, .disappear, .appear, .disappear])
        }

        @Test func toggleShowsBodyDotsForObservableObjectAndNotForObservation() async throws {
            let timeline = try await timeline("toggle", "toggle:Enabled", "toggle:Enabled#2")
            let first = try marker(timeline, "toggle:Enabled"), second = try marker(timeline, "toggle:Enabled#2")
            func bodies(_ view: String) throws -> [Int] {
                try #require(timeline.lanes.first { $0.kind == .view && $0.label == view }).bodies
            }
            #expect(try bodies("MyView").filter { $0 > first }.count == 1, "ObservableObject: the reader of name runs again")
            #expect(try bodies("MyObservableView").filter { $0 > first }.isEmpty, "@Observable: it does not")
            #expect(try bodies("MyObservableSubView").filter { $0 > second }.count == 1)
        }

        @Test func anIDLanesBarsShowEachNewIdentity() async throws {
            let timeline = try await timeline("id", "tap:Increment view ID", "tap:Increment view ID")
            let states = timeline.lanes.filter { $0.kind == .object && $0.label == "Monitor state" }
            #expect(states.count == 2, "a new state is made before the old one goes: two lanes take turns")
            #expect(states.flatMap(\.spans).count == 3, "three states")
            #expect(states[0].spans.count == 2 && states[0].spans[0].end != nil && states[0].spans[1].end == nil, "the first, and the third, alive")
            #expect(states[1].spans.count == 1 && states[1].spans[0].end != nil, "the second, released by the second tap")
            let monitors = timeline.lanes.filter { $0.kind == .view && $0.label == "LifecycleMonitor" }
            #expect(monitors.count == 3, "each id is an identity of its own")
            let markers = timeline.markers.map(\.label)
            #expect(markers == ["tap:Increment view ID", "tap:Increment view ID"])
        }

        @Test func aLiveTimelineKeepsItsLastStretchAndTheObjectsStillAlive() async throws {
            let actions = Array(repeating: "tap:Refresh", count: 150)
            let records = try await HeadlessRun(experimentID: "refresh", actions: actions, seed: 1, trace: true).records()
            let whole = Timeline(records: records)
            let live = try TimelineRecorder(path: nil, keptSteps: 100)
            let file = try TimelineRecorder(path: "/dev/null", keptSteps: 100)
            for record in records {
                live.add(record)
                file.add(record)
            }
            let kept = live.timeline
            #expect(file.timeline == whole, "a recorder that writes a file keeps the whole run")
            let shown = try #require(file.timeline(changedSince: nil)?.0)
            #expect(shown.length == whole.length && shown.length - shown.origin == 100, "but a live view beside it gets what it can draw")
            #expect(kept.length == whole.length, "steps count on from the start")
            #expect(kept.origin > 0 && kept.length - kept.origin <= 125)
            #expect(kept.markers.allSatisfy { $0.at >= kept.origin })
            #expect(kept.markers.last == whole.markers.last)
            let observed = kept.lanes.filter { $0.label.hasPrefix("type:Observed") }
            #expect(observed.count <= kept.markers.count + 1, "one Observed per refresh kept: the lanes of objects long gone go (\(observed.count) of 151)")
            let stateObject = try #require(kept.lanes.first { $0.label.hasPrefix("type:StateObject") })
            #expect(stateObject.spans.count == 1 && stateObject.spans[0].start < kept.origin, "an object alive since the start keeps its bar")
            let lastObserved = try #require(whole.lanes.last { $0.label.hasPrefix("type:Observed") })
            #expect(kept.lanes.contains(lastObserved), "what is kept is as the whole run has it")
        }

        @Test func theSVGIsTheSameForTheSameRun() async throws {
            let a = try await timeline("sheet", "tap:Show StateObject Sheet", "tap:+1", "dismiss").svg()
            let b = try await timeline("sheet", "tap:Show StateObject Sheet", "tap:+1", "dismiss").svg()
            #expect(a == b)
            #expect(a.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(a.contains("prefers-color-scheme: dark"), "readable in the dark style too")
            #expect(a.contains("data-kind=\"object\" data-id=\"type:StateObject id:"))
        }
    }
}
