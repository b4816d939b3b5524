/// `properties`: a counter tapped once, then by a label of two texts.
public struct PropertiesFacts: Codable, Sendable {
    /// What the first tap changed.
    public var delta: MutationCounts
    /// The labels GTK shows after it.
    public var labels: [String]
    public var afterTen: [String]

    public init(delta: MutationCounts, labels: [String], afterTen: [String]) {
        self.delta = delta
        self.labels = labels
        self.afterTen = afterTen
    }
}

/// `box-rows` and `list-rows`: a `ForEach` of five rows in a box or a list box, two swapped,
/// then the first removed.
public struct RowsFacts: Codable, Sendable {
    public var swap: MutationCounts
    public var afterSwap: [String]
    public var drop: MutationCounts
    public var afterDrop: [String]
    /// The GtkListBoxRows left, empty or not.
    public var listBoxRows: Int

    public init(swap: MutationCounts, afterSwap: [String], drop: MutationCounts, afterDrop: [String], listBoxRows: Int) {
        self.swap = swap
        self.afterSwap = afterSwap
        self.drop = drop
        self.afterDrop = afterDrop
        self.listBoxRows = listBoxRows
    }
}

/// `task`: the labels once a `.task` that sleeps has set its text, or after five seconds.
public struct TaskFacts: Codable, Sendable {
    public var labels: [String]

    public init(labels: [String]) {
        self.labels = labels
    }
}

/// `lifecycle`: a page pushed and popped, a sheet presented and dismissed, then a model dropped
/// by a button's action. Widget and handler counts are relative to the scenario's start.
public struct LifecycleFacts: Codable, Sendable {
    public var droppedInThePass: [String]
    public var journal: [String]
    public var pushedLabels: [String]
    public var sheetsWhilePresented: Int
    public var sheetsAfter: Int
    public var widgetsDuring: Int
    public var widgetsAfter: Int
    public var handlersAfter: Int

    public init(droppedInThePass: [String], journal: [String], pushedLabels: [String], sheetsWhilePresented: Int, sheetsAfter: Int, widgetsDuring: Int, widgetsAfter: Int, handlersAfter: Int) {
        self.droppedInThePass = droppedInThePass
        self.journal = journal
        self.pushedLabels = pushedLabels
        self.sheetsWhilePresented = sheetsWhilePresented
        self.sheetsAfter = sheetsAfter
        self.widgetsDuring = widgetsDuring
        self.widgetsAfter = widgetsAfter
        self.handlersAfter = handlersAfter
    }
}

/// `experiments`: every experiment run in a window and torn down.
public struct ExperimentsFacts: Codable, Sendable {
    /// What outlived each experiment, by its id.
    public var leftovers: [String: Leftover]
    /// How many experiments there are.
    public var known: Int

    public struct Leftover: Codable, Equatable, Sendable {
        public var widgets: Int
        public var handlers: Int
        public var headerBarChildren: Int

        public init(widgets: Int, handlers: Int, headerBarChildren: Int) {
            self.widgets = widgets
            self.handlers = handlers
            self.headerBarChildren = headerBarChildren
        }
    }

    public init(leftovers: [String: Leftover], known: Int) {
        self.leftovers = leftovers
        self.known = known
    }
}
