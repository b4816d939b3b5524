/// Whether a scene is in front and taking input, shown but not, or in the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

private enum ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase? { nil }
}

extension EnvironmentValues {
    /// The phase of the scene the views are in, as its window reports it (`SceneWindowRendering`):
    /// `.active` while the window is the desktop's focused one, `.inactive` while it is shown but
    /// not focused, `.background` while it is minimised or hidden. A view that reads it runs its
    /// body again when it changes, and only then:
    ///
    ///     @Environment(\.scenePhase) private var scenePhase
    ///     …
    ///     .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
    ///
    /// Headless, and outside any graph, the scene is `.active` unless a test sets it
    /// (`ViewHost.setScenePhase(_:)`); `.environment(\.scenePhase, …)` sets it for the views inside.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] ?? scene?.phase.value ?? .active }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
