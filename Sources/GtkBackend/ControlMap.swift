import CGtk
import Driving
import ViewLayer

/// Where each visible control is on the screen, for automation that clicks with a real pointer.
public struct ControlFrame: Sendable, Equatable {
    public var item: ShownItem
    public var x: Int32
    public var y: Int32
    public var width: Int32
    public var height: Int32

    /// `item`, where `widget` is on screen; nil when it is not shown.
    @MainActor public init?(_ item: ShownItem, at widget: UnsafeMutablePointer<GtkWidget>) {
        guard let frame = screenFrame(of: widget) else { return nil }
        self.item = item
        (x, y, width, height) = frame
    }

    /// One line: `KIND<TAB>LABEL<TAB>X<TAB>Y<TAB>WIDTH<TAB>HEIGHT`, in screen coordinates.
    public var line: String {
        let kind = switch item.kind {
        case .text: "text"
        case .button: "button"
        case .link: "link"
        case .toggle: "toggle"
        case .textField: "textField"
        case .label: "label"
        case .image: "image"
        case .progress: "progress"
        case .sectionHeader: "sectionHeader"
        case .value: "value"
        case .picker: "picker"
        case .alertTitle: "alertTitle"
        case .menu: "menu"
        }
        return "\(kind)\t\(item.label)\t\(x)\t\(y)\t\(width)\t\(height)"
    }
}

extension GtkRenderer {
    /// The screen frames of what `shownItems()` lists, in the same order.
    public func controlFrames() -> [ControlFrame] {
        zip(shownItems(), shownWidgets()).compactMap { ControlFrame($0, at: $1) }
    }
}

/// A widget's allocation in screen coordinates, if it is on screen.
@MainActor
public func screenFrame(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Int32, y: Int32, width: Int32, height: Int32)? {
    guard gtk_widget_get_mapped(widget) != 0, let toplevel = gtk_widget_get_toplevel(widget),
          let window = gtk_widget_get_window(toplevel) else { return nil }
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(widget, &allocation)
    var x: Int32 = 0
    var y: Int32 = 0
    guard gtk_widget_translate_coordinates(widget, toplevel, 0, 0, &x, &y) != 0 else { return nil }
    var originX: Int32 = 0
    var originY: Int32 = 0
    gdk_window_get_origin(window, &originX, &originY)
    return (originX + x, originY + y, allocation.width, allocation.height)
}
