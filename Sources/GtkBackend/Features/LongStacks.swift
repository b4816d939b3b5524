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
/// Within a chunk, children sit in groups of a few, each a plain box: GTK redraws the whole of a
/// box a child leaves or joins and restyles the siblings after a child put among them, so a move
/// costs a group, a few rows, rather than the chunk, a screenful.
///
/// The chunks are in a box of their own in the stack's: a pass that takes out every child hides
/// that box, once, as the expert table hides its list, and a new one takes the chunks that come
/// after. Hiding the chunks one by one changes the visibility of each one's CSS node among its
/// siblings, which GTK then validates in the frame's update phase: 0.6 ms of a cleared thousand
/// rows, and 0.3 ms more in the hiding.
///
/// What a person sees is the same: the chunks and groups keep the stack's spacing, between them
/// too.
@MainActor
package final class StackChunks {
    /// A stack with more children than this is chunked.
    package static let threshold = 64
    /// How many children a group of a chunk of up to 39 takes before a new one is begun, and twice
    /// this before it is split. Three: a moved row costs the redraw of its two groups, and each
    /// group is a box more, which 10,000 rows pay in memory (two would pass 1.2× the expert
    /// table's).
    nonisolated package static let groupSize = 3
    /// The most a group of a larger chunk takes: a tenth of the chunk, up to this. Every group box
    /// is realised, styled and laid out with the rows; with ten rows a group, 10,000 rows create
    /// in about 4 % less time than with three (measured alternating), and a move still redraws
    /// about a third of a screenful.
    nonisolated package static let largestGroupSize = 10

    private struct Chunk {
        /// The event box, which gives the chunk its window, and the box of groups in it.
        let frame: WidgetRef
        let box: WidgetRef
        var groups: [Group] = []
        /// Its children, in all its groups.
        var count = 0
        /// Whether groups taken out may still wait, hidden, at the end of its box.
        var mayHoldLeftovers = false
        /// How many children it takes before it is split.
        let capacity: Int
        var isOnScreen = false
        /// How many children its groups take before a new one is begun.
        var groupSize: Int { min(max(StackChunks.groupSize, capacity / 10), StackChunks.largestGroupSize) }
    }

    private struct Group {
        let box: WidgetRef
        var count = 0
        /// Whether children taken out may still wait, hidden, at the end of its box.
        var mayHoldLeftovers = false
    }

    private let outer: UnsafeMutablePointer<GtkWidget>
    /// The box in `outer` that holds the chunks on screen; made when chunks go on screen and there
    /// is none, at first or after the last one was hidden with every child.
    private var holder: WidgetRef?
    /// Children the graph removed in this pass and not yet taken out: a chunk that loses all its
    /// children goes in one piece.
    private var removals: [UnsafeMutablePointer<GtkWidget>] = []
    private var orientation: GtkOrientation
    private var spacing: Int32
    private var chunks: [Chunk] = []
    private var total = 0

    init(in outer: UnsafeMutablePointer<GtkWidget>) {
        self.outer = outer
        orientation = gtk_orientable_get_orientation(cg_orientable(outer.raw))
        spacing = gtk_box_get_spacing(cg_box(outer.raw))
    }

    /// Moves a stack's `children` into chunks: those packed in `outer`, in order, and those
    /// not yet packed after them.
    func adopt(_ children: [UnsafeMutablePointer<GtkWidget>]) {
        for child in children {
            g_object_ref(child)
            if gtk_widget_get_parent(child) == outer { gtk_container_remove(cg_container(outer.raw), child) }
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
        // Every child goes, as when a list is cleared: the chunks go whole, and the children need
        // not be sorted by group (a dictionary of a thousand rows' groups, and a GTK lookup of
        // each row's parent and grandparent, a cache miss apiece). The children removed are the
        // stack's own, each once, so their count says so.
        if !keepingThem, children.count == total {
            takeOutEveryChunk()
            return
        }
        var byGroup: [UnsafeMutableRawPointer: [UnsafeMutablePointer<GtkWidget>]] = [:]
        var chunkBoxes = Set<UnsafeMutableRawPointer>()
        for child in children {
            guard let group = gtk_widget_get_parent(child) else { continue }
            byGroup[group.raw, default: []].append(child)
            if let box = gtk_widget_get_parent(group) { chunkBoxes.insert(box.raw) }
        }
        var emptied: [Int] = []
        for index in chunks.indices where chunkBoxes.contains(chunks[index].box.raw) {
            var leavingChunk = 0
            var emptiedGroups: [Int] = []
            for (position, group) in chunks[index].groups.enumerated() {
                guard let leaving = byGroup[group.box.raw] else { continue }
                leavingChunk += leaving.count
                chunks[index].groups[position].count -= leaving.count
                if leaving.count == group.count { emptiedGroups.append(position) }
                // Kept children are placed again; the others go with their group when it goes,
                // or are hidden at its end until the frame has been painted.
                if keepingThem {
                    for child in leaving { gtk_container_remove(cg_container(group.box.raw), child) }
                } else if leaving.count < group.count {
                    for child in leaving { hideUntilDetached(child, in: group.box) }
                    chunks[index].groups[position].mayHoldLeftovers = true
                }
            }
            guard leavingChunk > 0 else { continue }
            chunks[index].count -= leavingChunk
            total -= leavingChunk
            if chunks[index].count == 0 {
                emptied.append(index)
                continue
            }
            for position in emptiedGroups.reversed() {
                let group = chunks[index].groups.remove(at: position)
                hideUntilDetached(group.box.pointer, in: chunks[index].box)
                chunks[index].mayHoldLeftovers = true
            }
        }
        let emptiesTheScreen = !emptied.isEmpty && chunks.allSatisfy { $0.count == 0 || !$0.isOnScreen }
        if emptiesTheScreen { retireHolder() }
        for index in emptied.reversed() {
            let chunk = chunks.remove(at: index)
            // Hidden now, which unmaps its children as their removal would; taken out of the
            // stack and torn down with its children after the frame. When the holder went, the
            // chunks on screen go with it.
            if chunk.isOnScreen && emptiesTheScreen { continue }
            if chunk.isOnScreen {
                DeferredRelease.hideAndDetach(chunk.frame.pointer)
            } else {
                releaseOffScreen(chunk)
            }
        }
    }

    /// Takes out every chunk with its children, as `takeOut` does the chunks it empties: those on
    /// screen go with the holder, the others after the frame.
    private func takeOutEveryChunk() {
        let gone = chunks
        chunks = []
        total = 0
        guard !gone.isEmpty else { return }
        retireHolder()
        for chunk in gone where !chunk.isOnScreen { releaseOffScreen(chunk) }
    }

    /// Lets go of a chunk not on screen, and its children, after the frame: the stack's reference
    /// goes with the chunk, so the idle gets one of its own to release.
    private func releaseOffScreen(_ chunk: Chunk) {
        g_object_ref(chunk.frame.pointer)
        DeferredRelease.release(chunk.frame.pointer)
    }

    /// Hides the box of the chunks on screen, every one of them emptied, and takes it out of the
    /// stack after the frame, with them.
    private func retireHolder() {
        guard let holder else { return }
        self.holder = nil
        DeferredRelease.hideAndDetach(holder.pointer)
    }

    /// The box the chunks on screen go into, made when the stack has none.
    private func madeHolder() -> WidgetRef {
        if let holder { return holder }
        let made = WidgetRef(gtk_box_new(orientation, spacing))
        gtk_widget_show(made.pointer)
        gtk_box_pack_start(cg_box(outer.raw), made.pointer, 0, 1, 0)
        holder = made
        return made
    }

    /// Hides a removed child, or an emptied group, and takes it out after the frame
    /// (`DeferredRelease.hideAndDetach`). It waits at the end of its box, so that a group's first
    /// `count` widgets are its children and a chunk's first widgets its groups; what is put in at
    /// the end of a box that may hold such leftovers goes before them.
    private func hideUntilDetached(_ widget: UnsafeMutablePointer<GtkWidget>, in box: WidgetRef) {
        gtk_box_reorder_child(cg_box(box.raw), widget, -1)
        DeferredRelease.hideAndDetach(widget)
    }

    /// Turns the holder, the chunks and their groups to `orientation`, as `AnyLayout` turns the
    /// stack they are in.
    func setOrientation(_ orientation: GtkOrientation) {
        self.orientation = orientation
        forEachBox { gtk_orientable_set_orientation(cg_orientable($0.raw), orientation) }
    }

    func setSpacing(_ spacing: Int32) {
        self.spacing = spacing
        forEachBox { gtk_box_set_spacing(cg_box($0.raw), spacing) }
    }

    /// The boxes the stack's children lie in: the holder, the chunks' boxes and their groups'.
    private func forEachBox(_ body: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        if let holder { body(holder.pointer) }
        for chunk in chunks {
            body(chunk.box.pointer)
            for group in chunk.groups { body(group.box.pointer) }
        }
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
            let holder = madeHolder()
            gtk_box_pack_start(cg_box(holder.raw), chunks[index].frame.pointer, 0, 1, 0)
            if index < newTail {
                let previous = index == 0 ? nil : holder.pointer.children.firstIndex(of: chunks[index - 1].frame.pointer)
                gtk_box_reorder_child(cg_box(holder.raw), chunks[index].frame.pointer, Int32(previous.map { $0 + 1 } ?? 0))
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

    /// Packs `child` at `offset` in a chunk: into the group there, at a boundary the end of the
    /// group before it while that has room, or into a new group.
    private func pack(_ child: UnsafeMutablePointer<GtkWidget>, into chunk: Int, at offset: Int) {
        var start = 0
        var target: (group: Int, offset: Int)?
        for (position, group) in chunks[chunk].groups.enumerated() {
            let end = start + group.count
            if offset < end || (offset == end && group.count < chunks[chunk].groupSize) {
                target = (position, offset - start)
                break
            }
            start = end
        }
        let (group, place) = target ?? (addGroup(to: chunk, at: chunks[chunk].groups.count), 0)
        let into = chunks[chunk].groups[group]
        put(child, in: into.box, at: place, among: into.count, mayHoldLeftovers: into.mayHoldLeftovers)
        chunks[chunk].groups[group].count += 1
        chunks[chunk].count += 1
        total += 1
        if chunks[chunk].groups[group].count >= chunks[chunk].groupSize * 2 { splitGroup(group, of: chunk) }
    }

    /// A new, empty group at `position` among a chunk's groups.
    private func addGroup(to chunk: Int, at position: Int) -> Int {
        let group = Group(box: WidgetRef(gtk_box_new(orientation, spacing)))
        gtk_widget_show(group.box.pointer)
        put(group.box.pointer, in: chunks[chunk].box, at: position, among: chunks[chunk].groups.count, mayHoldLeftovers: chunks[chunk].mayHoldLeftovers)
        chunks[chunk].groups.insert(group, at: position)
        return position
    }

    /// Puts `widget` at `position` among the `count` widgets `box` holds, before any left to
    /// be taken out. Packing appends; a reorder walks the box's children only, a group's or a
    /// chunk's, and is needed at the end only when leftovers may follow.
    ///
    /// A widget reordered goes in unmapped and is mapped in its place: packed into a box on
    /// screen it would be mapped at the end and moved mapped, which cost the frame's layout a
    /// third of a millisecond when a row moved (swapping rows 2 and 999: 0.93 → 0.61 ms, 20
    /// runs). GTK documents `gtk_widget_set_child_visible` for a container's implementation,
    /// which the chunks are here, and resets it when a widget leaves its container.
    private func put(_ widget: UnsafeMutablePointer<GtkWidget>, in box: WidgetRef, at position: Int, among count: Int, mayHoldLeftovers: Bool) {
        let needsReorder = position != count || mayHoldLeftovers
        if needsReorder { gtk_widget_set_child_visible(widget, 0) }
        gtk_box_pack_start(cg_box(box.raw), widget, 0, 1, 0)
        guard needsReorder else { return }
        gtk_box_reorder_child(cg_box(box.raw), widget, Int32(position))
        gtk_widget_set_child_visible(widget, 1)
    }

    /// Moves the second half of a group that grew too long into a new group after it.
    private func splitGroup(_ group: Int, of chunk: Int) {
        let later = addGroup(to: chunk, at: group + 1)
        let from = chunks[chunk].groups[group].box
        let count = chunks[chunk].groups[group].count
        let moved = from.pointer.children.prefix(count).dropFirst(count / 2)
        for child in moved { reparent(child, from: from, to: chunks[chunk].groups[later].box) }
        chunks[chunk].groups[group].count -= moved.count
        chunks[chunk].groups[later].count = moved.count
    }

    private func reparent(_ widget: UnsafeMutablePointer<GtkWidget>, from: WidgetRef, to: WidgetRef) {
        g_object_ref(widget)
        gtk_container_remove(cg_container(from.raw), widget)
        gtk_box_pack_start(cg_box(to.raw), widget, 0, 1, 0)
        g_object_unref(widget)
    }

    private func makeChunk() -> Chunk {
        let frame = WidgetRef(gtk_event_box_new())
        let box = WidgetRef(gtk_box_new(orientation, spacing))
        gtk_container_add(cg_container(frame.raw), box.pointer)
        gtk_widget_show(box.pointer)
        gtk_widget_show(frame.pointer)
        return Chunk(frame: frame, box: box, capacity: max(32, Int(Double(total).squareRoot())))
    }

    /// Moves the second half of a chunk that grew too long, whole groups, into a new chunk after it.
    private func split(_ index: Int) {
        var later = makeChunk()
        var keep = 0
        var kept = 0
        while keep < chunks[index].groups.count, kept < chunks[index].count / 2 {
            kept += chunks[index].groups[keep].count
            keep += 1
        }
        guard keep < chunks[index].groups.count else { return }
        let moved = chunks[index].groups[keep...]
        for group in moved { reparent(group.box.pointer, from: chunks[index].box, to: later.box) }
        later.groups = Array(moved)
        later.count = chunks[index].count - kept
        chunks[index].groups.removeSubrange(keep...)
        chunks[index].count = kept
        chunks.insert(later, at: index + 1)
        if chunks[index].isOnScreen { finishPass() }
    }
}
