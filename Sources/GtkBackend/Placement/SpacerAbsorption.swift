import CGtk
import Driving

/// A `Spacer` in a stack is no widget of its own: the content beside it takes its room, as a GTK
/// developer packs a row's last button at the end (`hexpand` and `halign: end`) rather than put an
/// empty box before it. Every widget a row holds is realised, styled and laid out, and a list of a
/// thousand rows with a spacer each paid a thousand boxes for nothing to see.
///
/// Each spacer's room goes to the next content in the stack, which expands along the stack and
/// sits at the end of what it is given; a spacer with no content after it gives its room to the
/// content before it, which sits at the start; content with spacers on both sides sits in the
/// middle. GTK shares out extra room among the expanding children equally, as SwiftUI shares it
/// among spacers, so `[A, Spacer, B, Spacer, C]` centres B between A and C either way.
///
/// A spacer keeps a widget, packed as any child, where that is not the same: one with a minimum
/// length, one whose showing is watched (its view's `onAppear`, or the lab's trace), one beside
/// content that expands by itself, or one in a stack with no content at all, or a long one
/// (`StackChunks`).
@MainActor
enum SpacerAbsorption {
    /// Where a content child sits in the room it takes from the spacers beside it.
    struct Sides: OptionSet {
        let rawValue: UInt8
        /// A spacer before it: it sits at the end of its room.
        static let before = Sides(rawValue: 1)
        /// A spacer after it: it sits at the start.
        static let after = Sides(rawValue: 2)
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
        var sides = [Sides](repeating: [], count: stack.children.count)
        var lastContent: Int?
        var waiting: [Int] = []
        for (index, child) in stack.children.enumerated() {
            if child.isUnpackedSpacer {
                waiting.append(index)
            } else if child.role != .spacer, !expandsByItself(child, isVertical: isVertical) {
                if !waiting.isEmpty { sides[index].insert(.before) }
                waiting = []
                lastContent = index
            } else {
                // A packed spacer, or content that takes the room by itself: the spacers before it
                // keep their widgets.
                pack(waiting, in: stack, box: box)
                waiting = []
                lastContent = nil
            }
        }
        if !waiting.isEmpty {
            if let lastContent { sides[lastContent].insert(.after) } else { pack(waiting, in: stack, box: box) }
        }
        var hasTakers = false
        for (index, child) in stack.children.enumerated() where !child.isUnpackedSpacer && child.role != .spacer {
            let taken = sides[index]
            hasTakers = hasTakers || !taken.isEmpty
            guard taken.rawValue != child.takesSpace else { continue }
            setSides(taken, on: child, isVertical: isVertical)
        }
        stack.hasSpaceTakers = hasTakers
    }

    /// Puts the spacers back as widgets, and their content as it was: before the stack is chunked.
    static func packAll(_ stack: GtkElement) {
        guard let box = stack.container else { return }
        let isVertical = gtk_orientable_get_orientation(cg_orientable(box.raw)) == GTK_ORIENTATION_VERTICAL
        for child in stack.children where child.takesSpace != 0 { setSides([], on: child, isVertical: isVertical) }
        stack.hasSpaceTakers = false
        pack(stack.children.indices.filter { stack.children[$0].isUnpackedSpacer }, in: stack, box: box)
    }

    /// A child that leaves the stack gives back the room it took.
    static func release(_ child: GtkElement, from stack: GtkElement) {
        if child.isUnpackedSpacer {
            child.isUnpackedSpacer = false
            stack.unpackedSpacers -= 1
        } else if child.takesSpace != 0, let box = stack.container {
            setSides([], on: child, isVertical: gtk_orientable_get_orientation(cg_orientable(box.raw)) == GTK_ORIENTATION_VERTICAL)
        }
    }

    private static func expandsByItself(_ child: GtkElement, isVertical: Bool) -> Bool {
        child.takesSpace == 0 && gtk_widget_compute_expand(child.pointer, isVertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL) != 0
    }

    private static func setSides(_ sides: Sides, on child: GtkElement, isVertical: Bool) {
        let widget = child.pointer
        let align: GtkAlign = switch (sides.contains(.before), sides.contains(.after)) {
        case (true, true): GTK_ALIGN_CENTER
        case (true, false): GTK_ALIGN_END
        case (false, true): GTK_ALIGN_START
        case (false, false): GTK_ALIGN_FILL
        }
        if isVertical {
            gtk_widget_set_vexpand(widget, sides.isEmpty ? 0 : 1)
            gtk_widget_set_valign(widget, align)
        } else {
            gtk_widget_set_hexpand(widget, sides.isEmpty ? 0 : 1)
            gtk_widget_set_halign(widget, align)
        }
        child.takesSpace = sides.rawValue
    }

    /// Packs the unpacked spacers at `indices` of `stack`'s children in their places.
    private static func pack(_ indices: [Int], in stack: GtkElement, box: UnsafeMutablePointer<GtkWidget>) {
        for index in indices {
            let spacer = stack.children[index]
            spacer.isUnpackedSpacer = false
            stack.unpackedSpacers -= 1
            gtk_box_pack_start(cg_box(box.raw), spacer.pointer, 0, 1, 0)
            gtk_box_reorder_child(cg_box(box.raw), spacer.pointer, Int32(packedIndex(index, in: stack)))
        }
    }
}
