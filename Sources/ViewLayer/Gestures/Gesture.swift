import Foundation

/// An interaction a view recognises: a tap, a long press, a drag, and what follows from them.
///
///     Circle()
///         .gesture(
///             DragGesture()
///                 .updating($offset) { value, offset, _ in offset = value.translation }
///                 .onEnded { value in position += value.translation }
///         )
///
/// A gesture of your own is written as a view is, with a `body` made of other gestures; it
/// recognises as its body does. The layer's own gestures have no body: their recognition is
/// what the backend's recognisers report (`GestureRendering`).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends: a gesture of your own reports
    /// its body's.
    associatedtype Value = Body.Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A gesture the layer recognises itself has no body.
    public var body: Never { fatalError("\(Self.self) is recognised by the layer and has no body") }
}

/// Where a gesture has come to, handed from the recogniser out through what wraps it.
enum GesturePhase {
    /// The value changed while the gesture is active.
    case changed(Any)
    /// The gesture was recognised and is over, with its last value.
    case ended(Any)
    /// The gesture failed or was cancelled: it is over without ending.
    case cancelled
}

/// What a gesture keeps between a backend's events while a person performs it: whether it has
/// begun, and where. Kept by its view, so that a body running again mid-gesture (a
/// `@GestureState` changed) hands in new callbacks without losing the gesture's progress.
@MainActor
final class GestureProgress {
    var isActive = false
    var start = CGPoint.zero
    /// Whether this gesture saw a pinch's fingers come down; where, as a unit point of the
    /// view's size; and its last scale or angle.
    var fingersDown = false
    var startAnchor = UnitPoint.zero
    var measured: Double?
    /// The progress of the gestures a composed gesture is made of.
    var parts: [GestureProgress] = []
    /// As a part of a composed gesture: where it has come to, and its last value.
    var outcome = GestureOutcome.idle
    var value: Any?
    /// A sequence's stage (0: its first gesture, 1: its second), and the events that began the
    /// press, which the second gesture is handed when the first ends.
    var stage = 0
    var beginnings: [GestureEvent] = []
    /// What an exclusive gesture's second part recognised while its first was chosen.
    var pending: [GesturePhase] = []
    /// The value `onChanged` was last run with, during the gesture under way.
    var lastChange: Any?

    /// Back to where a composed gesture starts.
    func restart() {
        for part in parts {
            part.outcome = .idle
            part.value = nil
        }
        stage = 0
    }

    func part(_ index: Int) -> GestureProgress {
        while parts.count <= index { parts.append(GestureProgress()) }
        return parts[index]
    }
}

/// Where a part of a composed gesture has come to.
enum GestureOutcome {
    case idle, active, ended, failed
}

/// A gesture the layer can run: the recognisers it needs of the backend, and what it makes of
/// their events. Every gesture type of the layer is one; a gesture of your own runs its body.
@MainActor
protocol RunnableGesture {
    var recognizers: GestureRecognizers { get }
    /// The phases `event` brings the gesture to, each wrapper having run its callbacks on them,
    /// innermost first: `.updating` written before `.onEnded` resets its state before
    /// `onEnded` runs.
    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase]
}

/// `gesture` as the layer runs it: itself, or the body of a gesture of your own.
@MainActor
func runnable<G: Gesture>(_ gesture: G) -> any RunnableGesture {
    if let runnable = gesture as? any RunnableGesture { return runnable }
    return runnable(gesture.body)
}
