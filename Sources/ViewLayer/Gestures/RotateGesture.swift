import Foundation

/// A gesture that follows two fingers turning about each other on the view: it begins once they
/// have turned `minimumAngleDelta`, changes with each move, and ends with its last value when
/// they lift. Its value's `rotation` is how far they have turned since they came down,
/// clockwise positive, as `rotationEffect` turns a view.
///
///     @State private var angle = Angle.zero
///
///     Rectangle()
///         .rotationEffect(angle)
///         .gesture(RotateGesture().onChanged { value in angle = value.rotation })
///
/// GTK recognises it with a `GtkGestureRotate`, which a touchscreen's two fingers drive, and a
/// touchpad's pinch where GDK reports one (Wayland); a mouse has no pinch. No script action
/// turns it (RUNNER.md has none); `ViewHost.rotate(_:by:)` does, in tests.
public struct RotateGesture: Gesture, RunnableGesture {
    /// Where a turn is.
    public struct Value: Equatable, Sendable {
        /// When this value was taken.
        public var time: Date
        /// How far the fingers have turned since they came down, clockwise positive.
        public var rotation: Angle
        /// The layer keeps no speed: zero.
        public var velocity: Angle
        /// Where the fingers came down, centred between them, as a unit point of the view's size.
        public var startAnchor: UnitPoint
        /// Where the fingers came down, centred between them, in the view's own coordinates.
        public var startLocation: CGPoint

        init(rotation: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            time = Date()
            self.rotation = rotation
            velocity = .zero
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }

        public static func == (lhs: Value, rhs: Value) -> Bool {
            lhs.rotation == rhs.rotation && lhs.startAnchor == rhs.startAnchor && lhs.startLocation == rhs.startLocation
        }
    }

    /// How far the fingers must turn, either way, before the gesture begins.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    var recognizers: GestureRecognizers {
        var recognizers = GestureRecognizers()
        recognizers.rotates = true
        return recognizers
    }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        pinchPhases(.angle, minimumDelta: minimumAngleDelta.radians, event: event, progress: progress) { radians, progress in
            Value(rotation: .radians(radians), startAnchor: progress.startAnchor, startLocation: progress.start)
        }
    }
}

/// `RotateGesture` as iOS 13 spelled it, deprecated since iOS 17: its value is the angle alone.
///
///     @State private var angle = Angle.zero
///
///     Rectangle()
///         .rotationEffect(angle)
///         .gesture(RotationGesture().onChanged { angle = $0 })
public struct RotationGesture: Gesture, RunnableGesture {
    public typealias Value = Angle

    /// How far the fingers must turn, either way, before the gesture begins.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    var recognizers: GestureRecognizers { RotateGesture(minimumAngleDelta: minimumAngleDelta).recognizers }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        pinchPhases(.angle, minimumDelta: minimumAngleDelta.radians, event: event, progress: progress) { radians, _ in Angle.radians(radians) }
    }
}
