import Experiments
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 11: the order of `onAppear`, `onDisappear`, `.task` and `onChange` within one update.
@MainActor
@Suite struct CallbackOrderTests {
    /// The program from the issue, with the order observed on iOS 17:
    /// Text onAppear, VStack onAppear, Group onAppear, Text task, VStack task, Group task.
    struct Nested: View {
        let journal: Journal
        @State var isShown = true
        var body: some View {
            Button("toggle") { isShown.toggle() }
            if isShown {
                Group {
                    VStack {
                        Text("hello")
                            .task { journal.log("Text task") }
                            .onAppear { journal.log("Text onAppear") }
                            .onDisappear { journal.log("Text onDisappear") }
                    }
                    .task { journal.log("VStack task") }
                    .onAppear { journal.log("VStack onAppear") }
                    .onDisappear { journal.log("VStack onDisappear") }
                }
                .task { journal.log("Group task") }
                .onAppear { journal.log("Group onAppear") }
                .onDisappear { journal.log("Group onDisappear") }
            }
        }
    }

    @Test func appearActionsRunDeepestFirstAndTasksStartAfterAllOfThem() async {
        let journal = Journal()
        _ = await ViewHost(Nested(journal: journal))
        #expect(journal.take() == [
            "Text onAppear", "VStack onAppear", "Group onAppear",
            "Text task", "VStack task", "Group task",
        ])
    }

    @Test func disappearActionsRunDeepestFirstToo() async throws {
        let journal = Journal()
        let host = await ViewHost(Nested(journal: journal))
        _ = journal.take()
        try await host.tap("toggle")
        #expect(journal.take() == ["Text onDisappear", "VStack onDisappear", "Group onDisappear"])
        try await host.tap("toggle")
        #expect(journal.take() == [
            "Text onAppear", "VStack onAppear", "Group onAppear",
            "Text task", "VStack task", "Group task",
        ], "a view inserted again follows the same order")
    }

    struct Siblings: View {
        let journal: Journal
        var body: some View {
            VStack {
                Text("a").onAppear { journal.log("a") }
                HStack {
                    Text("b").onAppear { journal.log("b") }
                    Text("c").onAppear { journal.log("c") }
                }
                .onAppear { journal.log("bc") }
                Text("d").onAppear { journal.log("d") }
            }
            .onAppear { journal.log("stack") }
        }
    }

    @Test func siblingsAppearInOrderEachAfterItsOwnChildren() async {
        let journal = Journal()
        _ = await ViewHost(Siblings(journal: journal))
        #expect(journal.take() == ["a", "b", "c", "bc", "d", "stack"])
    }

    struct Chained: View {
        let journal: Journal
        var body: some View {
            Text("x")
                .onAppear { journal.log("first") }
                .onAppear { journal.log("second") }
                .onDisappear { journal.log("gone") }
        }
    }

    struct Child: View {
        let journal: Journal
        var body: some View {
            Text("child").onAppear { journal.log("child onAppear") }
        }
    }

    struct Parent: View {
        let journal: Journal
        var body: some View {
            Child(journal: journal).onAppear { journal.log("parent's modifier onAppear") }
        }
    }

    @Test func modifiersChainedOnOneViewRunInWrittenOrderAndChildrenBeforeParents() async {
        let journal = Journal()
        let chained = await ViewHost(Chained(journal: journal))
        #expect(journal.take() == ["first", "second"])
        await chained.unmount()
        _ = journal.take()
        let host = await ViewHost(Parent(journal: journal))
        #expect(journal.take() == ["child onAppear", "parent's modifier onAppear"])
        #expect(host.takeEvents().map(\.description) == ["install Parent", "body Parent", "install Child", "body Child", "appear Child", "appear Parent"],
                "the trace shows appearance deepest first too")
    }

    // MARK: onChange

    struct Watches: View {
        let journal: Journal
        @State var count = 0
        var body: some View {
            let _ = journal.log("body \(count)")
            Text("count \(count)")
                .onChange(of: count) { old, new in journal.log("change \(old) → \(new)") }
                .onChange(of: count) { journal.log("change") }
            Button("+2") {
                count += 1
                count += 1
            }
            Button("same") { count = count }
        }
    }

    @Test func onChangeRunsOncePerUpdateAfterTheBodyWithTheOldAndNewValue() async throws {
        let journal = Journal()
        let host = await ViewHost(Watches(journal: journal))
        #expect(journal.take() == ["body 0"], "no action without a change or initial: true")
        try await host.tap("+2")
        #expect(journal.take() == ["body 2", "change 0 → 2", "change"], "two writes in one update give one call")
        try await host.tap("same")
        #expect(journal.take() == [], "an equal value is no change")
    }

    struct Initial: View {
        let journal: Journal
        @State var value = 1
        var body: some View {
            Text("v")
                .task { journal.log("task") }
                .onChange(of: value, initial: true) { old, new in journal.log("onChange \(old) \(new)") }
                .onAppear { journal.log("onAppear") }
            Text("w")
                .onAppear { journal.log("onAppear w") }
                .onChange(of: value, initial: true) { journal.log("onChange w") }
        }
    }

    /// Observed on iOS 17: `onChange(initial: true)` runs among the `onAppear`s in written
    /// order, before every `.task`.
    @Test func initialOnChangeRunsInTheAppearPhaseInWrittenOrder() async {
        let journal = Journal()
        let host = await ViewHost(Initial(journal: journal))
        #expect(journal.take() == ["onChange 1 1", "onAppear", "onAppear w", "onChange w", "task"])
        _ = host
    }

    // MARK: task(id:)

    struct Loads: View {
        let journal: Journal
        @State var page = 1
        @State var other = 0
        var body: some View {
            Text("page \(page) \(other)")
                .task(id: page) { [page] in
                    journal.log("load \(page)")
                    await withTaskCancellationHandler {
                        await untilCancelled()
                    } onCancel: {
                        journal.log("cancelled \(page)")
                    }
                }
            Button("next") { page += 1 }
            Button("other") { other += 1 }
        }
    }

    @Test func aChangedTaskIDCancelsTheRunningTaskAndStartsAnother() async throws {
        let journal = Journal()
        let host = await ViewHost(Loads(journal: journal))
        #expect(journal.take() == ["load 1"])
        _ = host.takeEvents()
        try await host.tap("other")
        #expect(journal.take() == [], "an update with the same id leaves the task running")
        try await host.tap("next")
        #expect(journal.take() == ["cancelled 1", "load 2"], "the running task is cancelled, then the new one starts")
        #expect(host.takeEvents().map(\.description).filter { $0.hasPrefix("task") } == ["task-cancel Loads", "task-start Loads"])
        await host.unmount()
        #expect(journal.take() == ["cancelled 2"])
    }

    // MARK: Order from the tree, not from creation

    struct Inner: View {
        let journal: Journal
        @Binding var showsChild: Bool
        var body: some View {
            if showsChild {
                Text("C").onDisappear { journal.log("C") }
            }
            Text("inner")
        }
    }

    struct GrowsLater: View {
        let journal: Journal
        @State var showsChild = false
        @State var isShown = true
        var body: some View {
            Button("grow") { showsChild = true }
            Button("remove") { isShown = false }
            if isShown {
                VStack {
                    Inner(journal: journal, showsChild: $showsChild).onDisappear { journal.log("Inner") }
                    Text("X").onDisappear { journal.log("X") }
                }
            }
        }
    }

    @Test func aChildMadeAfterItsParentsLaterSiblingStillGoesBeforeItsParent() async throws {
        let journal = Journal()
        let host = await ViewHost(GrowsLater(journal: journal))
        try await host.tap("grow")
        try await host.tap("remove")
        #expect(journal.take() == ["C", "Inner", "X"])
    }

    struct Prepends: View {
        let journal: Journal
        @State var rows = [2]
        @State var isShown = true
        var body: some View {
            Button("prepend") { rows.insert(1, at: 0) }
            Button("remove") { isShown = false }
            if isShown {
                VStack {
                    ForEach(rows, id: \.self) { row in
                        Text("row \(row)").onDisappear { journal.log("gone \(row)") }
                    }
                }
            }
        }
    }

    @Test func rowsDisappearInTheirOrderOnScreenWhenEverTheyWereMade() async throws {
        let journal = Journal()
        let host = await ViewHost(Prepends(journal: journal))
        try await host.tap("prepend")
        #expect(host.texts == ["row 1", "row 2"])
        try await host.tap("remove")
        #expect(journal.take() == ["gone 1", "gone 2"])
    }

    // MARK: Phases of one pass

    struct Leaf: View {
        var body: some View {
            Text("leaf").task { await untilCancelled() }
        }
    }

    struct Branch: View {
        var body: some View {
            Leaf().task { await untilCancelled() }
        }
    }

    struct Removes: View {
        @State var isShown = true
        var body: some View {
            Button("remove") { isShown = false }
            if isShown { Branch() }
        }
    }

    @Test func tasksAreCancelledAfterEveryDisappearOfThePassDeepestFirst() async throws {
        let host = await ViewHost(Removes())
        _ = host.takeEvents()
        try await host.tap("remove")
        #expect(host.takeEvents().map(\.description) == [
            "body Removes", "disappear Leaf", "disappear Branch", "task-cancel Leaf", "task-cancel Branch", "uninstall Branch", "uninstall Leaf",
        ])
    }

    struct ChangesAndInserts: View {
        let journal: Journal
        @State var flag = false
        var body: some View {
            Button("flip") { flag = true }
                .onChange(of: flag) { journal.log("change") }
            if flag {
                Text("new").onAppear { journal.log("appear") }
            }
        }
    }

    @Test func changeActionsRunBeforeTheAppearancesOfTheSameUpdate() async throws {
        let journal = Journal()
        let host = await ViewHost(ChangesAndInserts(journal: journal))
        try await host.tap("flip")
        #expect(journal.take() == ["change", "appear"])
    }
}
