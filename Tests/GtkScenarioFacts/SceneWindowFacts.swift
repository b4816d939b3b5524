/// `scene-window`: a view reading `\.scenePhase` and `\.horizontalSizeClass` in a window that is
/// shown, widened, narrowed, hidden and shown again.
public struct SceneWindowFacts: Codable, Sendable {
    /// The view's body lines after each step, from the first.
    public var shown: [String]
    public var widened: [String]
    public var narrowed: [String]
    public var hidden: [String]
    public var shownAgain: [String]
    /// After the renderer stops following the desktop's focus, as while a script drives it.
    public var focusIgnored: [String]
    public var handlersAfter: Int

    public init(shown: [String], widened: [String], narrowed: [String], hidden: [String], shownAgain: [String], focusIgnored: [String], handlersAfter: Int) {
        self.shown = shown
        self.widened = widened
        self.narrowed = narrowed
        self.hidden = hidden
        self.shownAgain = shownAgain
        self.focusIgnored = focusIgnored
        self.handlersAfter = handlersAfter
    }
}
