import Foundation

/// Which gestures a gesture modifier turns on: its own, those of the views inside it, both or
/// neither.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let none: GestureMask = []
    /// The modifier's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside it.
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Recognises `gesture` over this view. The view's gesture takes the pointer from those of
    /// the views around it: the innermost `.gesture` wins.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .normal, mask: mask)
    }

    /// Recognises `gesture` over this view before the gestures of the views inside it, which
    /// then see nothing of the press.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .high, mask: mask)
    }

    /// Recognises `gesture` over this view alongside the gestures of the views inside it.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .simultaneous, mask: mask)
    }

    /// Runs `action` when a person taps this view `count` times in a row. A button inside the
    /// view keeps its own taps. A script taps it by its text with `tap:LABEL`, which presses
    /// `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Runs `action` with where the tap landed, in the view's own coordinates (the layer keeps
    /// no other space for gestures).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping @MainActor (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` when a person has held a press on this view for `minimumDuration` seconds;
    /// `onPressingChanged` is told `true` when the press begins and `false` when it ends, or
    /// is long enough, before `action` runs (the layer's reading).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping @MainActor () -> Void, onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        GestureView(content: self, gesture: PressingGesture(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance), action: action, pressing: onPressingChanged), priority: .normal, mask: .all)
    }

    /// iOS 13's spelling of the same, `pressing` before `perform`; deprecated by Apple, and
    /// disfavoured here so that `.onLongPressGesture { … }` means the current one.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: (@MainActor (Bool) -> Void)? = nil, perform action: @escaping @MainActor () -> Void
    ) -> some View {
        GestureView(content: self, gesture: PressingGesture(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance), action: action, pressing: pressing), priority: .normal, mask: .all)
    }
}

/// A long press telling whether it is pressed: `true` as it begins, `false` when it is over,
/// then its action if it was long enough.
struct PressingGesture: Gesture, RunnableGesture {
    typealias Value = Bool
    let base: LongPressGesture
    let action: @MainActor () -> Void
    let pressing: (@MainActor (Bool) -> Void)?

    var recognizers: GestureRecognizers { base.recognizers }

    func phases(for event: GestureEvent, progress: GestureProgress) -> [GesturePhase] {
        let phases = base.phases(for: event, progress: progress)
        for phase in phases {
            switch phase {
            case .changed: pressing?(true)
            case .ended:
                pressing?(false)
                action()
            case .cancelled: pressing?(false)
            }
        }
        return phases
    }
}
