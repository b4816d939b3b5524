import Foundation

/// A gesture that ends when a person taps the view `count` times in a row:
/// `TapGesture(count: 2).onEnded { zoom() }`. GTK counts the presses as a double click does
/// (`GtkGestureMultiPress`); a press that is one of more than `count` in a row starts counting
/// again, so a triple tap is not a double tap. A script's `tap:` presses `count` times.
public struct TapGesture: Gesture, RunnableGesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = max(count, 1)
    }

    var recognizers: GestureRecognizers {
        var recognizers = GestureRecognizers()
        recognizers.tapCount = count
        return recognizers
    }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        guard case let .tapped(presses, _) = event, presses % count == 0 else { return [] }
        return [.ended(())]
    }
}

/// A tap that reports where it landed: `SpatialTapGesture().onEnded { print($0.location) }`,
/// in the view's own coordinates.
public struct SpatialTapGesture: Gesture, RunnableGesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    /// The location is in the view's own coordinates, whatever space is named: the layer keeps
    /// no other space for gestures.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(count, 1)
        self.coordinateSpace = coordinateSpace
    }

    var recognizers: GestureRecognizers { TapGesture(count: count).recognizers }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        guard case let .tapped(presses, location) = event, presses % count == 0 else { return [] }
        return [.ended(Value(location: location))]
    }
}

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
