import Driving
import Foundation
import Synchronization
import ViewLayer

/// A widget of the in-memory renderer: a role, its properties, its children, and whether it is
/// mapped (shown on the screen it would be on).
@MainActor
public final class HeadlessElement: RenderElement {
    public let role: ElementRole
    /// A stack's direction.
    public internal(set) var axis: Axis?
    public internal(set) var text = ""
    /// A text field's prompt, shown while it is empty.
    public internal(set) var prompt = ""
    public internal(set) var isOn = false
    /// How a text is drawn.
    public internal(set) var textLook = TextLook.plain
    /// Whether a text is shown in bold.
    public var isBold: Bool { textLook.isBold }
    /// A stack's spacing, as the view asked for it.
    public internal(set) var spacing: Double?
    /// The space a padding element keeps inside each edge around its content.
    public internal(set) var insets = EdgeInsets()
    /// The space a padding element keeps on its leading side, the same on every side for most.
    public var padding: Double { insets.leading }
    /// How opaque an opacity element draws its content; other elements draw as their parent does.
    public internal(set) var opacity: Double = 1
    /// Whether a person's pointer reaches what a hit-testing element holds (`.allowsHitTesting`).
    public internal(set) var allowsHitTesting = true
    /// What an image element shows, and the name a person hears for it.
    public internal(set) var image: ShownImage?
    public internal(set) var imageName = ""
    /// A frame's size and alignment, and a stack's alignment when it was given one.
    public internal(set) var frame: FrameLayout?
    public internal(set) var alignment: Alignment?
    /// What a shape draws, and with which paints.
    public internal(set) var shapeDrawing: ShapeDrawing?
    /// Whether a list's row, whose button this element is, is chosen.
    public internal(set) var isChosen = false
    /// What a canvas draws at a size: its renderer, run on the graph's values.
    public internal(set) var canvasDrawing: (@MainActor (CGSize) -> [CanvasOperation])?
    /// How a button is drawn.
    public internal(set) var buttonLook = ButtonLook.standard
    /// Whether a menu shows the arrow after its label (`.menuIndicator(_:)`).
    public internal(set) var showsMenuIndicator = true
    /// A progress view's fraction, or nil while unknown.
    public internal(set) var progressFraction: Double?
    /// A picker's chosen option, and whom a person's choice is told.
    public internal(set) weak var chosenOption: HeadlessElement?
    var optionChosen: (@MainActor (HeadlessElement) -> Void)?
    /// A date picker's day and time, and whom a person's choice is told.
    public internal(set) var pickedDate: PickedDate?
    var datePicked: (@MainActor (PickedDate) -> Void)?
    /// The edits an editable row offers, and whom a person's edit is told.
    public internal(set) var rowEdits = RowEdits(canDelete: false, canMove: false)
    var rowEdited: (@MainActor (RowEdit) -> Bool)?
    /// A slider's or stepper's number, range and step.
    var valueControl: HeadlessValueControl?
    /// The number as the view formats it.
    public var formattedValue: String { valueControl?.formatted ?? "" }
    /// Whether a toolbar item goes at the start of the bar.
    public internal(set) var isLeadingToolbarItem = false
    /// Whether a control can be used.
    public internal(set) var isEnabled = true
    /// The colour a background element draws behind its content.
    public internal(set) var background: BackgroundLook?
    public private(set) var children: [HeadlessElement] = []
    /// The pages pushed onto a navigation stack, bottom first.
    public internal(set) var pages: [HeadlessElement] = []
    public internal(set) weak var parent: HeadlessElement?
    /// A scroll view's first row on screen, and how many rows its viewport holds.
    public internal(set) var firstRow = 0
    public internal(set) var viewportRows = 8
    /// The rows a lazy stack keeps room for before and after those placed in it.
    public internal(set) var unplacedRows = (before: 0, after: 0)
    /// How many children make a row of a lazy stack: a grid's columns.
    public internal(set) var columns = 1
    var scrollHandlers: [@MainActor (Int) -> Void] = []
    /// A tab view's buttons, the page shown, and what pressing a button tells.
    var tabButtons: [HeadlessElement] = []
    public internal(set) var selectedTab = 0
    var tabSelected: (@MainActor (Int) -> Void)?
    public private(set) var isMapped = false
    /// A presentation's presenter, and the view a popover points at.
    public internal(set) weak var presenter: HeadlessElement?
    public internal(set) weak var anchor: HeadlessElement?
    /// Whether an inspector's pane, its second child, is shown.
    public internal(set) var isInspectorPresented = false

