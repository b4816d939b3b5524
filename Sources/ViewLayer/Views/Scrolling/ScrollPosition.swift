import Foundation

/// Where a scroll view is scrolled to, by meaning: at a view of a given id, at an edge, or where
/// a person left it (iOS 18). Bound with `.scrollPosition(_:anchor:)`, it moves the scroll view
/// when it is set, and is written as the person scrolls:
///
///     @State private var position = ScrollPosition(idType: Item.ID.self)
///
///     ScrollView {
///         LazyVStack {
///             ForEach(items) { ItemView($0) }
///         }
///         .scrollTargetLayout()
///     }
///     .scrollPosition($position)
///
///     Button("Latest") { position.scrollTo(id: items.last?.id) }
///
/// As the scroll view scrolls, `viewID` is the id of the first view of the scroll target layout
/// on screen (Apple: "the top-most view scrolled within the visible region"), and
/// `isPositionedByUser` is true. Scrolling is counted in rows here (rule 17's row model): a
/// position scrolled to a point (`scrollTo(y:)`) moves to the row that starts nearest it.
public struct ScrollPosition: Equatable, Sendable {
    /// The id of the view it is at, as given; `request` compares it.
    private var id: (any Hashable & Sendable)?
    private var anchor: UnitPoint?
    /// The edge it is at, if it was scrolled to one.
    public private(set) var edge: Edge?
    /// The point it was scrolled to, along each axis given.
    private var pointX: Double?
    private var pointY: Double?
    /// Whether a person (or a script's `scroll:`) put the scroll view where it is. Setting it
    /// true forgets the edge, as Apple's documentation says.
    public var isPositionedByUser: Bool {
        didSet { if isPositionedByUser { forgetPlace(keepingID: true) } }
    }

    /// A position the scroll view sets as it scrolls, at first where it starts; `idType` is the
    /// type of the ids of the scroll target layout's views, which `viewID(type:)` reads.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        isPositionedByUser = false
    }

    /// A position at `edge` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.edge = edge
        isPositionedByUser = false
    }

    /// A position at `point` of the content, clamped to it.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        pointX = Double(point.x)
        pointY = Double(point.y)
        isPositionedByUser = false
    }

    /// A position `x` points along the content (a horizontal scroll view's).
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        pointX = Double(x)
        isPositionedByUser = false
    }

    /// A position `y` points down the content (a vertical scroll view's).
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        pointY = Double(y)
        isPositionedByUser = false
    }

    /// A position at the view identified by `id`, aligned at `anchor`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self.id = id
        self.anchor = anchor
        isPositionedByUser = false
    }

    /// The id of the view it is at: the one scrolled to, or the first target on screen after a
    /// person scrolled.
    public var viewID: (any Hashable & Sendable)? { id }

    /// The point it was scrolled to, if it was scrolled to one (an axis not given is 0).
    public var point: CGPoint? {
        guard pointX != nil || pointY != nil else { return nil }
        return CGPoint(x: pointX ?? 0, y: pointY ?? 0)
    }

    /// The offset along the horizontal axis it was scrolled to, if it was.
    public var x: CGFloat? { pointX.map { CGFloat($0) } }

    /// The offset along the vertical axis it was scrolled to, if it was.
    public var y: CGFloat? { pointY.map { CGFloat($0) } }

    /// `viewID`, if it is a `T`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { id as? T }

    /// Scrolls to the view identified by `id`, aligned at `anchor` (nil: by the least that shows
    /// it whole). An id no view has moves nothing.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        forgetPlace(keepingID: false)
        self.id = id
        self.anchor = anchor
        isPositionedByUser = false
    }

    /// Scrolls to `edge` of the content: `.top` or `.leading` to its start, `.bottom` or
    /// `.trailing` to its end.
    public mutating func scrollTo(edge: Edge) {
        forgetPlace(keepingID: false)
        self.edge = edge
        isPositionedByUser = false
    }

    /// Scrolls to `point` of the content; the scroll view clamps it to its content. Along a
    /// scroll view's axis, the row starting nearest the point comes first.
    public mutating func scrollTo(point: CGPoint) {
        scrollTo(x: point.x, y: point.y)
    }

    /// Scrolls to `x` and `y` of the content, as `scrollTo(point:)`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        forgetPlace(keepingID: false)
        (pointX, pointY) = (Double(x), Double(y))
        isPositionedByUser = false
    }

    /// Scrolls a horizontal scroll view `x` points along its content.
    public mutating func scrollTo(x: CGFloat) {
        forgetPlace(keepingID: false)
        pointX = Double(x)
        isPositionedByUser = false
    }

    /// Scrolls a vertical scroll view `y` points down its content.
    public mutating func scrollTo(y: CGFloat) {
        forgetPlace(keepingID: false)
        pointY = Double(y)
        isPositionedByUser = false
    }

    /// Forgets where it was asked to be, but for the id of a view a person scrolled to.
    private mutating func forgetPlace(keepingID: Bool) {
        if !keepingID { id = nil }
        anchor = nil
        edge = nil
        (pointX, pointY) = (nil, nil)
    }

    /// Where a person scrolled to, with the first target's id on screen, if any.
    mutating func positionedByUser(at id: AnyHashable?) {
        self.id = (id?.base as? any Hashable).map { Self.assumedSendable($0) }
        anchor = nil
        isPositionedByUser = true
    }

    /// What it asks the scroll view for: nothing once a person positioned it.
    var request: ScrollRequest? {
        guard !isPositionedByUser else { return nil }
        if let edge { return .edge(edge) }
        if pointX != nil || pointY != nil { return .point(x: pointX, y: pointY) }
        return id.flatMap { scrollTargetID($0) }.map { .view($0, anchor: anchor) }
    }

    /// `Sendable` is a marker, with nothing of its own at run time: the id of a view is taken as
    /// the value the app gave it, which the main actor holds.
    private static func assumedSendable<T: Hashable>(_ value: T) -> any Hashable & Sendable {
        unsafeBitCast(value as any Hashable, to: (any Hashable & Sendable).self)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id.map { AnyHashable($0) } == rhs.id.map { AnyHashable($0) } && lhs.anchor == rhs.anchor
            && lhs.edge == rhs.edge && lhs.pointX == rhs.pointX && lhs.pointY == rhs.pointY
            && lhs.isPositionedByUser == rhs.isPositionedByUser
    }
}
