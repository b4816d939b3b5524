import Driving
import HeadlessBackend
import Testing
import ViewLayer

/// A view of yours, mounted on the headless renderer for a test: act on it as a person would,
/// and read what it shows, which bodies ran and what its lifecycle did.
///
///     @MainActor @Test func countingUp() async throws {
///         let host = await ViewHost(CounterView())
///         try await host.tap("+1")
///         #expect(host.texts == ["count 1"])
///         #expect(host.bodyCount(of: CounterView.self) == 2)
///     }
///
/// Every action lets everything it caused finish before it returns: updates, appear and disappear
/// callbacks, releases, and main-actor tasks that are ready. A host keeps everything it records
/// to itself, so hosts in tests that run side by side do not see each other's.
@MainActor
public final class ViewHost {
    let backend = HeadlessBackend()
    let graph: ViewGraph
    /// The lifecycle events so far, in order.
    public private(set) var events: [LifecycleEvent] = []
    /// The runtime warnings this host's views caused, in SwiftUI's words, once per site; they are
    /// captured here rather than printed.
    public private(set) var warnings: [RuntimeWarning] = []
    private var isMounted = true
    /// Where the view's objects record their lives, if the test gave one.
    public let lifetimes: LifetimeRecorder?
    /// The view's `@Environment(\.continuousClock)`: time stands still until `advance(by:)`.
    public let clock = TestClock()
    /// The `clock`'s instant at which the graph's animation time was zero.
    private let animationOrigin: TestClock.Instant

    /// Mounts `view` and lets its first appearance finish: its `onAppear`s have run and its
    /// tasks have started when this returns.
    /// - Parameters:
    ///   - view: The view under test.
    ///   - lifetimes: Where its objects record their lives, for `leftovers`.
    ///   - behavior: The SwiftUI release whose documented behaviour the view gets (rule 20):
    ///     `.ios17` builds every tab of a `TabView` at its first show, for one.
    public init<Content: View>(_ view: Content, lifetimes: LifetimeRecorder? = nil, behavior: SwiftUIRelease = .standard) async {
        self.lifetimes = lifetimes
        animationOrigin = clock.now
        graph = ViewGraph(backend: backend, followsRealTime: false, release: behavior)
        // Weak: a host dropped without `unmount()` is unmounted after it is gone (see `deinit`).
        graph.traceHandler = { [weak self] event in
            self?.events.append(LifecycleEvent(kind: event.kind, view: event.view, path: event.path))
        }
        graph.warningHandler = { [weak self] warning in
            self?.warnings.append(RuntimeWarning(message: warning.message, site: warning.site))
        }
        var environment = EnvironmentValues()
        environment.continuousClock = clock
        graph.mount(view, in: backend.window, environment: environment)
        await settle()
    }

    /// A host a test let go of without `unmount()` still ends its view, so that its tasks do not
    /// run on after the test: they are cancelled, and its state released, on the main actor.
    deinit {
        guard isMounted else { return }
        Task { @MainActor [graph] in graph.unmount() }
    }

    // MARK: What is shown

    /// What `lifecycle-lab run`'s `show` prints, line by line: `| TEXT`, `| [LABEL]`, `| [x] LABEL`.
    public var shown: [String] { backend.shownItems().map(\.line) }

    /// The texts shown, in on-screen order (not the labels of controls).
    public var texts: [String] { backend.shownItems().texts }

    /// The title of the page on top (`.navigationTitle(_:)`), as the window's header bar shows it;
    /// nil when no view shown gives one.
    public var navigationTitle: String? { backend.shownNavigationTitle }

    /// How many times bodies of `type` ran: the type itself, so `Box<Int>` and `Box<String>` count apart.
    public func bodyCount<V: View>(of type: V.Type) -> Int {
        graph.statistics.bodyCount(of: type)
    }

    /// What the renderer was asked to change so far (elements created, texts updated, moves,
    /// removals…): for tests that an update touched no more than it had to.
    public var rendererChanges: BackendMutations { backend.mutations }

    /// Returns the lifecycle events since the last call (or since mounting) and forgets them.
    public func takeEvents() -> [LifecycleEvent] {
        defer { events.removeAll() }
        return events
    }

