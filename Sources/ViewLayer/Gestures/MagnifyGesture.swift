import Foundation

/// A gesture that follows two fingers pinching the view apart or together: it begins once they
/// are `minimumScaleDelta` further apart or closer than they began, changes with each move, and
/// ends with its last value when they lift. Its value's `magnification` is how many times as far
/// apart the fingers are as when they came down: 2 spread to twice the distance.
///
///     @GestureState private var pinch = 1.0
///     @State private var zoom = 1.0
///
///     Image("photo")
///         .scaleEffect(zoom * pinch)
///         .gesture(
///             MagnifyGesture()
///                 .updating($pinch) { value, pinch, _ in pinch = value.magnification }
///                 .onEnded { value in zoom *= value.magnification }
///         )
///
/// GTK recognises it with a `GtkGestureZoom`, which a touchscreen's two fingers drive, and a
/// touchpad's pinch where GDK reports one (Wayland); a mouse has no pinch. No script action
/// pinches (RUNNER.md has none); `ViewHost.magnify(_:by:)` does, in tests.
public struct MagnifyGesture: Gesture, RunnableGesture {
    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        /// When this value was taken.
        public var time: Date
        /// How many times as far apart the fingers are as when they came down.
        public var magnification: CGFloat
        /// The layer keeps no speed: zero.
        public var velocity: CGFloat
        /// Where the fingers came down, centred between them, as a unit point of the view's size.
        public var startAnchor: UnitPoint
        /// Where the fingers came down, centred between them, in the view's own coordinates.
        public var startLocation: CGPoint

        init(magnification: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            time = Date()
            self.magnification = magnification
            velocity = 0
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }

        public static func == (lhs: Value, rhs: Value) -> Bool {
            lhs.magnification == rhs.magnification && lhs.startAnchor == rhs.startAnchor && lhs.startLocation == rhs.startLocation
        }
    }

    /// How far from 1 the magnification must come before the gesture begins.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    var recognizers: GestureRecognizers {
        var recognizers = GestureRecognizers()
        recognizers.magnifies = true
        return recognizers
    }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        pinchPhases(.scale, minimumDelta: Double(minimumScaleDelta), event: event, progress: progress) { scale, progress in
            Value(magnification: scale, startAnchor: progress.startAnchor, startLocation: progress.start)
        }
    }
}

/// `MagnifyGesture` as iOS 13 spelled it, deprecated since iOS 17: its value is the
/// magnification alone.
///
///     @GestureState private var magnifyBy = 1.0
///
///     Circle()
///         .scaleEffect(magnifyBy)
///         .gesture(MagnificationGesture().updating($magnifyBy) { value, state, _ in state = value })
public struct MagnificationGesture: Gesture, RunnableGesture {
    public typealias Value = CGFloat

    /// How far from 1 the magnification must come before the gesture begins.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    var recognizers: GestureRecognizers { MagnifyGesture(minimumScaleDelta: minimumScaleDelta).recognizers }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        pinchPhases(.scale, minimumDelta: Double(minimumScaleDelta), event: event, progress: progress) { scale, _ in CGFloat(scale) }
    }
}
