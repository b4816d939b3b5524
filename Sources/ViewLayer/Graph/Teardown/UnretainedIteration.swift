internal import CPrefetch

/// How many nodes ahead a walk over a long list asks for: the first ones are the caller's to ask
/// for (`prefetchLeadingObjects`), before the work that precedes the walk.
private let prefetchDistance = 3

extension Array where Element: AnyObject {
    /// Calls `body` with each element without retaining it. A walk down a long list's subtree (its
    /// removal, its uninstall) is otherwise an atomic increment and decrement per node on top of
    /// the node's own work; a profile of clearing a thousand rows puts a tenth of the update pass
    /// in `swift_retain`. The array must live, unchanged, for the walk: a `let`, or a stored
    /// property that nothing `body` calls changes (`ViewNode.children` says why it qualifies).
    @inline(__always)
    func forEachUnretained(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Read as `Unmanaged`, a plain word, so that loading an element is not a retain.
            let raw = UnsafeRawPointer(base)
            let count = buffer.count
            // A long list's nodes lie scattered over the heap, and a walk over them waits on a
            // cache miss at each: the next few are asked for ahead, so that they come in while
            // the current one's subtree is walked (clearing a thousand rows on GTK, 3 % less in
            // alternating runs). A short list is not worth the extra instructions at every node.
            let isLong = count > 8
            let ahead = prefetchDistance
            for index in 0..<count {
                if isLong, index &+ ahead < count {
                    lab_prefetch_object(raw.load(fromByteOffset: (index &+ ahead) &* MemoryLayout<Element>.stride, as: UnsafeRawPointer.self))
                }
                raw.load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// Asks the processor for the first few elements' objects, without waiting for them: before
    /// a node's own work, so that its children come in while it is done rather than after.
    @inline(__always)
    func prefetchLeadingObjects() {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            for index in 0..<Swift.min(buffer.count, prefetchDistance) {
                lab_prefetch_object(raw.load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: UnsafeRawPointer.self))
            }
        }
    }
}
