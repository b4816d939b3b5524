/// Turns one ordered list of child elements into another with removals, inserts and moves,
/// moving only the children that are not part of a longest run already in order. Swapping two
/// rows of a thousand therefore costs two moves, and no child is removed and re-inserted.
@MainActor
enum ChildListDiff {
    /// Returns whether anything changed.
    @discardableResult
    static func apply(from old: [any RenderElement], to new: [any RenderElement], in parent: any RenderElement, backend: any RenderBackend) -> Bool {
        // Most updates change a few children in the middle of many: leave the common ends alone.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] === new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] === new[new.count - 1 - suffix] {
            suffix += 1
        }
        if prefix == old.count && prefix == new.count { return false }
        applyMiddle(
            from: old[prefix..<(old.count - suffix)], to: Array(new[prefix..<(new.count - suffix)]),
            offset: prefix, in: parent, backend: backend
        )
        return true
    }

    /// Changes `old` into `new`, which stand at `offset` among the parent's children, when the
    /// caller has left out the common ends.
    static func apply(replacing old: ArraySlice<any RenderElement>, with new: [any RenderElement], offset: Int, in parent: any RenderElement, backend: any RenderBackend) {
        applyMiddle(from: old, to: new, offset: offset, in: parent, backend: backend)
    }

    /// Changes `old` into `new`, which stand at `offset` among the parent's children.
    ///
    /// Loops rather than `map`, `allSatisfy` or `firstIndex(where:)`: a main-actor closure handed to
    /// the standard library gets a dynamic executor check at every element (see `withRawPointers`).
    private static func applyMiddle(from old: ArraySlice<any RenderElement>, to new: [any RenderElement], offset: Int, in parent: any RenderElement, backend: any RenderBackend) {
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
