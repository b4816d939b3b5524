import Foundation
import ViewLayer

/// What a script does with a view's gesture: presses it, moves the press, holds it, and lets
/// go, as a person's pointer does.
@MainActor
public protocol PointerPress: AnyObject {
    /// Moves the press to `translation` from where it began.
    func move(to translation: CGSize)
    /// Holds the press still until a long press is recognised.
    func hold()
    /// Lets go of the press where it is.
    func release()
    /// Presses again where the last press let go, as the next press of a double tap does.
    func pressAgain()
}

extension PointerPress {
    /// Lets go and presses again until the view has been tapped `count` times, as a tap of
    /// `count` presses is made (`onTapGesture(count:)`); at least once.
    public func tap(times count: Int) {
        for index in 0..<max(count, 1) {
            if index > 0 { pressAgain() }
            release()
        }
    }
}

/// Where a drag's moves take a press, as `drag:` and `ViewHost.drag` move it: ten steps along the
/// way to `translation` (RUNNER.md: "in ten steps, then releases"), each a move a backend
/// reports on its own.
public func dragSteps(to translation: CGSize) -> [CGSize] {
    let count = 10
    return (1...count).map { step in
        let fraction = Double(step) / Double(count)
        return CGSize(width: translation.width * fraction, height: translation.height * fraction)
    }
}

/// What a test does with a view's pinch gestures, as a person's two fingers do: they came down
/// when the pinch was made, move apart or together and turn about each other, and lift. No
/// script action pinches (RUNNER.md has none); `ViewHost.magnify` and `ViewHost.rotate` do.
@MainActor
public protocol TwoFingerPinch: AnyObject {
    /// Moves the fingers to `scale` times as far apart as they came down, turned `radians`
    /// about each other since then, clockwise positive.
    func move(scale: Double, radians: Double)
    /// Lifts the fingers where they are.
    func lift()
}

/// Where a pinch's moves take two fingers, as `ViewHost.magnify` and `ViewHost.rotate` move
/// them: ten steps along the way to `scale` and `radians`, as a drag's (`dragSteps(to:)`).
public func pinchSteps(scale: Double, radians: Double) -> [(scale: Double, radians: Double)] {
    dragSteps(to: CGSize(width: scale - 1, height: radians)).map { (scale: 1 + Double($0.width), radians: Double($0.height)) }
}

/// Which of a gesture view's recognisers a script, or a test, addresses.
public enum GestureKind: Sendable {
    case tap, longPress, drag, magnify, rotate

    /// Whether `recognizers` include this kind's.
    public func isRecognized(by recognizers: GestureRecognizers) -> Bool {
        switch self {
        case .tap: recognizers.tapCount != nil
        case .longPress: recognizers.longPressDuration != nil
        case .drag: recognizers.drags
        case .magnify: recognizers.magnifies
        case .rotate: recognizers.rotates
        }
    }

    /// How an error names the views with this kind of gesture.
    public var viewKind: String {
        switch self {
        case .tap: "view with a tap gesture"
        case .longPress: "view with a long press gesture"
        case .drag: "view with a drag gesture"
        case .magnify: "view with a magnify gesture"
        case .rotate: "view with a rotate gesture"
        }
    }
}

