extension Array where Element: AnyObject {
    /// Calls `body` with each element without retaining it, the array keeping the elements
    /// alive for the call. A walk down a long list's subtree (its removal, its uninstall) is
    /// otherwise an atomic increment and decrement per node on top of the node's own work; a
    /// profile of clearing a thousand rows puts a tenth of the update pass in `swift_retain`.
    /// `body` must not change the array it walks.
    @inline(__always)
    func forEachUnretained(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Read as `Unmanaged`, a plain word, so that loading an element is not a retain.
            let references = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Element>.self)
            for index in 0..<buffer.count {
                references[index]._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
