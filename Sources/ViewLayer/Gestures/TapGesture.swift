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
