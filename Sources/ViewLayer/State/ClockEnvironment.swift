private struct ContinuousClockKey: EnvironmentKey {
    static var defaultValue: any Clock<Duration> { ContinuousClock() }
}

extension EnvironmentValues {
    /// The clock views wait on: `try await clock.sleep(for: .seconds(1))` in a `.task`, with
    /// `@Environment(\.continuousClock) var clock`. It is the real `ContinuousClock` unless an
    /// ancestor sets another; a test's host sets one it moves forward itself, so that waiting
    /// takes no real time. (`Task.sleep` always waits on the real clock.)
    public var continuousClock: any Clock<Duration> {
        get { self[ContinuousClockKey.self] }
        set { self[ContinuousClockKey.self] = newValue }
    }
}
