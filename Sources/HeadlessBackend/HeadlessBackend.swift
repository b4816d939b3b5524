import Driving
import ViewLayer

/// The in-memory renderer: a tree of `HeadlessElement`s that the view graph drives through the
/// same protocol as GTK. The graph counts what it asks of it, so tests can say how much work an
/// update did, and it can be driven like a person would (see `DrivableBackend`).
@MainActor
public final class HeadlessBackend: RenderBackend {
    /// The window the root view is mounted in; always mapped.
    public let window = HeadlessElement(.window)
    /// The sheets, covers and popovers presented, bottom first.
    public private(set) var presentations: [HeadlessElement] = []
    public let mutationLedger = MutationLedger()
    /// How many rows a scroll view made from now on holds on screen (the runner's `--viewport-rows`).
    public var viewportRows = 8
    /// Elements the backend made that are still alive, for leak checks.
    public var liveElementCount: Int { census.count.load(ordering: .relaxed) }
    private let census = Census()

    public init() {
        window.setMapped(true)
    }

    func make(_ role: ElementRole, action: (@MainActor () -> Void)? = nil) -> HeadlessElement {
        let element = HeadlessElement(role, census: census)
        element.action = action
        return element
    }

    func headless(_ element: any RenderElement) -> HeadlessElement {
        guard let element = element as? HeadlessElement else {
            preconditionFailure("HeadlessBackend was handed an element it did not make: \(Swift.type(of: element))")
        }
        return element
    }

    // MARK: RenderBackend

    public func makeText(_ string: String) -> any RenderElement {
        let element = make(.text)
        element.text = string
        return element
    }

    public func updateText(_ element: any RenderElement, to string: String) {
        headless(element).text = string
    }

    public func setBold(_ element: any RenderElement, _ bold: Bool) {
        headless(element).isBold = bold
    }

    public func makeButton(action: @escaping @MainActor () -> Void) -> any RenderElement {
        make(.button, action: action)
    }

    public func makeToggle(isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void) -> any RenderElement {
        let element = make(.toggle)
        element.isOn = isOn
        element.toggleChanged = onChange
        return element
    }

    public func updateToggle(_ element: any RenderElement, isOn: Bool) {
        headless(element).isOn = isOn
    }

    public func makeStack(axis: Axis, spacing: Double?) -> any RenderElement {
        let element = make(.stack)
        element.axis = axis
        element.spacing = spacing
        return element
    }

    public func updateStack(_ element: any RenderElement, spacing: Double?) {
        headless(element).spacing = spacing
    }

    /// A list: a scroll view and a lazy stack in one.
    public func makeList() -> any RenderElement {
        let element = make(.list)
        element.viewportRows = viewportRows
        return element
    }

    public func makePadding(_ amount: Double) -> any RenderElement {
        let element = make(.padding)
        element.padding = amount
        return element
    }

    public func updatePadding(_ element: any RenderElement, _ amount: Double) {
        headless(element).padding = amount
    }

    public func makeSplitView() -> any RenderElement { make(.splitView) }

    public func makeNavigationStack(onBack: @escaping @MainActor () -> Void) -> any RenderElement {
        make(.navigationStack, action: onBack)
    }

    public func makeNavigationLink(action: @escaping @MainActor () -> Void) -> any RenderElement {
        make(.navigationLink, action: action)
    }

    public func pushPage(onto stack: any RenderElement) -> any RenderElement {
        let stack = headless(stack)
        let page = make(.page)
        page.parent = stack
        let hidden = stack.shownChildren
        stack.pages.append(page)
        stack.shownChildrenChanged(hiding: hidden)
        return page
    }

    public func popPage(_ page: any RenderElement, from stack: any RenderElement) {
        let stack = headless(stack)
        let page = headless(page)
        stack.pages.removeAll { $0 === page }
        page.parent = nil
        stack.shownChildrenChanged(hiding: [page])
    }

    /// A presentation is a window of its own, over the others. A full-screen cover hides its
    /// presenter until it is dismissed.
    public func present(_ style: PresentationStyle, from presenter: any RenderElement, title: String, onDismiss: @escaping @MainActor () -> Void) -> any RenderElement {
        let presenter = headless(presenter)
        let presentation: HeadlessElement
        switch style {
        case .sheet: presentation = make(.sheet, action: onDismiss)
        case .fullScreenCover: presentation = make(.fullScreenCover, action: onDismiss)
        case .popover(let anchor):
            presentation = make(.popover, action: onDismiss)
            presentation.anchor = headless(anchor)
        }
        presentation.presenter = presenter
        presentations.append(presentation)
        if presentation.role == .fullScreenCover { presenter.setMapped(false) }
        presentation.setMapped(true)
        return presentation
    }

    public func dismissPresentation(_ presentation: any RenderElement) {
        let presentation = headless(presentation)
        presentations.removeAll { $0 === presentation }
        presentation.setMapped(false)
        if presentation.role == .fullScreenCover { presentation.presenter?.setMapped(true) }
    }

    public func makeInspector() -> any RenderElement { make(.inspector) }

    public func setInspector(_ inspector: any RenderElement, presented: Bool) {
        let inspector = headless(inspector)
        let hidden = inspector.shownChildren
        inspector.isInspectorPresented = presented
        inspector.shownChildrenChanged(hiding: hidden.filter { old in !inspector.shownChildren.contains { $0 === old } })
    }

    public func insert(_ child: any RenderElement, into parent: any RenderElement, at index: Int) {
        headless(parent).insertChild(headless(child), at: index)
    }

    public func move(_ child: any RenderElement, in parent: any RenderElement, to index: Int) {
        headless(parent).moveChild(headless(child), to: index)
    }

    public func remove(_ child: any RenderElement, from parent: any RenderElement) {
        headless(parent).removeChild(headless(child))
    }

    /// Children are placed as they are inserted: nothing is gathered to put on screen at once.
    public func didChangeChildren(of parent: any RenderElement) {}

    /// Whether work for after the frame waits for `finishFrame()`, as a GTK window's teardown
    /// waits for its frame to be painted; by default it runs at once, there being no frame.
    public var holdsWorkUntilFrame = false
    private var workAfterFrame: [@MainActor () -> Void] = []

    public func afterFrame(_ work: @escaping @MainActor () -> Void) {
        guard holdsWorkUntilFrame else { return work() }
        workAfterFrame.append(work)
    }

    /// Runs the work held for after the frame (see `holdsWorkUntilFrame`).
    public func finishFrame() {
        let work = workAfterFrame
        workAfterFrame.removeAll()
        for item in work { item() }
    }

    public func observeShowing(of element: any RenderElement, _ handler: @escaping @MainActor (Bool) -> Void) {
        let element = headless(element)
        element.mappingHandlers.append(handler)
        if element.isMapped { handler(true) }
    }
}
