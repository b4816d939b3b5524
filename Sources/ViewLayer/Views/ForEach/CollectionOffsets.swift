import Foundation

// The edits a list's `onDelete` and `onMove` hand over, as offsets: SwiftUI adds these to the
// standard collections, and code written for it calls them as its own, with `import SwiftUI` alone:
//
//     .onDelete { items.remove(atOffsets: $0) }
//     .onMove { items.move(fromOffsets: $0, toOffset: $1) }

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, the rest keeping their order.
    public mutating func remove(atOffsets offsets: IndexSet) {
        // From the last, so that each offset still names the element it named.
        for offset in offsets.reversed() where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to just before the element at `destination`, an offset into
    /// the collection as it was; `destination` may be `count`, the end. The elements moved keep
    /// their order, and so do the others.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 < elements.count }
        let staying = elements.indices.filter { !source.contains($0) }
        let insertion = staying.firstIndex { $0 >= destination } ?? staying.count
        let order = staying[..<insertion] + moving + staying[insertion...]
        for (position, offset) in zip(indices, order) { self[position] = elements[offset] }
    }
}
