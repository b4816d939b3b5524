import Testing
@testable import ViewLayer

/// The graph's one matcher of children by identity, which a node's children and a `ForEach`'s
/// rows, eager and lazy, are matched with: each identity finds the child that has it, whatever
/// way the search goes; identities no child has are new; one given twice is repeated.
@Suite struct KeyedMatcherTests {
    func matches(_ current: [Int], _ new: [Int]) -> (matches: [KeyedMatcher<Int>.Match], kept: [Bool]) {
        var matcher = KeyedMatcher(current: current)
        let matches = new.map { matcher.match($0) }
        return (matches, matcher.isMatched)
    }

    @Test func theSameIdentitiesInOrderMatchInPlace() {
        let result = matches([1, 2, 3], [1, 2, 3])
        #expect(result.matches == [.child(0), .child(1), .child(2)])
        #expect(result.kept == [true, true, true])
    }

    @Test func aRemovedIdentityLeavesItsChildUnmatched() {
        let result = matches([1, 2, 3, 4], [1, 3, 4])
        #expect(result.matches == [.child(0), .child(2), .child(3)])
        #expect(result.kept == [true, false, true, true])
    }

    @Test func anInsertedIdentityIsNewAndTheRestStillMatch() {
        let result = matches([1, 2, 3], [1, 9, 2, 3])
        #expect(result.matches == [.child(0), .new, .child(1), .child(2)])
    }

    @Test func aSwapOfRowsFarApartMatchesEachToItsChild() {
        let current = Array(0..<1000)
        var new = current
        new.swapAt(1, 998)
        let result = matches(current, new)
        #expect(result.matches == new.map { .child($0) })
        #expect(result.kept.allSatisfy { $0 })
    }

    @Test func aReversedListMatchesEveryChild() {
        let current = Array(0..<300)
        let result = matches(current, current.reversed())
        #expect(result.matches == current.reversed().map { .child($0) })
    }

    @Test func anIdentityGivenTwiceIsRepeatedTheSecondTime() {
        #expect(matches([1, 2], [1, 1, 2]).matches == [.child(0), .repeated, .child(1)])
        #expect(matches([1], [5, 5]).matches == [.new, .repeated])
    }

    @Test func noChildrenMakeEveryIdentityNew() {
        #expect(matches([], [1, 2]).matches == [.new, .new])
    }
}