    // MARK: Acting

    /// Taps the `occurrence`-th (from 1) shown button or link labelled `label`; when none has
    /// that label, the view with a tap gesture that has, pressed as many times as it counts.
    public func tap(_ label: String, _ occurrence: Int = 1) async throws {
        try await tap(label, occurrence, within: nil)
    }

    /// Flips the `occurrence`-th shown toggle labelled `label`.
    public func toggle(_ label: String, _ occurrence: Int = 1) async throws {
        try await toggle(label, occurrence, within: nil)
    }

    /// Types `text` into the text field labelled `label`, one key at a time, each settled.
    public func type(_ text: String, into label: String, _ occurrence: Int = 1) async throws {
        try await type(text, into: label, occurrence, within: nil)
    }

    /// Chooses `option` in the `occurrence`-th shown picker or menu labelled `label`, or in the
    /// context menu of the view whose texts are `label`, as a person picks it, and lets what it
    /// caused finish. For a `DatePicker`, `option` is a day, a time or both as `shown` prints
    /// them (`2026-12-24`, `18:05`, `2026-12-24 18:05`).
    public func select(_ option: String, in label: String, _ occurrence: Int = 1) async throws {
        try await select(option, in: label, occurrence, within: nil)
    }

    /// Presses Enter in the `occurrence`-th shown text field labelled `label`, which runs the
    /// `onSubmit` actions around it, and lets what it caused finish.
    public func submit(_ label: String, _ occurrence: Int = 1) async throws {
        try act { try backend.submit(label, occurrence: occurrence, within: nil) }
        await settle()
    }

    /// Gives the keyboard's focus to the `occurrence`-th shown control labelled `label`, as a
    /// person's click or Tab does, and lets what it caused finish: a `@FocusState` follows.
    public func focus(_ label: String, _ occurrence: Int = 1) async throws {
        try act { try backend.focus(label, occurrence: occurrence, within: nil) }
        await settle()
    }

    /// Deletes the shown row whose text is `label`, as its delete button (a swipe, on iOS) does,
    /// and lets what it caused finish.
    public func delete(_ label: String) async throws {
        try act { try backend.deleteRow(label) }
        await settle()
    }

    /// Moves the shown row whose text is `label` to `position`, counted from 1 among its rows, as
    /// a person moving it there does, and lets what it caused finish.
    public func move(_ label: String, to position: Int) async throws {
        try act { try backend.moveRow(label, to: position) }
        await settle()
    }

    /// Sets the `occurrence`-th shown slider or stepper labelled `label` to `value`, which must
    /// lie in its range, as a person drags or steps it there, or the text field bound to a number
    /// (`TextField(_:value:format:)`), as a person types the number and moves on; and lets what
    /// it caused finish.
    public func set(_ label: String, to value: Double, _ occurrence: Int = 1) async throws {
        try await set(label, to: value, occurrence, within: nil)
    }

    /// Scrolls the innermost scroll view on screen by `step`: `.down` and `.up` by a viewport
    /// (`viewportRows` rows, 8), `.top` and `.bottom` to an end.
    public func scroll(_ step: ScrollStep) async throws {
        try await scroll(step, within: nil)
    }

    // The actions, in the whole front window or within one view's elements (a `ViewScope`'s).

    func scroll(_ step: ScrollStep, within view: InspectedView?) async throws {
        try act { try backend.scroll(step, within: view?.elements) }
        await settle()
    }

    func tap(_ label: String, _ occurrence: Int, within view: InspectedView?) async throws {
        try act { try backend.tap(label, occurrence: occurrence, within: view?.elements) }
        await settle()
    }

    func toggle(_ label: String, _ occurrence: Int, within view: InspectedView?) async throws {
        try act { try backend.toggle(label, occurrence: occurrence, within: view?.elements) }
        await settle()
    }

    func select(_ option: String, in label: String, _ occurrence: Int, within view: InspectedView?) async throws {
        try act { try backend.select(option, in: label, occurrence: occurrence, within: view?.elements) }
        await settle()
    }

