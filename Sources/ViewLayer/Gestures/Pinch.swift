import Foundation

/// What a pinch's two fingers do that a gesture measures: how far apart they are, as a scale of
/// where they began (`MagnifyGesture`), or how far they have turned about each other, in radians
/// (`RotateGesture`).
enum PinchMeasure {
    case scale, angle

    /// The measure of fingers that have not moved.
    var identity: Double {
        switch self {
        case .scale: 1
        case .angle: 0
        }
    }
}

/// The phases `event` brings a pinch to, measured as `measure` and reported as `value` makes it
/// of the measure and the progress (where the pinch began). The gesture begins only once its
/// measure is `minimumDelta` away from where the fingers began (Apple's `minimumScaleDelta`:
/// "the minimum scale delta required before the gesture starts"; `minimumAngleDelta`: "the
/// minimum delta required before the gesture starts"), changes with each measure after, and
/// ends with its last value when the fingers lift. A pinch that never began, or that the system
/// cancelled, fails: `onEnded` does not run, and `@GestureState` goes back. Moves of fingers it
/// did not see come down count from 1 (or 0) all the same.
@MainActor
func pinchPhases(
    _ measure: PinchMeasure, minimumDelta: Double, event: GestureEvent, progress: GestureProgress, value: (Double, GestureProgress) -> Any
) -> [GesturePhase] {
    switch (measure, event) {
    case (.scale, .magnifyBegan(let start, let anchor)), (.angle, .rotateBegan(let start, let anchor)):
        progress.start = start
        progress.startAnchor = anchor
        progress.isActive = false
        progress.measured = nil
        progress.fingersDown = true
        return []
    case (.scale, .magnified(let amount)), (.angle, .rotated(let amount)):
        if !progress.isActive, abs(amount - measure.identity) >= minimumDelta { progress.isActive = true }
        guard progress.isActive else { return [] }
        progress.measured = amount
        return [.changed(value(amount, progress))]
    case (.scale, .magnifyEnded(let cancelled)), (.angle, .rotateEnded(let cancelled)):
        // Fingers it never saw come down, as a sequence's second gesture sees those of the
        // pinch that ended its first: nothing to end or fail.
        guard progress.fingersDown else { return [] }
        defer {
            progress.isActive = false
            progress.measured = nil
            progress.fingersDown = false
        }
        guard progress.isActive, !cancelled, let last = progress.measured else { return [.cancelled] }
        return [.ended(value(last, progress))]
    default:
        return []
    }
}
