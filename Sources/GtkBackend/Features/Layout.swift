import CGtk
import ViewLayer

/// Layout as a GNOME developer writes it in GTK 3: a `Spacer` gives its room to the content
/// beside it in a stack (`SpacerAbsorption`), or is an empty widget that expands along it; a
/// `Divider` is a `GtkSeparator` across it; a `.frame` is a box with a size request whose content
/// is aligned in it, or a text's own size request and alignment; and a stack's alignment is its
/// children's `halign` or `valign`.
extension GtkRenderer: SeparatorRendering, FrameRendering, StackAlignmentRendering {
    public func makeSpacer(minLength: Double?) -> any RenderElement {
        let spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let element = make(.spacer, spacer)
        if let minLength {
            gtk_widget_set_size_request(spacer, pixels(minLength, atLeast: 0), pixels(minLength, atLeast: 0))
            element.spacerNeedsWidget = true
        }
        return element
    }

    public func makeDivider() -> any RenderElement {
        make(.divider, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!)
    }

    public func makeFrame(_ layout: FrameLayout) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let element = make(.frame, box, container: box, placement: FramePlacement.shared)
        element.frame = layout
        apply(layout, to: element)
        return element
    }

    public func updateFrame(_ element: any RenderElement, _ layout: FrameLayout) {
        let element = gtk(element)
        element.frame = layout
        apply(layout, to: element)
        for child in element.children { FramePlacement.align(child, in: layout) }
    }

    /// A framed text is its label, as a GTK developer sizes one: the frame's size is the label's
    /// size request, its alignment the label's own (`xalign`, `yalign`), which place the text in
    /// whatever room the label is given.
    public func frame(inPlace element: any RenderElement, _ layout: FrameLayout) {
        let element = gtk(element)
        apply(layout, to: element)
        // Along an axis the frame leaves free, the frame is the text's size and places nothing:
        // the label keeps a text's own alignment there (leading, as `makeText` sets it; centred
        // in a button, as `LabelPlacement` sets it; centred across).
        let label = cg_label(element.pointer.raw)
        element.isFramedText = layout.constrainsWidth
        if layout.constrainsWidth { gtk_label_set_xalign(label, textAlign(layout.alignment.horizontal)) }
        gtk_label_set_yalign(label, layout.constrainsHeight ? textAlign(layout.alignment.vertical) : 0.5)
    }

    private func apply(_ layout: FrameLayout, to element: GtkElement) {
        let widget = element.pointer
        let width = layout.width ?? layout.minWidth
        let height = layout.height ?? layout.minHeight
        gtk_widget_set_size_request(widget, width.map { pixels($0, atLeast: -1) } ?? -1, height.map { pixels($0, atLeast: -1) } ?? -1)
        // A frame of a fixed size is that size wherever it is, as SwiftUI's is: a box that would
        // stretch it across (a stack's cross axis, which GTK fills) centres it instead, unless
        // its place already aligns it.
        // A size given up gives back the stretching the frame's centring took.
        var centred = element.frameCentredAxes
        func centre(_ size: Double?, axis bit: UInt8, _ align: (UnsafeMutablePointer<GtkWidget>?) -> GtkAlign, _ setAlign: (UnsafeMutablePointer<GtkWidget>?, GtkAlign) -> Void) {
            if size != nil, align(widget) == GTK_ALIGN_FILL {
                setAlign(widget, GTK_ALIGN_CENTER)
                centred |= bit
            } else if size == nil, centred & bit != 0 {
                if align(widget) == GTK_ALIGN_CENTER { setAlign(widget, GTK_ALIGN_FILL) }
                centred &= ~bit
            }
        }
        centre(layout.width, axis: 1, gtk_widget_get_halign, gtk_widget_set_halign)
        centre(layout.height, axis: 2, gtk_widget_get_valign, gtk_widget_set_valign)
        if centred != element.frameCentredAxes { element.frameCentredAxes = centred }
        // A frame taking a spacer's room keeps expanding along its stack (`SpacerAbsorption`),
        // which gives it back as the frame sets it. Along an axis the frame says nothing of, it
        // takes the room its content takes, as SwiftUI's passes the offer through:
        // `Rectangle().frame(height: 1)` is a line across.
        // A layer behind or in front of a view asks for no room (`ChildAlignment`).
        if element.asksNoRoom {
            gtk_widget_set_hexpand(widget, 0)
            gtk_widget_set_vexpand(widget, 0)
            return
        }
        SpacerAbsorption.setExpand(
            widget,
            horizontally: layout.fillsWidth ? true : layout.constrainsWidth ? false : nil,
            vertically: layout.fillsHeight ? true : layout.constrainsHeight ? false : nil,
            of: element
        )
    }

    public func setStackAlignment(_ element: any RenderElement, _ alignment: Alignment) {
        let element = gtk(element)
        element.stackAlignment = alignment
        ChildAlignment.realign(childrenOf: element)
    }
}

