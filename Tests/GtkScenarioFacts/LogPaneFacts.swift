/// `log-pane`: a pane of five lines given twelve, saved, cleared; highlighted steps.
public struct LogPaneFacts: Codable, Sendable {
    public var highlighted: [String]
    public var highlightCleared: Int
    public var brokenShown: [String]
    public var brokenHighlighted: [String]
    public var rememberedSteps: Int
    public var shown: [String]
    public var lineCount: Int
    public var saved: Bool
    public var savedLines: [String]
    /// The failed save's error, empty when it did not fail.
    public var failure: String
    public var errorDialogs: Int
    public var linesSavedAfterClear: Int

    public init(highlighted: [String], highlightCleared: Int, brokenShown: [String], brokenHighlighted: [String], rememberedSteps: Int, shown: [String], lineCount: Int, saved: Bool, savedLines: [String], failure: String, errorDialogs: Int, linesSavedAfterClear: Int) {
        self.highlighted = highlighted
        self.highlightCleared = highlightCleared
        self.brokenShown = brokenShown
        self.brokenHighlighted = brokenHighlighted
        self.rememberedSteps = rememberedSteps
        self.shown = shown
        self.lineCount = lineCount
        self.saved = saved
        self.savedLines = savedLines
        self.failure = failure
        self.errorDialogs = errorDialogs
        self.linesSavedAfterClear = linesSavedAfterClear
    }
}

/// `log-colours`: the lowest contrast of the log's colours against each style's background.
public struct LogColoursFacts: Codable, Sendable {
    public var lightMinimum: Double
    public var darkMinimum: Double

    public init(lightMinimum: Double, darkMinimum: Double) {
        self.lightMinimum = lightMinimum
        self.darkMinimum = darkMinimum
    }
}

/// `log-pane-window`: the pane in a window, following its end, with Trace off and on, and the
/// timeline's lane selection.
public struct LogPaneWindowFacts: Codable, Sendable {
    public var followed: Bool
    public var stayedUp: Bool
    public var traceHidden: Bool
    public var traceShown: Bool
    public var selectedLane: String
    public var highlightedForLane: [String]
    public var keptWhileGrowing: Bool
    public var droppedOnNewRun: Bool

    public init(followed: Bool, stayedUp: Bool, traceHidden: Bool, traceShown: Bool, selectedLane: String, highlightedForLane: [String], keptWhileGrowing: Bool, droppedOnNewRun: Bool) {
        self.followed = followed
        self.stayedUp = stayedUp
        self.traceHidden = traceHidden
        self.traceShown = traceShown
        self.selectedLane = selectedLane
        self.highlightedForLane = highlightedForLane
        self.keptWhileGrowing = keptWhileGrowing
        self.droppedOnNewRun = droppedOnNewRun
    }
}
