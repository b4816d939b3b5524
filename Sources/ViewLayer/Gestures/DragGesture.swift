import Foundation

/// A gesture that follows a press moved across the view: it begins once the press has moved
/// `minimumDistance` points (at once for 0), changes with each move, and ends at the release.
/// A press released before it moved that far fails: `onEnded` does not run.
///
///     DragGesture()
///         .onChanged { value in offset = value.translation }
///         .onEnded { value in position.x += value.translation.width }
///
/// GTK reports the press through a `GtkGestureDrag`; a script's `drag:LABEL=DX,DY` presses at
/// the view's origin, moves in ten steps and releases.
public struct DragGesture: Gesture, RunnableGesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When this value was taken.
        public var time: Date
        /// Where the pointer is, in the view's own coordinates.
        public var location: CGPoint
        /// Where the press began.
        public var startLocation: CGPoint
        /// How far the pointer is from where the press began.
        public var translation: CGSize
        /// The layer keeps no speed: the velocity is zero, and the predicted end is where the
        /// pointer is.
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize

        init(start: CGPoint, translation: CGSize) {
            time = Date()
            startLocation = start
            self.translation = translation
            location = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
            velocity = .zero
            predictedEndLocation = location
            predictedEndTranslation = translation
        }

        public static func == (lhs: Value, rhs: Value) -> Bool {
            lhs.startLocation == rhs.startLocation && lhs.translation == rhs.translation
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    /// Locations are in the view's own coordinates, whatever space is named: the layer keeps no
    /// other space for gestures.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    var recognizers: GestureRecognizers {
        var recognizers = GestureRecognizers()
        recognizers.drags = true
        return recognizers
    }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        switch event {
        case let .dragBegan(start):
            progress.start = start
            progress.isActive = minimumDistance <= 0
            return progress.isActive ? [.changed(Value(start: start, translation: .zero))] : []
        case let .dragMoved(translation):
            if !progress.isActive, (translation.width * translation.width + translation.height * translation.height).squareRoot() >= minimumDistance {
                progress.isActive = true
            }
            guard progress.isActive else { return [] }
            return [.changed(Value(start: progress.start, translation: translation))]
        case let .dragEnded(translation):
            defer { progress.isActive = false }
            return progress.isActive ? [.ended(Value(start: progress.start, translation: translation))] : [.cancelled]
        default:
            return []
        }
    }
}
