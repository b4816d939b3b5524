import Foundation

/// What a window reports about itself to the views it shows: whether it is focused, shown or
/// minimised, and its size, from which their `\.scenePhase` and size classes follow.
public struct SceneWindowState: Equatable, Sendable {
    public var phase: ScenePhase
    /// The window's size in points, or nil where the backend has no window to measure: the size
    /// classes then stay as they are.
    public var size: CGSize?

    public init(phase: ScenePhase, size: CGSize? = nil) {
        self.phase = phase
        self.size = size
    }
}

/// A backend whose windows report their state: GTK's toplevel windows, and the headless window
/// that a test sets.
public protocol SceneWindowRendering: RenderBackend {
    /// Calls `report` with the state of the window that shows `container`, whenever it changes,
    /// until `container` is gone. Nothing is reported before the window is shown.
    func followWindow(of container: any RenderElement, report: @escaping @MainActor (SceneWindowState) -> Void)

    /// Stops reporting the state of the window that shows `container`: its graph let go of it.
    func stopFollowingWindow(of container: any RenderElement)
}

/// A value the scene gives every view in it, such as its phase: a state of the scene's own, whose
/// readers are invalidated when it changes, as a `@State`'s are.
final class SceneValue<Value: Equatable>: StateSource, @unchecked Sendable {
    /// Touched on the main thread only.
    nonisolated(unsafe) private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        didRead()
        return stored
    }

    func set(_ newValue: Value, site: String) {
        guard stored != newValue else { return }
        stored = newValue
        didChange(site: site)
    }
}

/// What one scene (one graph, shown in one window) keeps for its views: its phase and size
/// classes, and its `@SceneStorage`.
final class SceneState: @unchecked Sendable {
    let phase = SceneValue(ScenePhase.active)
    let horizontalSizeClass = SceneValue(UserInterfaceSizeClass.regular)
    let verticalSizeClass = SceneValue(UserInterfaceSizeClass.regular)
    /// `@SceneStorage`'s values, in memory for as long as the scene lives.
    let storage = AppStorageStore()

    func apply(_ window: SceneWindowState) {
        phase.set(window.phase, site: "scenePhase")
        if let size = window.size {
            horizontalSizeClass.set(.horizontal(forWidth: size.width), site: "horizontalSizeClass")
            verticalSizeClass.set(.vertical(forHeight: size.height), site: "verticalSizeClass")
        }
    }
}

extension EnvironmentValues {
    /// The scene of the graph the views are in, which the graph gives its root.
    var scene: SceneState? {
        get { self[SceneStateKey.self] }
        set { self[SceneStateKey.self] = newValue }
    }
}

private enum SceneStateKey: EnvironmentKey {
    static var defaultValue: SceneState? { nil }
}

extension ViewGraph {
    /// Sets the scene's phase, as its window would: the views that read `\.scenePhase` run their
    /// bodies again, if it changed.
    public func setScenePhase(_ phase: ScenePhase) {
        scene.phase.set(phase, site: "scenePhase")
    }

    /// Sets the scene's size classes, as its window's size would.
    public func setSizeClasses(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        scene.horizontalSizeClass.set(horizontal, site: "horizontalSizeClass")
        scene.verticalSizeClass.set(vertical, site: "verticalSizeClass")
    }

    /// Gives the root the scene, and follows the window that shows `container`, if the backend
    /// has windows that report their state.
    func installScene(in context: inout NodeContext, container: any RenderElement) {
        context.environment.scene = scene
        if let windows = backend.base as? any SceneWindowRendering {
            windows.followWindow(of: container) { [weak self] state in self?.scene.apply(state) }
        }
    }

    /// Stops following the window of `container`, as the root leaves it.
    func uninstallScene(from container: any RenderElement) {
        (backend.base as? any SceneWindowRendering)?.stopFollowingWindow(of: container)
    }
}
