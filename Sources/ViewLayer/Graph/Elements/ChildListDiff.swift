/// Turns one ordered list of child elements into another with removals, inserts and moves,
/// moving only the children that are not part of a longest run already in order. Swapping two
/// rows of a thousand therefore costs two moves, and no child is removed and re-inserted.
@MainActor
enum ChildListDiff {
    /// Changes `old` into `new`. Returns whether anything changed.
    @discardableResult
    static func apply(from old: [any RenderElement], to new: [any RenderElement], in parent: any RenderElement, backend: CountedBackend) -> Bool {
        var current = old
        return apply(to: &current, target: new.map(identity), elements: { Array(new[$0]) }, in: parent, backend: backend)
    }

    /// Brings `current`, the parent's children as the backend has them, in line with the
    /// elements whose identities are `target`. `elements` gives the target's elements in a range
    /// of it, and is asked only for the part that changed: most updates change a few children in
    /// the middle of many, and the common ends are compared by identity alone, with no element
    /// read or retained. Returns whether anything changed.
    static func apply(to current: inout [any RenderElement], target: [ObjectIdentifier], elements: (Range<Int>) -> [any RenderElement], in parent: any RenderElement, backend: CountedBackend) -> Bool {
        var prefix = 0
        while prefix < current.count, prefix < target.count, identity(current[prefix]) == target[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < current.count - prefix, suffix < target.count - prefix,
              identity(current[current.count - 1 - suffix]) == target[target.count - 1 - suffix] {
            suffix += 1
        }
        if prefix == current.count && prefix == target.count { return false }
        let replaced = prefix..<(current.count - suffix)
        if swapsEnds(of: current[replaced], toBecome: target[prefix..<(target.count - suffix)]) {
            // Two children swapped, the common case of a reorder: the last moves to the front
            // and, unless they were neighbours, the first to the end, the moves the longest run
            // below would make, without reading the thousand elements between.
            let first = current[replaced.lowerBound], last = current[replaced.upperBound - 1]
            backend.move(last, in: parent, to: replaced.lowerBound)
            if replaced.count > 2 { backend.move(first, in: parent, to: replaced.upperBound - 1) }
            current.swapAt(replaced.lowerBound, replaced.upperBound - 1)
            return true
        }
        let middle = elements(prefix..<(target.count - suffix))
        applyMiddle(from: current[replaced], to: middle, offset: prefix, in: parent, backend: backend)
        current.replaceSubrange(replaced, with: middle)
        return true
    }

    private static func identity(_ element: any RenderElement) -> ObjectIdentifier { ObjectIdentifier(element) }

    /// Whether `old` becomes `new` by swapping its first and last.
    private static func swapsEnds(of old: ArraySlice<any RenderElement>, toBecome new: ArraySlice<ObjectIdentifier>) -> Bool {
        guard old.count >= 2, old.count == new.count,
              identity(old[old.startIndex]) == new[new.endIndex - 1],
              identity(old[old.endIndex - 1]) == new[new.startIndex] else { return false }
        var index = old.startIndex + 1
        var newIndex = new.startIndex + 1
        while index < old.endIndex - 1 {
            if identity(old[index]) != new[newIndex] { return false }
            index += 1
            newIndex += 1
        }
        return true
    }

    /// Changes `old` into `new`, which stand at `offset` among the parent's children.
    ///
    /// Loops rather than `map`, `allSatisfy` or `firstIndex(where:)`: a main-actor closure handed to
    /// the standard library gets a dynamic executor check at every element (see `withRawPointers`).
    private static func applyMiddle(from old: ArraySlice<any RenderElement>, to new: [any RenderElement], offset: Int, in parent: any RenderElement, backend: CountedBackend) {
        // Every child goes, as when a list is cleared: nothing to look up or keep.
        if new.isEmpty {
            for index in old.indices.reversed() { backend.remove(old[index], from: parent) }
            return
        }
        var newIDs = Set<ObjectIdentifier>(minimumCapacity: new.count)
        for element in new { newIDs.insert(ObjectIdentifier(element)) }
        var work: [any RenderElement] = []
        work.reserveCapacity(new.count)
        var removed: [any RenderElement] = []
        for element in old {
            if newIDs.contains(ObjectIdentifier(element)) {
                work.append(element)
            } else {
                removed.append(element)
            }
        }
        // Last first: a backend's array of children then loses its last entry each time, with
        // none of the others moving up, which clearing a long list would pay a thousand times.
        for element in removed.reversed() { backend.remove(element, from: parent) }
        if work.isEmpty {
            for (index, element) in new.enumerated() { backend.insert(element, into: parent, at: offset + index) }
            return
        }
        if work.count == new.count, isSameOrder(work, new) { return }

        var workIndex: [ObjectIdentifier: Int] = [:]
        workIndex.reserveCapacity(work.count)
        for (index, element) in work.enumerated() { workIndex[ObjectIdentifier(element)] = index }
        var positionsInWork: [Int] = []
        positionsInWork.reserveCapacity(new.count)
        for element in new { positionsInWork.append(workIndex[ObjectIdentifier(element)] ?? -1) }
        let kept = longestIncreasingRun(positionsInWork)

        // `work` mirrors the backend's children, so the positions handed to it are exact.
        var previous = -1
        for (newIndex, element) in new.enumerated() {
            if kept[newIndex] {
                var position = previous + 1
                while work[position] !== element { position += 1 }
                previous = position
            } else if workIndex[ObjectIdentifier(element)] == nil {
                let position = previous + 1
                work.insert(element, at: position)
                backend.insert(element, into: parent, at: offset + position)
                previous = position
            } else {
                guard let from = work.firstIndex(ofIdentical: element) else { continue }
                work.remove(at: from)
                let position = from <= previous ? previous : previous + 1
                work.insert(element, at: position)
                backend.move(element, in: parent, to: offset + position)
                previous = position
            }
        }
    }

    private static func isSameOrder(_ a: [any RenderElement], _ b: [any RenderElement]) -> Bool {
        for index in a.indices where a[index] !== b[index] { return false }
        return true
    }

    /// Which positions of `sequence` make up a longest strictly increasing run of its non-negative
    /// values, as a mask over the positions.
    static func longestIncreasingRun(_ sequence: [Int]) -> [Bool] {
        var tailValues: [Int] = []
        var tailPositions: [Int] = []
        var predecessor = Array(repeating: -1, count: sequence.count)
        for position in sequence.indices where sequence[position] >= 0 {
            let value = sequence[position]
            var low = 0
            var high = tailValues.count
            while low < high {
                let mid = (low + high) / 2
                if tailValues[mid] < value { low = mid + 1 } else { high = mid }
            }
            predecessor[position] = low > 0 ? tailPositions[low - 1] : -1
            if low == tailValues.count {
                tailValues.append(value)
                tailPositions.append(position)
            } else {
                tailValues[low] = value
                tailPositions[low] = position
            }
        }
        var run = Array(repeating: false, count: sequence.count)
        var position = tailPositions.last ?? -1
        while position >= 0 {
            run[position] = true
            position = predecessor[position]
        }
        return run
    }
}
