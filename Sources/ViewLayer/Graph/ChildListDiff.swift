/// Turns one ordered list of child elements into another with removals, inserts and moves,
/// moving only the children that are not part of a longest run already in order. Swapping two
/// rows of a thousand therefore costs two moves, and no child is removed and re-inserted.
@MainActor
enum ChildListDiff {
    static func apply(from old: [any RenderElement], to new: [any RenderElement], in parent: any RenderElement, backend: any RenderBackend) {
        let newIDs = Set(new.map(ObjectIdentifier.init))
        var work: [any RenderElement] = []
        work.reserveCapacity(new.count)
        for element in old {
            if newIDs.contains(ObjectIdentifier(element)) {
                work.append(element)
            } else {
                backend.remove(element, from: parent)
            }
        }
        if work.count == new.count, zip(work, new).allSatisfy({ $0 === $1 }) { return }

        var workIndex: [ObjectIdentifier: Int] = [:]
        workIndex.reserveCapacity(work.count)
        for (index, element) in work.enumerated() { workIndex[ObjectIdentifier(element)] = index }
        let kept = longestIncreasingRun(new.map { workIndex[ObjectIdentifier($0)] ?? -1 })

        // `work` mirrors the backend's children, so the positions handed to it are exact.
        var previous = -1
        for (newIndex, element) in new.enumerated() {
            if kept.contains(newIndex) {
                var position = previous + 1
                while work[position] !== element { position += 1 }
                previous = position
            } else if workIndex[ObjectIdentifier(element)] == nil {
                let position = previous + 1
                work.insert(element, at: position)
                backend.insert(element, into: parent, at: position)
                previous = position
            } else {
                guard let from = work.firstIndex(where: { $0 === element }) else { continue }
                work.remove(at: from)
                let position = from <= previous ? previous : previous + 1
                work.insert(element, at: position)
                backend.move(element, in: parent, to: position)
                previous = position
            }
        }
    }

    /// The positions in `sequence` of a longest strictly increasing run of its non-negative values.
    static func longestIncreasingRun(_ sequence: [Int]) -> Set<Int> {
        var tailValues: [Int] = []
        var tailPositions: [Int] = []
        var predecessor = Array(repeating: -1, count: sequence.count)
        for (position, value) in sequence.enumerated() where value >= 0 {
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
        var run = Set<Int>()
        var position = tailPositions.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = predecessor[position]
        }
        return run
    }
}
