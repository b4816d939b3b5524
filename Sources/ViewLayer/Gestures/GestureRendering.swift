import Foundation

/// How a gesture view's gesture stands with the gestures of the views around it and inside it.
///
/// The layer's reading of SwiftUI's rules, kept simple: a view's `.gesture` takes the pointer
/// from the gestures of the views around it (the innermost wins); a `.highPriorityGesture`
/// takes it from the views inside it; a `.simultaneousGesture` recognises alongside the others
/// and takes nothing from them.
public enum GesturePriority: Hashable, Sendable {
    case normal, high, simultaneous
}

/// The recognisers a gesture view's element needs of the backend, and their parameters.
public struct GestureRecognizers: Hashable, Sendable {
    /// Presses in a row, reported as each is pressed and released; nil: no taps recognised.
    public var tapCount: Int?
    /// A press held for `minimumDuration` seconds, as a long press; nil: none.
    public var longPressDuration: Double?
    /// How far a long press may move before it fails, in points.
    public var longPressDistance: Double = 10
    /// Drags: a press, its moves and its release.
    public var drags = false
    /// Pinches that scale: two fingers moving apart or together, on a touchscreen or a touchpad.
    public var magnifies = false
    /// Pinches that turn: two fingers turning about each other.
    public var rotates = false
    public var priority = GesturePriority.normal

    public init() {}

    /// No recogniser: a gesture a mask turned off.
    public var isEmpty: Bool { tapCount == nil && longPressDuration == nil && !drags && !magnifies && !rotates }

    /// What both need.
    func merged(with other: GestureRecognizers) -> GestureRecognizers {
        var merged = self
        if let count = other.tapCount { merged.tapCount = max(count, tapCount ?? 0) }
        if let duration = other.longPressDuration {
            merged.longPressDuration = min(duration, longPressDuration ?? duration)
            merged.longPressDistance = other.longPressDistance
        }
        merged.drags = drags || other.drags
        merged.magnifies = magnifies || other.magnifies
        merged.rotates = rotates || other.rotates
        return merged
    }
}

/// What a backend's recognisers report of a person's pointer, or two fingers, over a gesture
/// view, in the view's own coordinates. GTK's gestures report these (`GtkGestureMultiPress`,
/// `GtkGestureLongPress`, `GtkGestureDrag`, `GtkGestureZoom`, `GtkGestureRotate`); headless,
/// driving makes them.
public enum GestureEvent: Equatable, Sendable {
    /// A press was released, the `count`-th of presses in a row.
    case tapped(count: Int, at: CGPoint)
    /// A press began that may become a long press.
    case pressBegan(at: CGPoint)
    /// The press has been held for the long press's minimum duration.
    case longPressed
    /// The press ended, or moved too far, before or after it was long enough.
    case pressEnded
    /// A press that may become a drag began at `at`.
    case dragBegan(at: CGPoint)
    /// The pointer, still pressed, is `translation` away from where the press began.
    case dragMoved(translation: CGSize)
    /// The press was released `translation` away from where it began.
    case dragEnded(translation: CGSize)
    /// Two fingers came down, centred at `at`, which is `anchor` of the view's size.
    case magnifyBegan(at: CGPoint, anchor: UnitPoint)
    /// The fingers are `scale` times as far apart as they began.
    case magnified(scale: Double)
    /// The fingers lifted; `cancelled` when the system took them away instead.
    case magnifyEnded(cancelled: Bool)
    /// Two fingers came down, centred at `at`, which is `anchor` of the view's size.
    case rotateBegan(at: CGPoint, anchor: UnitPoint)
    /// The fingers have turned `radians` about each other since they began, clockwise positive.
    case rotated(radians: Double)
    /// The fingers lifted; `cancelled` when the system took them away instead.
    case rotateEnded(cancelled: Bool)
}

/// What a backend does for a view with a gesture: a container around the view's content that
/// reports the pointer's presses, long presses and drags over it, and two fingers' pinches.
@MainActor
public protocol GestureRendering: RenderBackend {
    /// A container whose content's area recognises what `recognizers` asks for, reporting it to
    /// `handler`.
    func makeGestureArea(_ recognizers: GestureRecognizers, handler: @escaping @MainActor (GestureEvent) -> Void) -> any RenderElement
    func setGestureRecognizers(_ element: any RenderElement, _ recognizers: GestureRecognizers)
}

extension RenderBackend {
    var gestureRendering: any GestureRendering { rendering(self as? any GestureRendering, of: "gesture") }
}
