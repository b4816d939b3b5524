/// The context of one update: the animation its changes run with. Each `withTransaction` and
/// `withAnimation` is a transaction of its own, whose changes the graph updates in a pass of their
/// own, after the changes made before it (rule 19).
///
///     withAnimation(.easeInOut) { isShown.toggle() }
public struct Transaction: Sendable {
    /// The animation this transaction's changes run with; nil for none.
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers below may not replace `animation`.
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body`, whose state changes are one transaction, `transaction`, updated in a pass of its
/// own after the changes made before it.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionScope.run(transaction, body)
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
/// changes made none (Apple's documentation of this function).
///
///     withAnimation(.smooth(duration: 0.75)) { isShown = false } completion: { log("hidden") }
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try withTransaction(Transaction(animation: animation)) {
        let serial = TransactionScope.serial
        let result = try body()
        if TransactionScope.changedSerial == serial, let animation {
            let delay = completionCriteria.isRemoved ? animation.totalDuration : animation.logicallyCompleteDuration
            TransactionScope.completions[serial, default: []].append((delay, completion))
            return (result, false)
        }
        return (result, true)
    }
    if result.1 { MainActor.assumeIsolated { completion() } }
    return result.0
}

/// Which transaction the changes being made belong to: the main actor's, as every change to a
/// view's state is carried there.
enum TransactionScope {
    /// The transaction of the `withTransaction` being run, if any.
    nonisolated(unsafe) static var current = Transaction()
    /// Moves at each start and end of a `withTransaction`: changes made under one number are one
    /// transaction, updated in one pass.
    nonisolated(unsafe) static var serial = 0
    /// The serial of the latest transaction that invalidated a view.
    nonisolated(unsafe) static var changedSerial = -1
    /// Completions waiting for their transaction's pass, which starts their time, by serial.
    nonisolated(unsafe) static var completions: [Int: [(delay: Duration, action: @MainActor () -> Void)]] = [:]

    static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let previous = current
        current = transaction
        serial &+= 1
        defer {
            current = previous
            serial &+= 1
        }
        return try body()
    }
}
