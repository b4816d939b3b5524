/// What a backend's element is, in the view layer's terms: what driving and inspecting a backend
/// look for, and what a backend's styles and placement go by.
///
/// A struct rather than an enum, so that nothing switches over every role: a new container's
/// role is one more constant, and the code that looks for it names it.
public struct ElementRole: Hashable, Sendable, CustomStringConvertible {
    /// The role's name, as a stylesheet class or a test reads it.
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }
}

extension ElementRole {
    // Windows and what is presented over them.
    public static let window = ElementRole("window")
    public static let sheet = ElementRole("sheet")
    public static let fullScreenCover = ElementRole("fullScreenCover")
    public static let popover = ElementRole("popover")
    /// An alert or a confirmation dialog, its title its text; and the row of its buttons.
    public static let alert = ElementRole("alert")
    public static let alertActions = ElementRole("alertActions")
    public static let page = ElementRole("page")

    // Controls and what they show.
    public static let text = ElementRole("text")
    public static let button = ElementRole("button")
    public static let toggle = ElementRole("toggle")
    public static let textField = ElementRole("textField")
    public static let navigationLink = ElementRole("navigationLink")
    public static let image = ElementRole("image")
    public static let label = ElementRole("label")
    public static let shape = ElementRole("shape")
    public static let progress = ElementRole("progress")
    public static let picker = ElementRole("picker")
    /// A menu, its label part and its items part.
    public static let menu = ElementRole("menu")
    public static let menuLabel = ElementRole("menuLabel")
    public static let menuItems = ElementRole("menuItems")
    /// A view with a context menu: the view's elements, then the menu's items part.
    public static let contextMenu = ElementRole("contextMenu")
    /// A picker's label, and one of its options: what each shows is made of the elements in it.
    public static let pickerLabel = ElementRole("pickerLabel")
    public static let pickerOption = ElementRole("pickerOption")
    /// A row of a `ForEach` a person may delete or move.
    public static let editableRow = ElementRole("editableRow")
    public static let slider = ElementRole("slider")
    public static let stepper = ElementRole("stepper")
    public static let datePicker = ElementRole("datePicker")
    /// A slider's minimum and maximum value labels, at the ends of its track: not its label.
    public static let minimumValueLabel = ElementRole("minimumValueLabel")
    public static let maximumValueLabel = ElementRole("maximumValueLabel")
    public static let section = ElementRole("section")
    public static let sectionHeader = ElementRole("sectionHeader")
    /// A section's rows, between its header and its footer: a boxed list in a `Form`.
    public static let sectionRows = ElementRole("sectionRows")

    // Containers.
    public static let stack = ElementRole("stack")
    public static let list = ElementRole("list")
    public static let padding = ElementRole("padding")
    public static let frame = ElementRole("frame")
    public static let help = ElementRole("help")
    /// A view named by `.accessibilityLabel`, its name its text: the first item inside takes it.
    public static let accessibilityLabel = ElementRole("accessibilityLabel")
    /// A view with a gesture: the area its recognisers watch, around its content.
    public static let gesture = ElementRole("gesture")
    public static let navigationTitle = ElementRole("navigationTitle")
    public static let toolbarHost = ElementRole("toolbarHost")
    public static let toolbar = ElementRole("toolbar")
    public static let toolbarItem = ElementRole("toolbarItem")
    public static let navigationSubtitle = ElementRole("navigationSubtitle")
    public static let layers = ElementRole("layers")
    public static let geometryReader = ElementRole("geometryReader")
    public static let grid = ElementRole("grid")
    public static let gridRow = ElementRole("gridRow")
    public static let spacer = ElementRole("spacer")
    public static let divider = ElementRole("divider")
    public static let opacity = ElementRole("opacity")
    /// `.allowsHitTesting(_:)`: a container whose content a person's pointer may not reach.
    public static let hitTesting = ElementRole("hitTesting")
    public static let background = ElementRole("background")
    public static let navigationStack = ElementRole("navigationStack")
    public static let splitView = ElementRole("splitView")
    public static let scrollView = ElementRole("scrollView")
    public static let lazyStack = ElementRole("lazyStack")
    public static let tabView = ElementRole("tabView")
    public static let inspector = ElementRole("inspector")
}
