import CGtk
import Driving
import Foundation
import ViewLayer

/// What only some elements keep: navigation stacks, presentations, controls with a value, opacity
/// and background elements, scroll views, lazy stacks, tab views and long stacks. Kept apart and
/// made on first write, so that the elements most views make, a row's labels, boxes and buttons,
/// are a quarter the size: a list of ten thousand rows has sixty thousand of them.
@MainActor
final class ElementExtras {
    /// A navigation stack's pushed pages, bottom first.
    var pages: [GtkElement] = []
    /// Widgets the element owns besides its own: inner boxes, a scroll view's viewport.
    var parts: [WidgetRef] = []
    /// A navigation stack's back button, which it places outside its own widget, in the header
    /// bar of the window it is shown in; taken out of there when the element goes.
    var backButton: WidgetRef?
    /// The back action of a navigation stack, the dismissal of a sheet. (Buttons and links keep
    /// their action in their `clicked` handler.)
    var action: (@MainActor () -> Void)?
    /// A text field's text as of its last change, to tell what a person's edit did.
    var lastText = ""
    /// A presentation's presenter: its content takes no input while a sheet or cover is up.
    weak var presenter: GtkElement?
    /// How many sheets and covers presented from the element are up.
    var presentationsUp = 0
    /// The box a button's or check button's label elements share, once there are several.
    var labelBox: WidgetRef?
    /// The opacity an opacity element was given, as the view asked for it: GTK keeps it in 256
    /// steps, and a view at 0.001 is there to be seen, as SwiftUI's is.
    var opacity: Double = 1
    var allowsHitTesting = true
    /// What a background element draws behind its content.
    var background: BackgroundLook?
    /// The fill a prominent button was given by its tint.
    var buttonTint: Paint?
    /// The name a person hears for an image.
    var imageName = ""
    /// What a shape element draws.
    var shapeDrawing: ShapeDrawing?
    /// What a canvas draws at its allocated size.
    var canvasDrawing: (@MainActor (CGSize) -> [CanvasOperation])?
    /// Whether the list row a selectable row's button is in is shown chosen; nil until told.
    var isChosenRow: Bool?
    /// The file a resizable image draws, scaled to its allocation.
    var picture: Picture?
    /// Whether a scroll view fits its viewport after each layout of its content.
    var followsContentLayout = false
    /// A grid's columns, which its rows' cells join.
    var gridColumns: GridColumns?
    /// The navigation title a page's content gives it.
    var title: String?
    /// Whether a toolbar item goes at the header bar's start; what packs a toolbar host's toolbar
    /// into its window's header bar.
    var isLeadingToolbarItem = false
    var placesToolbar: (@MainActor () -> Void)?
    /// A progress view's fraction, and its bar or spinner.
    var progressFraction: Double?
    var progressIndicator: WidgetRef?
    /// A frame's layout, and a stack's alignment when it was given one.
    var frame: FrameLayout?
    /// The axes a frame of a fixed size centred its widget on, where its place would have
    /// stretched it: 1 across, 2 down.
    var frameCentredAxes: UInt8 = 0
    var stackAlignment: Alignment?
    /// The scroll adjustments a geometry reader follows while it is shown, with its handlers.
    var followedAdjustments: [(adjustment: UnsafeMutablePointer<GtkAdjustment>, handler: UInt)] = []
    /// Which layers size a stack of layers.
    var layerSizing = LayerSizing.allLayers
    /// Whether the element is a layer behind or in front of a view, which does not expand along
    /// either axis whatever its content or its frame says (its minimum size still counts).
    var asksNoRoom = false
    /// The state of scroll views, lazy stacks and tab views (see `ElementRoleState`).
    var scrolling: ScrollingState?
    var lazyRows: LazyRowsState?
    var tabs: TabsState?
    /// A long stack's chunks, once it has more than `StackChunks.threshold` children.
    var stackChunks: StackChunks?
    /// A slider's or stepper's scale or spin button, its value as the view formats it, and whom
    /// a person's beginning and ending an edit is told (`ValueControls.swift`).
    var valueControl: GtkValueControl?
    /// A picker's chooser and options (`Pickers.swift`).
    var picker: GtkPicker?
    /// An editable row's buttons (`EditableRows.swift`).
    var editableRow: GtkEditableRow?
    /// An alert's title, which `show` prints (`Presentations.swift`).
    var alertTitle = ""
    /// A `.switch` toggle's switch (`Toggles.swift`).
    var switchWidget: UnsafeMutablePointer<GtkWidget>?
    /// A menu's button and popover (`Menus.swift`).
    var menu: GtkMenu?
    /// A date picker's widgets, and its report of a change (`DatePickers.swift`).
    var datePicker: GtkDatePicker?
    var datePickerChanged: (@MainActor () -> Void)?
    /// A text field of several lines: its text view and prompt (`TextFields.swift`).
    var textEditor: GtkTextEditor?
    /// The name `.accessibilityLabel` gives (`Containers.swift`).
    var accessibilityName: String?
    /// The name a control gave its element, a text field's title (`Controls.swift`).
    var accessibleName: String?
    /// Whether a control's label is hidden (`LabelsHidden.swift`).
    var labelsHidden = false
    /// Whether a text field holds a number a script may `set:` (`TextFields.swift`).
    var takesNumber = false
    /// Whether a person's focusing the element is logged already (`Focus.swift`).
    var logsFocus = false
    /// A control's keyboard shortcut, the window's accelerators it is in once attached, and
    /// whether the control's moves between windows are watched (`KeyboardShortcuts.swift`).
    var keyboardShortcut: KeyboardShortcut?
    var shortcutGroup: UnsafeMutablePointer<GtkAccelGroup>?
    var watchesShortcutWindow = false
    /// What a view with a gesture recognises, and whom its recognisers report to (`Gestures.swift`).
    var gestureRecognizers: GestureRecognizers?
    var gestureHandler: (@MainActor (GestureEvent) -> Void)?
    /// Which children an element that shows only some of them shows, or nil for all: set by the
    /// feature file that makes it. Handed the element, so that it holds none.
    var choosesShownChildren: (@MainActor (GtkElement) -> [GtkElement]?)?
}

