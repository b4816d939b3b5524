import CGtk
import ViewLayer

/// A long stack's children, in chunks: GTK 3 handles a box of thousands of children in ways that
/// cost every sibling. Packing a child into a box in the window realises it and computes its style
/// against its siblings at once; reordering a child marks every later sibling's CSS node as
/// changed; removing one reallocates every child below it. Past `threshold` children a stack
/// keeps them in chunks of about √n (at least 32), each a box in an event box with a window of
/// its own, so that a move or a removal touches one chunk and the chunks below only move their
/// windows. Chunks made for children added at the end are filled off screen and put on screen
/// together once the graph has placed the pass's children, and children removed in a pass are
/// taken out together, a chunk that loses them all in one piece.
///
/// What a person sees is the same: the chunks keep the stack's spacing, between chunks too.
@MainActor
final class StackChunks {
    /// A stack with more children than this is chunked.
    static let threshold = 64

    private struct Chunk {
        /// The event box, which gives the chunk its window, and the box of children in it.
        let frame: WidgetRef
        let box: WidgetRef
        var count = 0
        /// How many children it takes before it is split.
        let capacity: Int
        var isOnScreen = false
    }

    private let outer: UnsafeMutablePointer<GtkWidget>
    /// Children the graph removed in this pass and not yet taken out: a chunk that loses all its
    /// children goes in one piece.
    private var removals: [UnsafeMutablePointer<GtkWidget>] = []
    private let orientation: GtkOrientation
    private var spacing: Int32
    private var chunks: [Chunk] = []
    private var total = 0

    init(in outer: UnsafeMutablePointer<GtkWidget>) {
        self.outer = outer
        orientation = gtk_orientable_get_orientation(cg_orientable(outer.raw))
        spacing = gtk_box_get_spacing(cg_box(outer.raw))
    }

