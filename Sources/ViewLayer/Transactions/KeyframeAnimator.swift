extension View {
    /// Shows this view as `content` makes it from `initialValue`: SwiftUI plays the keyframes from
    /// it each time `trigger` changes and comes back to rest at the value they end at; here, as
    /// with reduced motion, the view rests at `initialValue`. The view keeps its identity and
    /// state.
    ///
    ///     Image(systemName: "bell")
    ///         .keyframeAnimator(initialValue: 0.0, trigger: ringCount) { content, angle in
    ///             content.rotationEffect(.degrees(angle))
    ///         } keyframes: { _ in
    ///             SpringKeyframe(15, duration: 0.1)
    ///             SpringKeyframe(0, duration: 0.2)
    ///         }
    public func keyframeAnimator<Value, Content: View, Trigger: Equatable>(
        initialValue: Value,
        trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        PhaseAnimatorView(placeholder: PlaceholderContentView(content: self), firstPhase: initialValue, content: content)
    }

    /// Shows this view as `content` makes it from `initialValue`; SwiftUI repeats the keyframes
    /// while `repeating`, and here the view rests at `initialValue`.
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        PhaseAnimatorView(placeholder: PlaceholderContentView(content: self), firstPhase: initialValue, content: content)
    }
}

/// Keyframes for a value over time, as a `keyframeAnimator` plays them: `Animated` is the value
/// animated, a track's root.
public protocol Keyframes<Animated> {
    associatedtype Animated
}

/// Keyframes for one property of the animated value: `KeyframeTrack(\.scale) { … }`.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes {
    public typealias Animated = Root

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) where Content.Value == Value {}
}

extension KeyframeTrack where Root == Value {
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) where Content.Value == Value {}
}

/// What a track is made of: keyframes, in order.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// A keyframe reached along a straight line.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached along a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumped to at once.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// A spring's motion, as a spring keyframe follows it.
public struct Spring: Hashable, Sendable {
    public init(duration: Double = 0.5, bounce: Double = 0) {}
    public init(response: Double, dampingRatio: Double) {}
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public static let smooth = Spring()
    public static let snappy = Spring()
    public static let bouncy = Spring()
}

/// An easing curve from 0 to 1.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// Tracks of one animated value, side by side.
public struct KeyframeTracks<Value>: Keyframes {
    public typealias Animated = Value
}

/// The keyframes of one track, in order.
public struct KeyframeTrackContents<Value>: KeyframeTrackContent {}

/// Builds a `keyframeAnimator`'s tracks: a track, or tracks side by side.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildBlock<each K: Keyframes>(_ keyframes: repeat each K) -> KeyframeTracks<Value> { KeyframeTracks() }
    /// Keyframes for the whole value, without a track.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTrack<Value, Value, KeyframeTrackContents<Value>> where K.Value == Value {
        KeyframeTrack { KeyframeTrackContents<Value>() }
    }
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> K where K.Animated == Value { keyframes }
}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildBlock<each K: KeyframeTrackContent>(_ keyframes: repeat each K) -> KeyframeTrackContents<Value> { KeyframeTrackContents() }
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value { keyframe }
}
