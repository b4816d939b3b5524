import Driving
import Foundation
import ViewLayer

/// Views with a gesture: an element recording what it recognises, to which driving hands the
/// events GTK's recognisers would report for a person's press (`GestureEvent`), at the view's
/// origin. A press reaches the views with a gesture around it as `gestureViewsReached` says.
extension HeadlessBackend: GestureRendering {
    public func makeGestureArea(_ recognizers: GestureRecognizers, handler: @escaping @MainActor (GestureEvent) -> Void) -> any RenderElement {
        let element = make(.gesture)
        element.gestureRecognizers = recognizers
        element.gestureHandler = handler
        return element
    }

    public func setGestureRecognizers(_ element: any RenderElement, _ recognizers: GestureRecognizers) {
        headless(element).gestureRecognizers = recognizers
    }

    public func press(_ label: String, occurrence: Int, for kind: GestureKind) throws(DriveError) -> any PointerPress {
        try press(label, occurrence: occurrence, for: kind, within: nil)
    }

    /// The same among a view's `elements` only (see `actionable(within:)`).
    package func press(_ label: String, occurrence: Int, for kind: GestureKind, within elements: [any RenderElement]?) throws(DriveError) -> any PointerPress {
        let view = try HeadlessElement.findControl(label, occurrence: occurrence, kind: kind.viewKind, among: gestureViews(kind, within: elements)) { _ in true }
        return HeadlessPointerPress(reaching: view.gestureViewsReached { $0.parent })
    }

    /// Puts two fingers down on the `occurrence`-th shown view with a pinch gesture of `kind`
    /// (`.magnify` or `.rotate`) labelled `label`, at its origin, among a view's `elements`
    /// only when given. The pinch reaches the views with a gesture around it as a press does.
    package func pinch(_ label: String, occurrence: Int, for kind: GestureKind, within elements: [any RenderElement]?) throws(DriveError) -> any TwoFingerPinch {
        let view = try HeadlessElement.findControl(label, occurrence: occurrence, kind: kind.viewKind, among: gestureViews(kind, within: elements)) { _ in true }
        return HeadlessPinch(reaching: view.gestureViewsReached(parent: { $0.parent }) { $0.magnifies || $0.rotates })
    }

    /// The shown views with a gesture of `kind` in the front window, or among `elements`.
    func gestureViews(_ kind: GestureKind, within elements: [any RenderElement]?) -> [(item: ShownItem, element: HeadlessElement)] {
        let front = frontWindow.shownGestureViews(kind)
        guard let elements else { return front }
        // As the window shows them: named by a view around the found one, if one names them.
        let inside = Set(elements.flatMap { headless($0).shownGestureViews(kind) }.map { ObjectIdentifier($0.element) })
        return front.filter { inside.contains(ObjectIdentifier($0.element)) }
    }

    /// Presses and releases `view` as many times as its tap gesture counts.
    func tapGesture(of view: HeadlessElement) {
        let press = HeadlessPointerPress(reaching: view.gestureViewsReached { $0.parent })
        press.tap(times: view.gestureRecognizers?.tapCount ?? 1)
    }
}

/// A press on the views a press reaches, each told what its recognisers would report.
@MainActor
final class HeadlessPointerPress: PointerPress {
    /// Held weakly: a view removed while pressed takes its gesture with it, as a widget does.
    private struct Reached {
        weak var view: HeadlessElement?
    }

    private let views: [Reached]
    private var translation = CGSize.zero
    /// Presses in a row so far, the current one included.
    private var presses = 0
    /// The views whose long press failed, having moved too far.
    private var movedTooFar: Set<ObjectIdentifier> = []

    init(reaching views: [HeadlessElement]) {
        self.views = views.map { Reached(view: $0) }
        pressAgain()
    }

    /// Presses again where the last press was released.
    func pressAgain() {
        presses += 1
        translation = .zero
        movedTooFar = []
        tell { _, recognizers in
            (recognizers.longPressDuration != nil ? [.pressBegan(at: .zero)] : []) + (recognizers.drags ? [.dragBegan(at: .zero)] : [])
        }
    }

    func move(to translation: CGSize) {
        self.translation = translation
        let distance = (translation.width * translation.width + translation.height * translation.height).squareRoot()
        tell { view, recognizers in
            var events: [GestureEvent] = []
            // A long press that moves too far fails, as GTK's does past its threshold.
            if recognizers.longPressDuration != nil, distance > recognizers.longPressDistance, movedTooFar.insert(ObjectIdentifier(view)).inserted {
                events.append(.pressEnded)
            }
            if recognizers.drags { events.append(.dragMoved(translation: translation)) }
            return events
        }
    }

    func hold() {
        tell { view, recognizers in
            recognizers.longPressDuration != nil && !movedTooFar.contains(ObjectIdentifier(view)) ? [.longPressed] : []
        }
    }

    func release() {
        let moved = translation != .zero
        tell { view, recognizers in
            var events: [GestureEvent] = []
            if recognizers.tapCount != nil, !moved { events.append(.tapped(count: presses, at: .zero)) }
            if recognizers.longPressDuration != nil, !movedTooFar.contains(ObjectIdentifier(view)) { events.append(.pressEnded) }
            if recognizers.drags { events.append(.dragEnded(translation: translation)) }
            return events
        }
    }

    /// Tells each view, in the order the press reaches them, the events `events` makes of its
    /// recognisers.
    private func tell(_ events: (HeadlessElement, GestureRecognizers) -> [GestureEvent]) {
        for reached in views {
            guard let view = reached.view, let recognizers = view.gestureRecognizers, let handler = view.gestureHandler else { continue }
            for event in events(view, recognizers) { handler(event) }
        }
    }
}

/// Two fingers on the views a pinch reaches, each told what GTK's `GtkGestureZoom` and
/// `GtkGestureRotate` would report: the fingers came down at the view's origin (headless views
/// have no size), each move is a scale and an angle, and each recogniser ends when they lift.
@MainActor
final class HeadlessPinch: TwoFingerPinch {
    private struct Reached {
        weak var view: HeadlessElement?
    }

    private let views: [Reached]

    init(reaching views: [HeadlessElement]) {
        self.views = views.map { Reached(view: $0) }
        tell { recognizers in
            (recognizers.magnifies ? [.magnifyBegan(at: .zero, anchor: .zero)] : [])
                + (recognizers.rotates ? [.rotateBegan(at: .zero, anchor: .zero)] : [])
        }
    }

    func move(scale: Double, radians: Double) {
        tell { recognizers in
            (recognizers.magnifies ? [.magnified(scale: scale)] : []) + (recognizers.rotates ? [.rotated(radians: radians)] : [])
        }
    }

    func lift() {
        tell { recognizers in
            (recognizers.magnifies ? [.magnifyEnded(cancelled: false)] : []) + (recognizers.rotates ? [.rotateEnded(cancelled: false)] : [])
        }
    }

    private func tell(_ events: (GestureRecognizers) -> [GestureEvent]) {
        for reached in views {
            guard let view = reached.view, let recognizers = view.gestureRecognizers, let handler = view.gestureHandler else { continue }
            for event in events(recognizers) { handler(event) }
        }
    }
}
