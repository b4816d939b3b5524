/// Something the view graph did to a user-written view: the lifecycle trace that tests read
/// and `lifecycle-lab --trace` prints.
public struct TraceEvent: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The view was inserted into the graph and its state bound.
        case install
        /// The view's `body` was evaluated.
        case body
        /// The view's content started being shown.
        case appear
        /// The view's content stopped being shown.
        case disappear
        /// The view was removed from the graph and its state released.
        case uninstall
        /// A `.task` started, when its view appeared.
        case taskStarted = "task-start"
        /// A `.task` was cancelled, when its view disappeared.
        case taskCancelled = "task-cancel"
        /// An animated transaction's changes started being updated; `view` names its animation.
        case transactionStart = "transaction-start"
        /// An animated transaction's animation ended on the graph's clock, after the removals
        /// and completions due then.
        case transactionEnd = "transaction-end"
    }

    public var kind: Kind
    /// The view's type name, as written: `CountViewState`.
    public var view: String
    /// The view's identity: keys and type names from the root, such as `Test1/VStack/0:CountViewState`.
    public var path: String

    public init(kind: Kind, view: String, path: String) {
        self.kind = kind
        self.view = view
        self.path = path
    }

    /// The line `--trace` prints: `· body CountViewObserved`.
    public var line: String { "· \(kind.rawValue) \(view)" }
}
