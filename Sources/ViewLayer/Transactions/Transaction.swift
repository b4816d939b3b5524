import Synchronization
import Foundation

/// The context of one update: the animation its changes run with. Each `withTransaction` and
/// `withAnimation` is a transaction of its own, whose changes the graph updates in a pass of their
/// own, after the changes made before it (rule 19).
///
///     withAnimation(.easeInOut) { isShown.toggle() }
public struct Transaction: Sendable {
    /// The animation this transaction's changes run with; nil for none.
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers keep this transaction's animation rather than
    /// putting theirs.
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body`, whose state changes are one transaction, `transaction`, updated in a pass of its
/// own after the changes made before it.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    // Off the main actor, changes reach the views later, carried to the main actor, each then
    // a change of its own.
    guard MainActorCheck.isOnMainActor else { return try body() }
    return try TransactionScope.run(transaction) { _ in try body() }
}

/// Runs `body`, whose state changes are one transaction with `animation`, updated in a pass of
/// their own: OpenSwiftUI's `nestedStateUpdate` compatibility test, which runs against Apple's
/// SwiftUI, sees `value = 1; value = 2; withAnimation { value = 3; value = 4 }` in an `onAppear`
/// give bodies with 0, 2 and 4.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// When `withAnimation`'s completion runs.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    fileprivate let isRemoved: Bool

    /// When the animation has logically completed, though it may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoved: false)
    /// When the entire animation is finished.
    public static let removed = AnimationCompletionCriteria(isRemoved: true)
}

/// Runs `body` as `withAnimation(_:_:)` does, then `completion` once, when the animation its
/// changes made meets `completionCriteria` on the graph's clock; right after `body` when its
/// changes made none (Apple's documentation of this function). Springs end when they are
/// logically complete here: the lab has no long tail.
///
///     withAnimation(.smooth(duration: 0.75)) { isShown = false } completion: { log("hidden") }
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    guard MainActorCheck.isOnMainActor else {
        // Off the main actor, changes reach the views later, carried to the main actor: the
        // completion waits for nothing that can be known here.
        let result = try body()
        DispatchQueue.main.async { MainActor.assumeIsolated { completion() } }
        return result
    }
    let (result, serial) = try TransactionScope.run(Transaction(animation: animation)) { serial in (try body(), serial) }
    if TransactionScope.changedSerial == serial, let animation {
        let delay = completionCriteria.isRemoved ? animation.totalDuration : animation.logicallyCompleteDuration
        TransactionScope.completions[serial, default: []].append((delay, completion))
    } else {
        MainActor.assumeIsolated { completion() }
    }
    return result
}

/// Which transaction the changes being made belong to. Touched on the main actor only, where
/// every change to a view's state is carried: `withTransaction` off it leaves it alone.
enum TransactionScope {
    /// The transaction of the outermost `withTransaction` being run, if any.
    nonisolated(unsafe) static var current = Transaction()
    /// Moves at each start and end of an outermost `withTransaction`: changes made under one
    /// number are one transaction, updated in one pass. A transaction inside another is part of
    /// it.
    nonisolated(unsafe) static var serial = 0
    /// The serial of the latest transaction that invalidated a view.
    nonisolated(unsafe) static var changedSerial = -1
    /// Completions waiting for their transaction's pass, which starts their time, by serial.
    nonisolated(unsafe) static var completions: [Int: [(delay: Duration, action: @MainActor () -> Void)]] = [:]
    nonisolated(unsafe) private static var depth = 0

    /// Whether any transaction was ever run in this process: until one is, a binding's read
    /// looks for no earlier transaction's value, from whatever thread.
    static let wasUsed = Atomic<Bool>(false)

    /// Runs `body` with the serial of its transaction.
    static func run<Result>(_ transaction: Transaction, _ body: (Int) throws -> Result) rethrows -> Result {
        guard depth == 0 else { return try body(serial) }
        wasUsed.store(true, ordering: .relaxed)
        let previous = current
        current = transaction
        serial &+= 1
        depth += 1
        defer {
            depth -= 1
            current = previous
            serial &+= 1
        }
        return try body(serial)
    }
}
