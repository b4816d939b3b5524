import CGtk
import Driving

/// A `Spacer` in a stack is no widget of its own: the content beside it takes its room, as a GTK
/// developer packs a row's last button at the end (`hexpand` and `halign: end`) rather than put an
/// empty box before it. Every widget a row holds is realised, styled and laid out, and a list of a
/// thousand rows with a spacer each paid a thousand boxes for nothing to see.
///
/// Each spacer's room goes to the next content in the stack, which expands along the stack and
/// sits at the end of what it is given; a spacer with no content after it gives its room to the
/// content before it, which sits at the start. GTK shares out extra room among the expanding
/// children equally, as SwiftUI shares a stack's room among its spacers (Apple's documentation of
/// `Spacer`: "a flexible space that expands along the major axis of its containing stack"; equal
/// shares among several is what SwiftUI shows, not what it documents), so this is the same layout as long as
/// each content takes one spacer's room, or one content takes the room of one spacer on each
/// side and nothing else expands (it sits in the middle). Where it would not be the same
/// (`[Spacer, A, Spacer, B, Spacer]`), every spacer of the stack is a widget, packed as any child.
///
/// A spacer keeps a widget too where it must be seen to be there: one with a minimum length, one
/// whose showing is watched (its view's `onAppear`, or the lab's trace), or one in a long stack
/// (`StackChunks`). A spacer packed once stays packed.
@MainActor
enum SpacerAbsorption {
    /// Which sides' spacers a content child takes the room of, and how it expanded before, kept in
    /// `GtkElement.takesSpace`.
    struct Taking: OptionSet {
        let rawValue: UInt8
        /// A spacer before it: it sits at the end of its room.
        static let before = Taking(rawValue: 1)
        /// A spacer after it: it sits at the start.
        static let after = Taking(rawValue: 2)
        /// Whether its expansion along the stack was set (by a frame) before it took the room,
        /// and to what: given back when it stops.
        static let expandWasSet = Taking(rawValue: 4)
        static let expandWas = Taking(rawValue: 8)
        /// The stack is vertical.
        static let vertical = Taking(rawValue: 16)

        var sides: Taking { intersection([.before, .after]) }
    }

    /// Whether `spacer`, going into `stack`, can go without a widget.
    static func mayAbsorb(_ spacer: GtkElement, in stack: GtkElement) -> Bool {
        !spacer.spacerNeedsWidget && stack.stackChunks == nil
    }

    /// The index among the widgets `stack`'s box holds of the child at `index` of its children.
    static func packedIndex(_ index: Int, in stack: GtkElement) -> Int {
        guard stack.unpackedSpacers > 0 else { return index }
        var packed = 0
        for child in stack.children[..<index] where !child.isUnpackedSpacer { packed += 1 }
        return packed
    }

    /// Gives each unpacked spacer's room to its content, once the pass has placed `stack`'s children.
    static func arrange(_ stack: GtkElement) {
        guard stack.unpackedSpacers > 0 || stack.hasSpaceTakers, let box = stack.container else { return }
        let isVertical = gtk_orientable_get_orientation(cg_orientable(box.raw)) == GTK_ORIENTATION_VERTICAL
        var taking = [Taking](repeating: [], count: stack.children.count)
        var spacersTaken = [Int](repeating: 0, count: stack.children.count)
        var otherExpanders = 0
        var lastContent: Int?
        var waiting = 0
        // Spacers with no content beside them to take their room.
        var isUntaken = false
        for (index, child) in stack.children.enumerated() {
            if child.isUnpackedSpacer {
                waiting += 1
            } else if child.role != .spacer, !expandsByItself(child, isVertical: isVertical) {
                if waiting > 0 { taking[index].insert(.before) }
                spacersTaken[index] = waiting
                waiting = 0
                lastContent = index
            } else {
                // A packed spacer, or content that takes room by itself: the spacers before it
                // give theirs to the content before them.
                otherExpanders += 1
                if waiting > 0, let lastContent {
                    taking[lastContent].insert(.after)
                    spacersTaken[lastContent] += waiting
                } else if waiting > 0 {
                    isUntaken = true
                }
                waiting = 0
                lastContent = nil
            }
        }
        if waiting > 0, let lastContent {
            taking[lastContent].insert(.after)
            spacersTaken[lastContent] += waiting
        } else if waiting > 0 {
            isUntaken = true
        }
        let takers = spacersTaken.filter { $0 > 0 }
        let isSameLayout = !isUntaken && (takers.allSatisfy { $0 == 1 } || (takers == [2] && otherExpanders == 0 && taking.contains([.before, .after])))
        if !isSameLayout {
            packAll(stack)
            return
        }
        for (index, child) in stack.children.enumerated() where !child.isUnpackedSpacer && child.role != .spacer {
            let sides = taking[index]
            guard sides != Taking(rawValue: child.takesSpace).sides else { continue }
            take(sides, on: child, isVertical: isVertical)
        }
        stack.hasSpaceTakers = !takers.isEmpty
    }