    func set(_ label: String, to value: Double, _ occurrence: Int, within view: InspectedView?) async throws {
        try act { try backend.set(label, occurrence: occurrence, to: value, within: view?.elements) }
        await settle()
    }

    func type(_ text: String, into label: String, _ occurrence: Int, within view: InspectedView?) async throws {
        // The field is looked for first, so that typing nothing into a field that is not there fails too.
        try act { try backend.type("", into: label, occurrence: occurrence, within: view?.elements) }
        for character in text {
            try act { try backend.type(String(character), into: label, occurrence: occurrence, within: view?.elements) }
            await settle()
        }
    }

    /// Goes back from the top pushed page, as its back button does.
    public func back() async throws {
        try act { try backend.goBack() }
        await settle()
    }

    /// Dismisses the top sheet, full-screen cover or popover, as closing it does.
    public func dismiss() async throws {
        try act { try backend.dismissTopPresentation() }
        await settle()
    }

    /// Puts the view's window in `phase`, as the desktop would by focusing it (`.active`), giving
    /// the focus to another window (`.inactive`) or minimising it (`.background`), and lets what
    /// the change caused finish: the views that read `\.scenePhase` run their bodies again, and
    /// their `onChange(of:)` actions run. The window starts `.active`.
    public func setScenePhase(_ phase: ScenePhase) async {
        backend.setScenePhase(phase)
        await settle()
    }

    /// Gives the view's window the size classes of a window that size: `.compact` horizontally
    /// for an iPhone held upright or a narrow window. The window starts `.regular` in both.
    public func setSizeClasses(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass = .regular) async {
        graph.setSizeClasses(horizontal: horizontal, vertical: vertical)
        await settle()
    }

    /// Moves the host's `clock`, and the graph's animation time with it, forward by `duration`.
    /// Each sleep it reaches wakes at its own deadline, and each animation ends at its own (a
    /// view removed under `withAnimation` leaves then), earliest first, and what each causes
    /// finishes before the next: a task that ticks every second ticks three times in
    /// `advance(by: .seconds(3))`.
    public func advance(by duration: Duration) async {
        let target = clock.now.advanced(by: duration)
        while true {
            let animation = graph.animationClock.nextDeadline().map { animationOrigin.advanced(by: $0) }
            guard let deadline = [clock.nextDeadline, animation].compactMap({ $0 }).min(), deadline <= target else { break }
            await wake(at: deadline)
        }
        await wake(at: target)
    }

    /// Moves the clocks to `instant` and settles once the woken tasks are running again. A woken
    /// sleep resumes on the cooperative pool, which a busy machine may not run within the few
    /// turns `settle()` waits: the task would sleep again only after the next deadline was chosen.
    private func wake(at instant: TestClock.Instant) async {
        clock.move(to: instant)
        graph.animationClock.advance(to: animationOrigin.duration(to: instant))
        // Bounded, should a woken task never be run.
        for _ in 0..<100_000 where clock.isWaking { await Task.yield() }
        await settle()
    }

    /// Lets everything set in motion finish: for work a test starts itself (a model changed
    /// from the test, say).
    public func settle() async {
        await graph.settle()
    }

    /// Runs a person's action as this host's graph's, so that the warnings it causes are this host's.
    func act(_ action: () throws -> Void) throws {
        try graph.acting(action)
    }

    // MARK: Ending

    /// Removes the view: it disappears, and everything it owned is released.
    public func unmount() async {
        guard isMounted else { return }
        isMounted = false
        graph.unmount()
        await graph.settle()
    }

    /// What outlives `unmount()`: elements the renderer still has, nodes the graph still holds,
    /// and objects of `lifetimes` not released. Empty when nothing does; otherwise each line says
    /// what is left, for the test's failure message.
    public var leftovers: [String] {
        var left: [String] = []
        // The window itself is the host's, not the view's.
        let elements = backend.liveElementCount - 1
        if elements > 0 { left.append("\(elements) element\(elements == 1 ? "" : "s") of the renderer") }
        let nodes = graph.statistics.liveNodes
        if nodes > 0 { left.append("\(nodes) node\(nodes == 1 ? "" : "s") of the graph") }
        for object in lifetimes?.living ?? [] { left.append("\(object), never released") }
        return left
    }

