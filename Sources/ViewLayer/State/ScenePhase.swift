/// Whether a scene is in front and taking input, shown but not, or in the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

private enum ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The phase of the scene the views are in: `.active` while the graph shows them. A window's
    /// own state (unfocused, minimised) does not change it yet: that comes with the app shell.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