/// The extras under the names the renderer uses; an element without them reads the defaults.
extension GtkElement {
    private var madeExtras: ElementExtras {
        if let extras { return extras }
        let made = ElementExtras()
        extras = made
        return made
    }

    var pages: [GtkElement] {
        get { extras?.pages ?? [] }
        // In place: a push appends to the array extras keep, rather than to a copy set back.
        _modify { yield &madeExtras.pages }
    }
    var parts: [WidgetRef] {
        get { extras?.parts ?? [] }
        set { madeExtras.parts = newValue }
    }
    var backButton: WidgetRef? {
        get { extras?.backButton }
        set { madeExtras.backButton = newValue }
    }
    var choosesShownChildren: (@MainActor (GtkElement) -> [GtkElement]?)? {
        get { extras?.choosesShownChildren }
        set { madeExtras.choosesShownChildren = newValue }
    }
    var action: (@MainActor () -> Void)? {
        get { extras?.action }
        set { madeExtras.action = newValue }
    }
    var lastText: String {
        get { extras?.lastText ?? "" }
        set { madeExtras.lastText = newValue }
    }
    var presenter: GtkElement? {
        get { extras?.presenter }
        set { madeExtras.presenter = newValue }
    }
    var presentationsUp: Int {
        get { extras?.presentationsUp ?? 0 }
        set { madeExtras.presentationsUp = newValue }
    }
    var labelBox: WidgetRef? {
        get { extras?.labelBox }
        set { madeExtras.labelBox = newValue }
    }
    /// The opacity an opacity element was given, as the view asked for it.
    public internal(set) var opacity: Double {
        get { extras?.opacity ?? 1 }
        set { madeExtras.opacity = newValue }
    }
    /// Whether a person's pointer reaches what a hit-testing element holds (`.allowsHitTesting`).
    public internal(set) var allowsHitTesting: Bool {
        get { extras?.allowsHitTesting ?? true }
        set { madeExtras.allowsHitTesting = newValue }
    }
    var background: BackgroundLook? {
        get { extras?.background }
        set { madeExtras.background = newValue }
    }
    var buttonTint: Paint? {
        get { extras?.buttonTint }
        set { madeExtras.buttonTint = newValue }
    }
    public internal(set) var progressFraction: Double? {
        get { extras?.progressFraction }
        set { madeExtras.progressFraction = newValue }
    }
    var progressIndicator: WidgetRef? {
        get { extras?.progressIndicator }
        set { madeExtras.progressIndicator = newValue }
    }
    var isLeadingToolbarItem: Bool {
        get { extras?.isLeadingToolbarItem ?? false }
        set { madeExtras.isLeadingToolbarItem = newValue }
    }
    var placesToolbar: (@MainActor () -> Void)? {
        get { extras?.placesToolbar }
        set { madeExtras.placesToolbar = newValue }
    }
    var title: String? {
        get { extras?.title }
        set { madeExtras.title = newValue }
    }
    var gridColumns: GridColumns? {
        get { extras?.gridColumns }
        set { madeExtras.gridColumns = newValue }
    }
    var shapeDrawing: ShapeDrawing? {
        get { extras?.shapeDrawing }
        set { madeExtras.shapeDrawing = newValue }
    }
    var isChosenRow: Bool? {
        get { extras?.isChosenRow }
        set { madeExtras.isChosenRow = newValue }
    }
    var canvasDrawing: (@MainActor (CGSize) -> [CanvasOperation])? {
        get { extras?.canvasDrawing }
        set { madeExtras.canvasDrawing = newValue }
    }
    var picture: Picture? {
        get { extras?.picture }
        set { madeExtras.picture = newValue }
    }
    var followsContentLayout: Bool {
        get { extras?.followsContentLayout ?? false }
        set { madeExtras.followsContentLayout = newValue }
    }
    var frame: FrameLayout? {
        get { extras?.frame }
        set { madeExtras.frame = newValue }
    }
    // Written for every child a container places: the default is kept without making extras.
    var frameCentredAxes: UInt8 {
        get { extras?.frameCentredAxes ?? 0 }
        set { if extras != nil || newValue != 0 { madeExtras.frameCentredAxes = newValue } }
    }
    var followedAdjustments: [(adjustment: UnsafeMutablePointer<GtkAdjustment>, handler: UInt)] {
        get { extras?.followedAdjustments ?? [] }
        set { madeExtras.followedAdjustments = newValue }
    }
    var layerSizing: LayerSizing {
        get { extras?.layerSizing ?? .allLayers }
        set { madeExtras.layerSizing = newValue }
    }
    var asksNoRoom: Bool {
        get { extras?.asksNoRoom ?? false }
        set { if extras != nil || newValue { madeExtras.asksNoRoom = newValue } }
    }
    var stackAlignment: Alignment? {
        get { extras?.stackAlignment }
        set { madeExtras.stackAlignment = newValue }
    }
    public internal(set) var imageName: String {
        get { extras?.imageName ?? "" }
        set { madeExtras.imageName = newValue }
    }
    var scrolling: ScrollingState? {
        get { extras?.scrolling }
        set { madeExtras.scrolling = newValue }
    }
    var lazyRows: LazyRowsState? {
        get { extras?.lazyRows }
        set { madeExtras.lazyRows = newValue }
    }
    var tabs: TabsState? {
        get { extras?.tabs }
        set { madeExtras.tabs = newValue }
    }
    var stackChunks: StackChunks? {
        get { extras?.stackChunks }
        set { madeExtras.stackChunks = newValue }
    }
    var valueControl: GtkValueControl? {
        get { extras?.valueControl }
        set { madeExtras.valueControl = newValue }
    }
    var picker: GtkPicker? {
        get { extras?.picker }
        set { madeExtras.picker = newValue }
    }
    var editableRow: GtkEditableRow? {
        get { extras?.editableRow }
        set { madeExtras.editableRow = newValue }
    }
    var alertTitle: String {
        get { extras?.alertTitle ?? "" }
        set { madeExtras.alertTitle = newValue }
    }
    var switchWidget: UnsafeMutablePointer<GtkWidget>? {
        get { extras?.switchWidget }
        set { madeExtras.switchWidget = newValue }
    }
    var menu: GtkMenu? {
        get { extras?.menu }
        set { madeExtras.menu = newValue }
    }