    var action: (@MainActor () -> Void)?
    var toggleChanged: (@MainActor (Bool) -> Void)?
    var textChanged: (@MainActor (String) -> Void)?
    var textSubmitted: (@MainActor () -> Void)?
    /// What a view with a gesture recognises, and whom its events are told.
    public internal(set) var gestureRecognizers: GestureRecognizers?
    var gestureHandler: (@MainActor (GestureEvent) -> Void)?
    /// The keyboard shortcut that uses a control, if it has one.
    public internal(set) var keyboardShortcut: KeyboardShortcut?
    /// Who is told when the element gains or loses the keyboard's focus.
    var focusHandlers: [@MainActor (Bool) -> Void] = []
    /// Whether a text field hides what it holds (`SecureField`).
    public internal(set) var isSecureText = false
    /// Whether a text field holds several lines (`axis: .vertical`), or a number.
    public internal(set) var isMultiline = false
    /// The name a control gave its element (a text field's title), if any.
    public internal(set) var accessibleName: String?
    /// Whether a control's label is drawn (not under `.labelsHidden()`).
    public internal(set) var labelsHidden = false
    /// Whether a text field is drawn in a frame (not `.textFieldStyle(.plain)`).
    public internal(set) var hasFrame = true
    /// Whether a text field is a `TextEditor`.
    public internal(set) var isEditor = false
    public internal(set) var takesNumber = false
    var mappingHandlers: [@MainActor (Bool) -> Void] = []

    /// Counts the backend's elements that are alive, for leak checks.
    private let census: Census?

    init(_ role: ElementRole, census: Census? = nil) {
        self.role = role
        self.census = census
        census?.count.add(1, ordering: .relaxed)
    }

    deinit { census?.count.subtract(1, ordering: .relaxed) }

    /// The children that are shown while this element is: all of them, unless the feature that
    /// made it chose (a navigation stack's top page, a tab view's selected page).
    var shownChildren: [HeadlessElement] { choosesShownChildren.flatMap { $0(self) } ?? children }

    /// Which children an element that shows only some of them shows, or nil for all: set by the
    /// feature file that makes it. Handed the element, so that it holds none.
    var choosesShownChildren: (@MainActor (HeadlessElement) -> [HeadlessElement]?)?

    func insertChild(_ child: HeadlessElement, at index: Int) {
        children.insert(child, at: index)
        child.parent = self
        // A child is shown with its parent, except under a navigation stack with a page pushed,
        // a tab view's pages but the selected one, and a hidden inspector's pane.
        if isMapped && shows(child) { child.setMapped(true) }
    }

    /// Whether `child` is among the children shown, without searching a list of thousands for
    /// each row added.
    private func shows(_ child: HeadlessElement) -> Bool {
        choosesShownChildren.flatMap { $0(self) }?.contains { $0 === child } ?? true
    }

    func moveChild(_ child: HeadlessElement, to index: Int) {
        guard let from = children.firstIndex(ofIdentical: child) else { return }
        children.remove(at: from)
        children.insert(child, at: index)
    }

    func removeChild(_ child: HeadlessElement) {
        guard let index = children.lastIndex(ofIdentical: child) else { return }
        child.setMapped(false)
        children.remove(at: index)
        child.parent = nil
    }

    /// Maps or unmaps this element and the children it shows, parents first, telling observers.
    func setMapped(_ mapped: Bool) {
        guard isMapped != mapped else { return }
        isMapped = mapped
        for handler in mappingHandlers { handler(mapped) }
        for child in shownChildren { child.setMapped(mapped) }
    }

    /// Remaps the children after what a navigation stack shows changed.
    func shownChildrenChanged(hiding hidden: [HeadlessElement]) {
        for element in hidden { element.setMapped(false) }
        if isMapped { for child in shownChildren { child.setMapped(true) } }
    }
}

/// How many of a backend's elements are alive. Elements count themselves in and, in `deinit`
/// (which may run on any thread), out.
final class Census: Sendable {
    let count = Atomic<Int>(0)
}
