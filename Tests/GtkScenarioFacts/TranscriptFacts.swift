/// What a session of one view prints for one script headless (`run`) and in a GTK window (`gui`),
/// an action that fails printing its error: `typing-session`, `scrolling`, `scrolling-grid` and
/// `long-scroll`.
public struct TranscriptFacts: Codable, Sendable {
    public var run: [String]
    public var gui: [String]

    public init(run: [String], gui: [String]) {
        self.run = run
        self.gui = gui
    }
}
