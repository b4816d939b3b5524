import CGtk
import ViewLayer

/// A `VStack`'s or `HStack`'s children: packed in its box, and moved into chunks once the stack
/// grows long (`StackChunks`), so that a change among thousands of rows is not a walk of them all.
@MainActor
final class StackPlacement: BoxPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        if child.role == .spacer || child.role == .divider { Self.orient(child.pointer, along: container) }
        if let alignment = element.stackAlignment { ChildAlignment.place(child, by: alignment, in: container, of: element) }
        if Self.mayWait(child, at: index, in: container, of: element) {
            element.waitingAppends += 1
            return
        }
        placeWaiting(of: element, besides: child)
        if let chunks = element.stackChunks ?? chunkedIfLong(element, besides: child, in: container) {
            chunks.insert(child.pointer, at: index)
        } else if child.role == .spacer, SpacerAbsorption.mayAbsorb(child, in: element) {
            // Its room is given at the end of the pass, when the stack's content is all there.
            child.isUnpackedSpacer = true
            element.unpackedSpacers += 1
        } else {
            super.insert(child, at: index, into: container, of: element)
        }
    }

    /// Whether `child`, appended to a stack on screen that is not yet long, waits for the end of
    /// the pass to be packed. A widget packed into a realised box is realised, styled and mapped
    /// at once; a thousand rows given to a stack one by one would be, the first
    /// `StackChunks.threshold` of them, and then taken out and realised again in the chunks the
    /// stack moves to when it grows long. Waiting, they go straight where they end up.
    private static func mayWait(_ child: GtkElement, at index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) -> Bool {
        index == element.children.count - 1 && child.role != .spacer && element.unpackedSpacers == 0 && element.stackChunks == nil
            && gtk_widget_get_realized(container) != 0
    }

    /// Packs the children waiting at the end of `element`'s (`mayWait`): into chunks if the stack
    /// has grown long, or else into its box.
    override func placeWaiting(of element: GtkElement) {
        placeWaiting(of: element, besides: nil)
    }

    /// `new`, inserted among the children but not yet placed, is left to its insertion.
    private func placeWaiting(of element: GtkElement, besides new: GtkElement?) {
        let waiting = element.waitingAppends
        guard waiting > 0, let container = element.container else { return }
        element.waitingAppends = 0
        let others = new.map { new in element.children.filter { $0 !== new } } ?? element.children
        if others.count > StackChunks.threshold {
            let chunks = StackChunks(in: container)
            chunks.adopt(others.map(\.pointer))
            element.stackChunks = chunks
        } else {
            for child in others.suffix(Int(waiting)) { gtk_box_pack_start(cg_box(container.raw), child.pointer, 0, 1, 0) }
        }
    }

    /// A spacer whose room its content takes is not in the box (`SpacerAbsorption`).
    override func boxIndex(of index: Int, in element: GtkElement) -> Int {
        SpacerAbsorption.packedIndex(index, in: element)
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        if let chunks = element.stackChunks {
            chunks.move(child.pointer, from: from, to: index)
        } else if !child.isUnpackedSpacer {
            super.move(child, from: from, to: index, in: container, of: element)
        }
    }

    override func remove(_ child: GtkElement, at index: Int, from container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        SpacerAbsorption.release(child, from: element)
        if let chunks = element.stackChunks {
            chunks.remove(child.pointer)
        } else {
            super.remove(child, at: index, from: container, of: element)
        }
    }

    /// A stack that has grown past `StackChunks.threshold` children (`new` among them, not yet
    /// placed) moves the others into chunks.
    private func chunkedIfLong(_ element: GtkElement, besides new: GtkElement, in container: UnsafeMutablePointer<GtkWidget>) -> StackChunks? {
        guard element.children.count > StackChunks.threshold else { return nil }
        SpacerAbsorption.packAll(element)
        let chunks = StackChunks(in: container)
        chunks.adopt(element.children.filter { $0 !== new }.map(\.pointer))
        element.stackChunks = chunks
        return chunks
    }

    /// A spacer expands along the stack, and only along it, so a row's spacer does not make the
    /// row tall, and its minimum length is along it too; a divider lies across the stack.
    static func orient(_ widget: UnsafeMutablePointer<GtkWidget>, along container: UnsafeMutablePointer<GtkWidget>) {
        let isVertical = gtk_orientable_get_orientation(cg_orientable(container.raw)) == GTK_ORIENTATION_VERTICAL
        if cg_is_separator(widget.raw) != 0 {
            gtk_orientable_set_orientation(cg_orientable(widget.raw), isVertical ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        } else {
            gtk_widget_set_hexpand(widget, isVertical ? 0 : 1)
            gtk_widget_set_vexpand(widget, isVertical ? 1 : 0)
            // A minimum length is along the stack: across it, a spacer asks for nothing.
            var width: Int32 = -1, height: Int32 = -1
            gtk_widget_get_size_request(widget, &width, &height)
            // The length is whichever side has one: a spacer turned with its stack keeps it.
            let length = max(width, height)
            if length > 0 { gtk_widget_set_size_request(widget, isVertical ? -1 : length, isVertical ? length : -1) }
        }
    }

    static let shared = StackPlacement(fills: false)
}
