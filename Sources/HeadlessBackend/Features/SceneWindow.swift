import ViewLayer

/// The headless window's state: shown and focused, `.active`, unless a test sets its phase
/// (`setScenePhase(_:)`); it has no size of its own, so the size classes stay as the graph has
/// them (`.regular`).
extension HeadlessBackend: SceneWindowRendering {
    public func followWindow(of container: any RenderElement, report: @escaping @MainActor (SceneWindowState) -> Void) {
        windowFollowers.append((container: ObjectIdentifier(container), report: report))
    }

    public func stopFollowingWindow(of container: any RenderElement) {
        windowFollowers.removeAll { $0.container == ObjectIdentifier(container) }
    }

    /// Puts the window in `phase`, as a desktop would by focusing, unfocusing or minimising it.
    public func setScenePhase(_ phase: ScenePhase) {
        for follower in windowFollowers { follower.report(SceneWindowState(phase: phase)) }
    }
}
