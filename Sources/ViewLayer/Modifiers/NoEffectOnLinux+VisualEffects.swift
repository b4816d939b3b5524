import Foundation

// iOS 17's effects that follow a view's place while it scrolls, and the spacing of list
// sections: accepted so the code compiles unchanged. A view is drawn as in the identity phase of
// its scroll transition, where it rests in the viewport, which is where these effects leave it.
// docs/swiftui-coverage.md lists them, checked by a test against these comments.

/// Effects a view's geometry can drive: `content.opacity(phase.isIdentity ? 1 : 0.5)` in a
/// `.scrollTransition` or a `.visualEffect` closure.
public protocol VisualEffect: Sendable {}

extension VisualEffect {
    public func opacity(_ opacity: Double) -> some VisualEffect { self }
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func offset(x: Double = 0, y: Double = 0) -> some VisualEffect { self }
    public func offset(_ offset: CGSize) -> some VisualEffect { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center, anchorZ: Double = 0, perspective: Double = 1) -> some VisualEffect { self }
    public func blur(radius: Double, opaque: Bool = false) -> some VisualEffect { self }
    public func brightness(_ amount: Double) -> some VisualEffect { self }
    public func contrast(_ amount: Double) -> some VisualEffect { self }
    public func saturation(_ amount: Double) -> some VisualEffect { self }
    public func grayscale(_ amount: Double) -> some VisualEffect { self }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { self }
}

/// No effect, which a `.scrollTransition` or `.visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// Where a view is in a scroll transition: coming in at the top or leading edge, resting in the
/// viewport, or going out at the bottom or trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    public var isIdentity: Bool { self == .identity }
    /// -1 coming in, 0 resting, 1 going out.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// When a scroll transition's phases change: as the view crosses the viewport's edge, or
/// following its place.
public struct ScrollTransitionConfiguration: Sendable {
    public static let interactive = ScrollTransitionConfiguration()
    public static let identity = ScrollTransitionConfiguration()
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

/// How far into the viewport a view is when its scroll transition reaches the identity phase.
public struct ScrollTransitionThreshold: Sendable {
    public static let visible = ScrollTransitionThreshold()
    public static let hidden = ScrollTransitionThreshold()
    public static var centered: ScrollTransitionThreshold { ScrollTransitionThreshold() }
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold() }
    public func interpolated(towards other: ScrollTransitionThreshold, amount: Double) -> ScrollTransitionThreshold { self }
    public func inset(by distance: Double) -> ScrollTransitionThreshold { self }
}

/// How far apart a list's sections are: `.listSectionSpacing(.compact)`.
public struct ListSectionSpacing: Sendable {
    public static let `default` = ListSectionSpacing()
    public static let compact = ListSectionSpacing()
    public static func custom(_ spacing: Double) -> ListSectionSpacing { ListSectionSpacing() }
}

extension View {
    /// Accepted, no effect on Linux: the view is drawn as in the identity phase, resting in the
    /// viewport, and the transition is not run as it scrolls.
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive,
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> Self { self }
    /// Accepted, no effect on Linux: the view is drawn as in the identity phase, resting in the
    /// viewport, and the transition is not run as it scrolls.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration,
        bottomTrailing: ScrollTransitionConfiguration,
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> Self { self }
    /// Accepted, no effect on Linux: the view is drawn without the effect its geometry would give.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> Self { self }
    /// Accepted, no effect on Linux: GTK's list sections lie as the theme spaces them.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> Self { self }
    /// Accepted, no effect on Linux: GTK's list sections lie as the theme spaces them.
    @_disfavoredOverload
    public func listSectionSpacing(_ spacing: Double) -> Self { self }
    /// Accepted, no effect on Linux: GTK's scroll views keep their content inside their margins.
    public func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic) -> Self { self }
    /// Accepted, no effect on Linux: GTK's scroll views keep their content inside their margins.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> Self { self }
}
