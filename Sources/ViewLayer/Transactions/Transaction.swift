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

/// Which transaction the changes being made belong to: the main actor's, as every change to a
/// view's state is carried there.
enum TransactionScope {
    /// The transaction of the `withTransaction` being run, if any.
    nonisolated(unsafe) static var current = Transaction()
    /// Moves at each start and end of a `withTransaction`: changes made under one number are one
    /// transaction, updated in one pass.
    nonisolated(unsafe) static var serial = 0

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