    /// Puts the spacers back as widgets, and their content as it was: where the content alone
    /// would not lay out as the spacers do, and before the stack is chunked.
    static func packAll(_ stack: GtkElement) {
        guard let box = stack.container else { return }
        for child in stack.children where child.takesSpace != 0 { take([], on: child, isVertical: false) }
        stack.hasSpaceTakers = false
        for (index, spacer) in stack.children.enumerated() where spacer.isUnpackedSpacer {
            spacer.isUnpackedSpacer = false
            stack.unpackedSpacers -= 1
            gtk_box_pack_start(cg_box(box.raw), spacer.pointer, 0, 1, 0)
            gtk_box_reorder_child(cg_box(box.raw), spacer.pointer, Int32(packedIndex(index, in: stack)))
        }
    }

    /// A child that leaves the stack gives back the room it took.
    static func release(_ child: GtkElement, from stack: GtkElement) {
        if child.isUnpackedSpacer {
            child.isUnpackedSpacer = false
            stack.unpackedSpacers -= 1
        } else if child.takesSpace != 0 {
            take([], on: child, isVertical: false)
        }
    }

    /// Sets how `element`'s widget expands, as a frame asks: along its stack, a child taking a
    /// spacer's room keeps expanding, and expands as asked once it gives the room back.
    static func setExpand(_ widget: UnsafeMutablePointer<GtkWidget>, horizontally: Bool?, vertically: Bool?, of element: GtkElement) {
        // Nil leaves the axis to the content, as a frame that says nothing of it does.
        func set(_ value: Bool?, vertically isVertical: Bool) {
            if let value {
                (isVertical ? gtk_widget_set_vexpand : gtk_widget_set_hexpand)(widget, value ? 1 : 0)
            } else {
                (isVertical ? gtk_widget_set_vexpand_set : gtk_widget_set_hexpand_set)(widget, 0)
            }
        }
        var taking = Taking(rawValue: element.takesSpace)
        let alongVertical = taking.contains(.vertical)
        if taking.sides.isEmpty || alongVertical { set(horizontally, vertically: false) }
        if taking.sides.isEmpty || !alongVertical { set(vertically, vertically: true) }
        guard !taking.sides.isEmpty else { return }
        let along = alongVertical ? vertically : horizontally
        if along == true {
            // Content that now takes all the room it is offered takes it by itself: it gives the
            // spacers' room back, and the stack shares it again when its children next change.
            take([], on: element, isVertical: alongVertical)
            set(true, vertically: alongVertical)
            return
        }
        if along == nil { taking.remove(.expandWasSet) } else { taking.insert(.expandWasSet) }
        taking.remove(.expandWas)
        element.takesSpace = taking.rawValue
    }

    private static func expandsByItself(_ child: GtkElement, isVertical: Bool) -> Bool {
        Taking(rawValue: child.takesSpace).sides.isEmpty
            && gtk_widget_compute_expand(child.pointer, isVertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL) != 0
    }

    /// Makes `child` take the room of the spacers on `sides`, or, with none, gives it back: its
    /// expansion along the stack as it was (set, or left to its content), and its alignment.
    private static func take(_ sides: Taking, on child: GtkElement, isVertical: Bool) {
        let widget = child.pointer
        let before = Taking(rawValue: child.takesSpace)
        let vertical = before.sides.isEmpty ? isVertical : before.contains(.vertical)
        let setExpand = vertical ? gtk_widget_set_vexpand : gtk_widget_set_hexpand
        let setExpandSet = vertical ? gtk_widget_set_vexpand_set : gtk_widget_set_hexpand_set
        let setAlign = vertical ? gtk_widget_set_valign : gtk_widget_set_halign
        if sides.isEmpty {
            if before.contains(.expandWasSet) { setExpand(widget, before.contains(.expandWas) ? 1 : 0) } else { setExpandSet(widget, 0) }
            setAlign(widget, GTK_ALIGN_FILL)
            child.takesSpace = 0
            return
        }
        var taking = sides
        if before.sides.isEmpty {
            // What it was before it first took the room, to give back.
            let wasSet = (vertical ? gtk_widget_get_vexpand_set(widget) : gtk_widget_get_hexpand_set(widget)) != 0
            let was = (vertical ? gtk_widget_get_vexpand(widget) : gtk_widget_get_hexpand(widget)) != 0
            if wasSet { taking.insert(.expandWasSet) }
            if was { taking.insert(.expandWas) }
        } else {
            taking.formUnion(before.intersection([.expandWasSet, .expandWas]))
        }
        if vertical { taking.insert(.vertical) }
        setExpand(widget, 1)
        let align: GtkAlign = switch (sides.contains(.before), sides.contains(.after)) {
        case (true, true): GTK_ALIGN_CENTER
        case (true, false): GTK_ALIGN_END
        default: GTK_ALIGN_START
        }
        setAlign(widget, align)
        child.takesSpace = taking.rawValue
    }
}