    /// Records a test failure unless the view was unmounted and nothing outlived it; the
    /// failure lists what is left, as `leftovers` says it.
    public func expectNothingOutlives(sourceLocation: SourceLocation = #_sourceLocation) {
        if isMounted {
            Issue.record("the view is still mounted: call `await host.unmount()` first", sourceLocation: sourceLocation)
            return
        }
        let left = leftovers
        guard !left.isEmpty else { return }
        Issue.record(Comment(rawValue: "outlived the view:\n" + left.map { "- " + $0 }.joined(separator: "\n")), sourceLocation: sourceLocation)
    }

    /// The tree of your views as text, for snapshot-style tests: each view's type, and indented
    /// under it what it shows (as `shown` prints it) and the views inside it, in on-screen order.
    /// A presented sheet or pushed page is in the tree under the view that presents it; a view
    /// that lives but is not on screen (the page under a pushed one) is marked `(not shown)`.
    /// The same tree gives the same text, whatever ran before.
    ///
    ///     CartView
    ///       | items: 1
    ///       | [Add]
    ///       Row
    ///         | Milk
    public var snapshot: String {
        guard let root = graph.inspectedRoot else { return "" }
        // On screen: in the window or a presentation, under a sheet or not; a full-screen
        // cover's presenter is hidden.
        let shown = backend.shownElements(within: [backend.window] + backend.presentations).filter { ($0.element as? HeadlessElement)?.isMapped ?? true }
        let onScreen = Set(shown.map { ObjectIdentifier($0.element) })
        var lines: [String] = []
        appendSnapshot(of: root, depth: 0, onScreen: onScreen, to: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendSnapshot(of view: InspectedView, depth: Int, onScreen: Set<ObjectIdentifier>, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let everShown = backend.shownElements(within: view.elements)
        let shown = everShown.filter { onScreen.contains(ObjectIdentifier($0.element)) }
        lines.append(indent + view.typeName + (shown.isEmpty && !everShown.isEmpty ? " (not shown)" : ""))
        let children = view.childViews
        // Which child shows each element: the view's own items go under it, a child's under the child.
        var owners: [ObjectIdentifier: Int] = [:]
        for (index, child) in children.enumerated() {
            for item in backend.shownElements(within: child.elements) { owners[ObjectIdentifier(item.element)] = index }
        }
        var written = Set<Int>()
        for item in shown {
            if let owner = owners[ObjectIdentifier(item.element)] {
                if written.insert(owner).inserted { appendSnapshot(of: children[owner], depth: depth + 1, onScreen: onScreen, to: &lines) }
            } else {
                lines.append(indent + "  " + item.item.line)
            }
        }
        // Then the views not on screen here: a sheet's (in a window of its own), hidden ones.
        for (index, child) in children.enumerated() where !written.contains(index) {
            appendSnapshot(of: child, depth: depth + 1, onScreen: onScreen, to: &lines)
        }
    }
}

/// Something the view layer did to one of your views.
public struct LifecycleEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened: install, body, appear, disappear, uninstall, a task's start or cancellation.
    public typealias Kind = TraceEvent.Kind

    public init(kind: Kind, view: String, path: String) {
        self.kind = kind
        self.view = view
        self.path = path
    }

    public var kind: Kind
    /// The view's type name: `CounterView`.
    public var view: String
    /// The identity: keys and type names from the root.
    public var path: String

    /// `body CounterView`, as `--trace` prints it without the dot.
    public var description: String { "\(kind.rawValue) \(view)" }
}

/// A runtime warning, in SwiftUI's words, and where it happened.
public struct RuntimeWarning: Equatable, Sendable {
    /// SwiftUI's wording of the problem.
    public var message: String
    /// Where it happened: a view's property (`CounterView.count`), or an identity path.
    public var site: String

    public init(message: String, site: String) {
        self.message = message
        self.site = site
    }
}

extension [ShownItem] {
    /// The labels of the texts among the items.
    var texts: [String] { filter { $0.kind == .text }.map(\.label) }
}