/// A frame's content: one child, aligned in the frame's box as the frame says.
@MainActor
final class FramePlacement: BoxPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        // The content fills the box, and its own alignment places it in what it fills.
        gtk_box_pack_start(cg_box(container.raw), child.pointer, 1, 1, 0)
        if index != element.children.count - 1 { gtk_box_reorder_child(cg_box(container.raw), child.pointer, Int32(index)) }
        if let layout = element.frame { Self.align(child, in: layout) }
    }

    /// Places the content by the frame's alignment; a shape fills the frame, as a shape takes
    /// all the room it is offered.
    /// Content that takes the room it is offered (a row with a `Spacer`) fills the frame, and so
    /// does content along an axis the frame leaves free: the frame is the content's size there, as
    /// in SwiftUI, and has nothing to align it in.
    static func align(_ child: GtkElement, in layout: FrameLayout) {
        guard child.role != .shape else {
            // A shape asks for 8 points where nothing sizes it, and for none along an axis the
            // frame gives a size, so that `Rectangle().frame(height: 1)` is a line one point high.
            let sizesWidth = layout.width != nil || layout.minWidth != nil
            let sizesHeight = layout.height != nil || layout.minHeight != nil
            gtk_widget_set_size_request(child.pointer, sizesWidth ? 0 : 8, sizesHeight ? 0 : 8)
            return
        }
        let fillsWidth = !layout.constrainsWidth || gtk_widget_compute_expand(child.pointer, GTK_ORIENTATION_HORIZONTAL) != 0
        let fillsHeight = !layout.constrainsHeight || gtk_widget_compute_expand(child.pointer, GTK_ORIENTATION_VERTICAL) != 0
        gtk_widget_set_halign(child.pointer, fillsWidth ? GTK_ALIGN_FILL : gtkAlign(layout.alignment.horizontal))
        gtk_widget_set_valign(child.pointer, fillsHeight ? GTK_ALIGN_FILL : gtkAlign(layout.alignment.vertical))
    }

    static let shared = FramePlacement(fills: true)
}

func gtkAlign(_ alignment: HorizontalAlignment) -> GtkAlign {
    switch alignment {
    case .leading, .listRowSeparatorLeading: GTK_ALIGN_START
    case .center: GTK_ALIGN_CENTER
    case .trailing: GTK_ALIGN_END
    }
}

func gtkAlign(_ alignment: VerticalAlignment) -> GtkAlign {
    switch alignment {
    case .top: GTK_ALIGN_START
    case .center: GTK_ALIGN_CENTER
    case .bottom: GTK_ALIGN_END
    case .firstTextBaseline, .lastTextBaseline: GTK_ALIGN_BASELINE
    }
}

/// Where a label's text sits in the label's room, as a fraction of the room left over.
func textAlign(_ alignment: HorizontalAlignment) -> Float {
    switch alignment {
    case .leading, .listRowSeparatorLeading: 0
    case .center: 0.5
    case .trailing: 1
    }
}

func textAlign(_ alignment: VerticalAlignment) -> Float {
    switch alignment {
    case .top, .firstTextBaseline: 0
    case .center: 0.5
    case .bottom, .lastTextBaseline: 1
    }
}

/// `AnyLayout` between a row and a column: the same box turned round, its children kept. Its
/// spacers go back to being widgets, lie along the new axis with its dividers across it, and are
/// absorbed again as a row's or a column's are; a long stack's chunks and groups turn with it.
extension GtkRenderer: StackAxisRendering {
    public func setStackAxis(_ element: any RenderElement, _ axis: Axis) {
        let stack = gtk(element)
        guard let box = stack.container else { return }
        SpacerAbsorption.packAll(stack)
        let orientation = axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        gtk_orientable_set_orientation(cg_orientable(box.raw), orientation)
        stack.stackChunks?.setOrientation(orientation)
        for child in stack.children where child.role == .spacer || child.role == .divider {
            StackPlacement.orient(child.pointer, along: box)
        }
        SpacerAbsorption.arrange(stack)
        ChildAlignment.realign(childrenOf: stack)
    }
}
