import Foundation

/// A gesture that ends when a person has held a press on the view for `minimumDuration`
/// seconds without moving it further than `maximumDistance` points. Its value is `true` while
/// the press is held: `.updating` sees `true` when the press begins, and the gesture ends, with
/// `true`, as soon as the press is long enough, before the release. A press released earlier
/// fails, and `onEnded` does not run. GTK recognises it with a `GtkGestureLongPress` whose
/// delay is the minimum duration.
public struct LongPressGesture: Gesture, RunnableGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    var recognizers: GestureRecognizers {
        var recognizers = GestureRecognizers()
        recognizers.longPressDuration = minimumDuration
        recognizers.longPressDistance = Double(maximumDistance)
        return recognizers
    }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        switch event {
        case .pressBegan:
            progress.isActive = true
            return [.changed(true)]
        case .longPressed:
            guard progress.isActive else { return [] }
            progress.isActive = false
            return [.ended(true)]
        case .pressEnded:
            guard progress.isActive else { return [] }
            progress.isActive = false
            return [.cancelled]
        default:
            return []
        }
    }
}