    /// Moves a stack's `children`, packed in `outer` in order, into chunks.
    func adopt(_ children: [UnsafeMutablePointer<GtkWidget>]) {
        for child in children {
            g_object_ref(child)
            gtk_container_remove(cg_container(outer.raw), child)
        }
        for (index, child) in children.enumerated() {
            insert(child, at: index)
            g_object_unref(child)
        }
        finishPass()
    }

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, at index: Int) {
        takeOutRemovals()
        if index == total, chunks.last.map({ $0.count >= $0.capacity }) ?? true {
            chunks.append(makeChunk())
        }
        let (chunk, offset) = locate(index)
        pack(child, into: chunk, at: offset)
        if chunks[chunk].count > chunks[chunk].capacity * 2 { split(chunk) }
    }

    /// Removes a child, once the graph has said what else it removes: the widget is held until
    /// then.
    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(child)
        removals.append(child)
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, from: Int, to: Int) {
        takeOutRemovals()
        g_object_ref(child)
        takeOut([child], keepingThem: true)
        insert(child, at: to)
        g_object_unref(child)
    }

    /// Takes out the children removed: a chunk that loses them all leaves the stack whole (one
    /// unmapping of its window, rather than one per child, each restyling the children after it),
    /// and is torn down after the frame, as its children are.
    private func takeOutRemovals() {
        guard !removals.isEmpty else { return }
        let removed = removals
        removals = []
        takeOut(removed)
        for child in removed { g_object_unref(child) }
    }

    /// Takes `children` out of their chunks; children kept (to be placed again) leave their
    /// chunk even when it goes.
    private func takeOut(_ children: [UnsafeMutablePointer<GtkWidget>], keepingThem: Bool = false) {
        var byChunk: [UnsafeMutableRawPointer: [UnsafeMutablePointer<GtkWidget>]] = [:]
        for child in children {
            guard let box = gtk_widget_get_parent(child) else { continue }
            byChunk[box.raw, default: []].append(child)
        }
        var emptied: [Int] = []
        for (index, chunk) in chunks.enumerated() {
            guard let leaving = byChunk[chunk.box.raw] else { continue }
            if leaving.count == chunk.count && !keepingThem {
                emptied.append(index)
            } else {
                for child in leaving { gtk_container_remove(cg_container(chunk.box.raw), child) }
            }
            chunks[index].count -= leaving.count
            total -= leaving.count
            if chunks[index].count == 0 && keepingThem { emptied.append(index) }
        }
        for index in emptied.reversed() {
            let chunk = chunks.remove(at: index)
            // Hidden now, which unmaps its children as their removal would; taken out of the
            // stack and torn down with its children after the frame.
            g_object_ref(chunk.frame.pointer)
            if chunk.isOnScreen {
                gtk_widget_hide(chunk.frame.pointer)
                DeferredRelease.detach(chunk.frame.pointer)
            } else {
                DeferredRelease.release(chunk.frame.pointer)
            }
        }
    }

    func setSpacing(_ spacing: Int32) {
        self.spacing = spacing
        for chunk in chunks { gtk_box_set_spacing(cg_box(chunk.box.raw), spacing) }
    }

    /// Takes out what the pass removed and puts the chunks filled off screen into the stack, in
    /// their places: their children are realised and styled together, once each.
    func finishPass() {
        takeOutRemovals()
        // New chunks at the end go after everything, hidden chunks on their way out included,
        // without moving any; a new chunk among others goes after the chunk before it.
        var newTail = chunks.count
        while newTail > 0, !chunks[newTail - 1].isOnScreen { newTail -= 1 }
        for index in chunks.indices where !chunks[index].isOnScreen {
            gtk_box_pack_start(cg_box(outer.raw), chunks[index].frame.pointer, 0, 1, 0)
            if index < newTail {
                let previous = index == 0 ? nil : outer.children.firstIndex(of: chunks[index - 1].frame.pointer)
                gtk_box_reorder_child(cg_box(outer.raw), chunks[index].frame.pointer, Int32(previous.map { $0 + 1 } ?? 0))
            }
            chunks[index].isOnScreen = true
        }
    }

    /// The chunk and the place in it for a child inserted at `index`: at a boundary, the end of
    /// the chunk before it while that has room.
    private func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        // Rows added at the end, the common case, go into the last chunk.
        if index == total, let last = chunks.last { return (chunks.count - 1, last.count) }
        var start = 0
        for (position, chunk) in chunks.enumerated() {
            let end = start + chunk.count
            if index < end || (index == end && (position == chunks.count - 1 || chunk.count < chunk.capacity)) {
                return (position, index - start)
            }
            start = end
        }
        return (max(chunks.count - 1, 0), index - start)
    }

    private func pack(_ child: UnsafeMutablePointer<GtkWidget>, into chunk: Int, at offset: Int) {
        let box = chunks[chunk].box.pointer
        gtk_box_pack_start(cg_box(box.raw), child, 0, 1, 0)
        // Packing appends; a reorder walks the chunk's children only.
        if offset != chunks[chunk].count { gtk_box_reorder_child(cg_box(box.raw), child, Int32(offset)) }
        chunks[chunk].count += 1
        total += 1
    }

    private func makeChunk() -> Chunk {
        let frame = WidgetRef(gtk_event_box_new())
        let box = WidgetRef(gtk_box_new(orientation, spacing))
        gtk_container_add(cg_container(frame.raw), box.pointer)
        gtk_widget_show(box.pointer)
        gtk_widget_show(frame.pointer)
        return Chunk(frame: frame, box: box, capacity: max(32, Int(Double(total).squareRoot())))
    }

    /// Moves the second half of a chunk that grew too long into a new chunk after it.
    private func split(_ index: Int) {
        var later = makeChunk()
        let moved = chunks[index].box.pointer.children.dropFirst(chunks[index].count / 2)
        for child in moved {
            g_object_ref(child)
            gtk_container_remove(cg_container(chunks[index].box.raw), child)
            gtk_box_pack_start(cg_box(later.box.raw), child, 0, 1, 0)
            g_object_unref(child)
        }
        chunks[index].count -= moved.count
        later.count = moved.count
        chunks.insert(later, at: index + 1)
        if chunks[index].isOnScreen { finishPass() }
    }
}
