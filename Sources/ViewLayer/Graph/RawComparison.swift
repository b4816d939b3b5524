/// Runs `body` with the addresses of `a` and `b`.
///
/// Hot paths of the graph use this instead of nesting the standard library's `withUnsafePointer`:
/// a main-actor closure handed to a module built without strict concurrency gets a dynamic
/// executor check on every call (SE-0423), which costs hundreds of instructions per row of a long
/// list. A closure handed to this function, from this module, gets none.
@inline(__always)
nonisolated func withRawPointers<A, B, Result>(_ a: A, _ b: B, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> Result) -> Result {
    withUnsafePointer(to: a) { a in
        withUnsafePointer(to: b) { b in body(UnsafeRawPointer(a), UnsafeRawPointer(b)) }
    }
}
