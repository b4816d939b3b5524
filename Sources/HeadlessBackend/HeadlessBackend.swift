import Foundation
import Driving
import ViewLayer

/// The in-memory renderer: a tree of `HeadlessElement`s that the view graph drives through the
/// same protocol as GTK. The graph counts what it asks of it, so tests can say how much work an
/// update did, and it can be driven like a person would (see `DrivableBackend`).
@MainActor
public final class HeadlessBackend: RenderBackend {
    /// The window the root view is mounted in; always mapped.
    public let window = HeadlessElement(.window)
    /// The element with the keyboard's focus, if one has it.
    public internal(set) weak var focusedElement: HeadlessElement?
    /// The URLs the views opened (`openURL`, a `Link`), in order.
    public internal(set) var openedURLs: [URL] = []
    /// The sheets, covers and popovers presented, bottom first.
    public internal(set) var presentations: [HeadlessElement] = []
    public let mutationLedger = MutationLedger()
    /// How many rows a scroll view made from now on holds on screen (the runner's `--viewport-rows`).
    public var viewportRows = 8
    /// How wide a lazy grid is, in points: its adaptive columns follow it (the runner's
    /// `--grid-width`).
    public var gridWidth = HeadlessBackend.standardGridWidth
    /// How long a scroll view's row is taken to be, in points, for a `ScrollPosition` scrolled
    /// to a point: the height of a default iOS list row.
    public var rowLength = 44.0
    /// A phone's width in points, as SwiftUI lays a grid out on an iPhone: 390.
    public nonisolated static let standardGridWidth = 390.0
    /// The room a `GeometryReader` is offered, in points: an iPhone's screen, 390 by 844, as
    /// SwiftUI offers a reader at the root of a phone's window.
    public var proposedSize = CGSize(width: HeadlessBackend.standardGridWidth, height: 844)
    /// What the graphs shown in the window are told its state with (`SceneWindowRendering`).
    var windowFollowers: [(container: ObjectIdentifier, report: @MainActor (SceneWindowState) -> Void)] = []
    /// The readers made, each with what it reports a new size to, while they live.
    var geometryReaders: [GeometryReaderElement] = []
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

    public func setTextLook(_ element: any RenderElement, _ look: TextLook) {
        headless(element).textLook = look
    }

    public func makeButton(action: @escaping @MainActor () -> Void) -> any RenderElement {
        make(.button, action: action)
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

    public func insert(_ child: any RenderElement, into parent: any RenderElement, at index: Int) {
        headless(parent).insertChild(headless(child), at: index)
    }

    public func move(_ child: any RenderElement, in parent: any RenderElement, to index: Int) {
        headless(parent).moveChild(headless(child), to: index)
    }

    public func remove(_ child: any RenderElement, from parent: any RenderElement) {
        let child = headless(child)
        // The focus leaves what is taken off the screen, as a GTK window's focus leaves a widget
        // taken out of it: a field committing its edit on losing the focus commits it.
        var focused = focusedElement
        while let element = focused, element !== child { focused = element.parent }
        headless(parent).removeChild(child)
        if focused != nil { moveFocus(to: nil) }
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

/// A `GeometryReader`'s element, held weakly, and what it reports a new size to.
struct GeometryReaderElement {
    weak var element: HeadlessElement?
    let onResize: @MainActor (CGRect) -> Void
}
