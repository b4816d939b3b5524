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

/// Runs `body` on the values of type `T` at `a` and `b`, where they lie.
///
/// Read through `pointee` in code the compiler cannot specialise, each value would be copied
/// through its type's value witnesses before use and destroyed after it: a row's label retained
/// and released twice per comparison. Passed `inout`, the values are borrowed in place; `body`
/// must only read them. One value at both addresses (a view compared with itself) is compared
/// with a copy of itself, as two `inout` accesses to one place may not overlap.
@inline(__always)
nonisolated func withValuesInPlace<T, Result>(
    _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, as type: T.Type, _ body: (inout T, inout T) -> Result
) -> Result {
    let first = UnsafeMutablePointer(mutating: a.assumingMemoryBound(to: T.self))
    let second = UnsafeMutablePointer(mutating: b.assumingMemoryBound(to: T.self))
    guard first != second else {
        var copy = second.pointee
        return body(&first.pointee, &copy)
    }
    return body(&first.pointee, &second.pointee)
}