    var datePicker: GtkDatePicker? {
        get { extras?.datePicker }
        set { madeExtras.datePicker = newValue }
    }

    var datePickerChanged: (@MainActor () -> Void)? {
        get { extras?.datePickerChanged }
        set { madeExtras.datePickerChanged = newValue }
    }

    var textEditor: GtkTextEditor? {
        get { extras?.textEditor }
        set { madeExtras.textEditor = newValue }
    }

    var accessibilityName: String? {
        get { extras?.accessibilityName }
        set { madeExtras.accessibilityName = newValue }
    }

    public internal(set) var accessibleName: String? {
        get { extras?.accessibleName }
        set { madeExtras.accessibleName = newValue }
    }

    var labelsHidden: Bool {
        get { extras?.labelsHidden ?? false }
        set { madeExtras.labelsHidden = newValue }
    }

    var logsFocus: Bool {
        get { extras?.logsFocus ?? false }
        set { madeExtras.logsFocus = newValue }
    }

    public internal(set) var takesNumber: Bool {
        get { extras?.takesNumber ?? false }
        set { madeExtras.takesNumber = newValue }
    }
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { extras?.keyboardShortcut }
        set { madeExtras.keyboardShortcut = newValue }
    }
    var shortcutGroup: UnsafeMutablePointer<GtkAccelGroup>? {
        get { extras?.shortcutGroup }
        set { madeExtras.shortcutGroup = newValue }
    }
    var watchesShortcutWindow: Bool {
        get { extras?.watchesShortcutWindow ?? false }
        set { madeExtras.watchesShortcutWindow = newValue }
    }
    public internal(set) var gestureRecognizers: GestureRecognizers? {
        get { extras?.gestureRecognizers }
        set { madeExtras.gestureRecognizers = newValue }
    }
    var gestureHandler: (@MainActor (GestureEvent) -> Void)? {
        get { extras?.gestureHandler }
        set { madeExtras.gestureHandler = newValue }
    }
}
