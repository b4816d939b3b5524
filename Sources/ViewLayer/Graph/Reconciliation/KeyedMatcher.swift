/// Finds, for each identity of a new list of children, the current child with that identity:
/// the one matcher of the graph, used by every node's children (`ViewNode.updateChildren`) and by
/// a `ForEach`'s rows, eager and lazy.
///
/// Each identity is looked for where it is likely to be first: after the child the last one
/// matched, or one further, past a child that went. A row removed or moved then leaves the rows
/// after it matched in place, without an index of a thousand identities; a row inserted, whose
/// identity no child has, needs the index, but the rows after it are still matched in place.
/// Elsewhere, the unmatched children are searched in turn while that costs at most a few steps
/// a child in all: a swap of two rows far apart, or a row moved, needs no index either. Past
/// that, or for an identity no child has, the index is made, once.
struct KeyedMatcher<Identity: Hashable> {
    enum Match: Equatable {
        /// The current child at this position has the identity; it is matched now.
        case child(Int)
        /// No child has it: a child is to be made.
        case new
        /// An earlier identity of the new list was the same, and took its child if there was one.
        case repeated
    }

    /// The current children's identities, in their order.
    private let current: [Identity]
    /// Which of the current children an identity matched: the ones to keep.
    private(set) var isMatched: [Bool]
    private var index: [Identity: Int]?
    /// The identities no child had, so that one given twice is known as repeated.
    private var newIdentities = Set<Identity>()
    /// Where the next identity's child is likely to be.
    private var expected = 0
    private var matchedCount = 0
    private var searchBudget: Int

    init(current: [Identity]) {
        self.current = current
        isMatched = Array(repeating: false, count: current.count)
        searchBudget = 4 * current.count + 64
    }

    /// The match of the next identity of the new list.
    mutating func match(_ identity: Identity) -> Match {
        var nearby = 2
        var match = search(for: identity, from: expected, budget: &nearby)
        if match == nil, index == nil, matchedCount < current.count {
            match = search(for: identity, from: expected + 2, budget: &searchBudget)
        }
        if match == nil {
            if index == nil { index = Self.positions(of: current) }
            match = index?[identity]
            let isRepeated = if let match { isMatched[match] } else { !newIdentities.insert(identity).inserted }
            if isRepeated { return .repeated }
        }
        guard let match else { return .new }
        isMatched[match] = true
        matchedCount += 1
        expected = match + 1
        return .child(match)
    }

    /// The position of the unmatched child with `identity`, searched from `start` round to it,
    /// while `budget` steps last.
    private func search(for identity: Identity, from start: Int, budget: inout Int) -> Int? {
        let count = current.count
        var position = start < count ? start : 0
        for _ in 0..<count {
            guard budget > 0 else { return nil }
            budget -= 1
            if !isMatched[position], current[position] == identity { return position }
            position = position + 1 == count ? 0 : position + 1
        }
        return nil
    }

    private static func positions(of identities: [Identity]) -> [Identity: Int] {
        var positions: [Identity: Int] = [:]
        positions.reserveCapacity(identities.count)
        for index in identities.indices { positions[identities[index]] = index }
        return positions
    }
}