extension InspectableElement {
    /// The shown views with a gesture of `kind` from this element down, in on-screen order, each
    /// named by its label: its texts, or its images' names. What is drawn fully transparent is
    /// not shown, and a view inside a view with a gesture is found too. Of two such views, one
    /// around the other, that show the same (`Text("A").onTapGesture {…}.onTapGesture {…}`),
    /// only the inner one is listed: a press on what they show lands on it first.
    public func shownGestureViews(_ kind: GestureKind) -> [(item: ShownItem, element: Self)] {
        // The name a view around gives the first view with a gesture inside it, waiting for it,
        // as `forEachShownItem` gives it to the first item.
        var pendingName: String?
        func visit(_ element: Self) -> [(item: ShownItem, element: Self)] {
            guard element.opacity > 0, element.allowsHitTesting else { return [] }
            if element.role == .accessibilityLabel {
                let outer = pendingName
                pendingName = element.text
                let inner = element.shownChildElements.flatMap(visit)
                if pendingName != nil { pendingName = outer }
                return inner
            }
            guard let recognizers = element.gestureRecognizers else { return element.shownChildElements.flatMap(visit) }
            let name = pendingName
            pendingName = nil
            let inner = element.shownChildElements.flatMap(visit)
            guard kind.isRecognized(by: recognizers) else { return inner }
            let label = name ?? element.label
            if inner.contains(where: { $0.item.label == label }) { return inner }
            return [(ShownItem(kind: .text, label: label), element)] + inner
        }
        return visit(self)
    }

    /// The `occurrence`-th shown view with a gesture of `kind` labelled `label`. When none is,
    /// the error lists the labels of those there are.
    public func findGestureView(_ label: String, occurrence: Int, _ kind: GestureKind) throws(DriveError) -> Self {
        try Self.findControl(label, occurrence: occurrence, kind: kind.viewKind, among: shownGestureViews(kind)) { _ in true }
    }

    /// The views with a gesture that a press on this one reaches, in the order they see it, as
    /// GTK's propagation of the press brings it to them: first, from the outermost in, those
    /// whose gesture is simultaneous or of high priority, stopping at a high-priority one, which
    /// claims the press; then the innermost view with a plain `.gesture`, which claims it from
    /// those around it. A press reaches a view whatever its gesture recognises: a tap's presses
    /// begin and end a drag that did not move. A pinch reaches only the views whose gesture
    /// recognises pinches (`reaching`), as GTK's press and drag recognisers let two fingers on a
    /// touchpad pass. `parentElement` walks out.
    public func gestureViewsReached(parent parentElement: (Self) -> Self?, reaching: (GestureRecognizers) -> Bool = { _ in true }) -> [Self] {
        var chain: [Self] = []
        var element: Self? = self
        while let current = element {
            if let recognizers = current.gestureRecognizers, !recognizers.isEmpty, reaching(recognizers) { chain.insert(current, at: 0) }
            element = parentElement(current)
        }
        var reached: [Self] = []
        for view in chain {
            guard let priority = view.gestureRecognizers?.priority, priority != .normal else { continue }
            reached.append(view)
            if priority == .high { return reached }
        }
        if let innermost = chain.last(where: { $0.gestureRecognizers?.priority == .normal }) { reached.append(innermost) }
        return reached
    }
}

extension InspectableElement {
    /// What `tap:LABEL` taps among `shown`: the button or link labelled `label`, which wins
    /// where both exist, else the view with a tap gesture among `gestureViews` labelled so,
    /// looked for only then. When neither is, the error lists the labels of both kinds.
    public static func findTapTarget(
        _ label: String, occurrence: Int, among shown: [(item: ShownItem, element: Self)], gestureViews findGestureViews: () -> [(item: ShownItem, element: Self)]
    ) throws(DriveError) -> (element: Self, isGestureView: Bool) {
        do {
            let tappable = shown.filter { $0.element.isTapped(as: $0.item.kind) }
            return (try findControl(label, occurrence: occurrence, kind: "button or link", among: tappable) { _ in true }, false)
        } catch {
            guard case let .noSuchControl(_, _, visible) = error else { throw error }
            let gestureViews = findGestureViews()
            guard !gestureViews.isEmpty else { throw error }
            guard gestureViews.contains(where: { $0.item.label == label }) else {
                throw .noSuchControl(label: label, kind: "button, link or view with a tap gesture", visible: visible + gestureViews.map(\.item.label))
            }
            return (try findControl(label, occurrence: occurrence, kind: GestureKind.tap.viewKind, among: gestureViews) { _ in true }, true)
        }
    }
}
