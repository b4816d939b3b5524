// Modifiers of motion and of iOS's own chrome that real SwiftUI code uses: accepted so the code
// compiles unchanged, with no effect on the view, its identity or its lifecycle.
// docs/swiftui-coverage.md lists them, checked by a test against these comments.

/// How a text's change is animated: `.contentTransition(.numericText())`.
public struct ContentTransition: Hashable, Sendable {
    let name: String

    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func symbolEffect<T: SymbolEffect>(_ effect: T) -> ContentTransition { ContentTransition(name: "symbolEffect") }
}

/// An animation of an SF Symbol: `.symbolEffect(.bounce, value: count)`.
public protocol SymbolEffect: Sendable {}

/// The symbol effects SwiftUI offers, by name.
public struct BuiltInSymbolEffect: SymbolEffect, Hashable {
    let name: String

    public var up: BuiltInSymbolEffect { self }
    public var down: BuiltInSymbolEffect { self }
    public var byLayer: BuiltInSymbolEffect { self }
    public var wholeSymbol: BuiltInSymbolEffect { self }
}

extension SymbolEffect where Self == BuiltInSymbolEffect {
    public static var bounce: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "bounce") }
    public static var pulse: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "pulse") }
    public static var variableColor: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "variableColor") }
    public static var scale: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "scale") }
    public static var appear: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "appear") }
    public static var disappear: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "disappear") }
    public static var wiggle: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "wiggle") }
    public static var breathe: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "breathe") }
    public static var rotate: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "rotate") }
}

/// How often and how fast a symbol effect plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// Where a scroll view comes to rest: `.scrollTargetBehavior(.paging)`.
public struct ScrollTargetBehavior: Hashable, Sendable {
    let name: String

    public static let paging = ScrollTargetBehavior(name: "paging")
    public static let viewAligned = ScrollTargetBehavior(name: "viewAligned")
    public static func viewAligned(limitBehavior: ViewAlignedLimitBehavior) -> ScrollTargetBehavior { .viewAligned }

    public struct ViewAlignedLimitBehavior: Hashable, Sendable {
        public static let automatic = ViewAlignedLimitBehavior()
        public static let always = ViewAlignedLimitBehavior()
        public static let never = ViewAlignedLimitBehavior()
        public static let alwaysByOne = ViewAlignedLimitBehavior()
        public static let alwaysByFew = ViewAlignedLimitBehavior()
    }
}

/// How a tab view shows its tabs: `.tabViewStyle(.page)`.
public struct TabViewStyle: Hashable, Sendable {
    let name: String

    public static let automatic = TabViewStyle(name: "automatic")
    public static let page = TabViewStyle(name: "page")
    public static let tabBarOnly = TabViewStyle(name: "tabBarOnly")
    public static let sidebarAdaptable = TabViewStyle(name: "sidebarAdaptable")
    public static let verticalPage = TabViewStyle(name: "verticalPage")
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyle { .page }

    public enum PageIndexDisplayMode: Hashable, Sendable {
        case automatic, always, never
    }
}

/// How a paged tab view shows its page dots: `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
public struct IndexViewStyle: Hashable, Sendable {
    public static let page = IndexViewStyle()
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> IndexViewStyle { .page }

    public enum BackgroundDisplayMode: Hashable, Sendable {
        case automatic, always, never, interactive
    }
}

/// How a `NavigationView` lays out its columns: `.navigationViewStyle(.stack)`.
public struct NavigationViewStyle: Hashable, Sendable {
    public static let automatic = NavigationViewStyle()
    public static let stack = NavigationViewStyle()
    public static let columns = NavigationViewStyle()
}

/// How prominent a section's header is.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

extension View {
    /// Accepted, no effect on Linux: GTK changes a label's text at once.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// Accepted, no effect on Linux: GTK's symbolic icons are not animated.
    public func symbolEffect<T: SymbolEffect & Equatable, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> Self { self }
    /// Accepted, no effect on Linux: GTK's symbolic icons are not animated.
    @_disfavoredOverload
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> Self { self }
    /// Accepted, no effect on Linux: views move from one place to another at once.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> Self { self }
    /// Accepted, no effect on Linux: a GTK scroll view rests where it is left.
    public func scrollTargetBehavior(_ behavior: ScrollTargetBehavior) -> Self { self }
    /// Accepted, no effect on Linux: GTK shows a tab view's tabs in a notebook whatever its style.
    public func tabViewStyle(_ style: TabViewStyle) -> Self { self }
    /// Accepted, no effect on Linux: GTK shows a tab view's tabs in a notebook whatever its style.
    public func indexViewStyle(_ style: IndexViewStyle) -> Self { self }
    /// Accepted, no effect on Linux: a navigation view here is a stack of pages.
    public func navigationViewStyle(_ style: NavigationViewStyle) -> Self { self }
    /// Accepted, no effect on Linux: GTK draws a widget as it draws it.
    public func drawingGroup(opaque: Bool = false) -> Self { self }
    /// Accepted, no effect on Linux: GTK draws a widget as it draws it.
    public func compositingGroup() -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center, anchorZ: Double = 0, perspective: Double = 1) -> Self { self }
    /// Accepted, no effect on Linux: a section's header has one size here.
    public func headerProminence(_ prominence: Prominence) -> Self { self }
    /// Accepted, no effect on Linux: no view is redacted for privacy here.
    public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
    /// Accepted, no effect on Linux: a GTK sheet is a window with the theme's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    /// Accepted, no effect on Linux: the header bar follows the desktop's style.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }
    /// Accepted, no effect on Linux: a view keeps its own size in its container.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> Self { self }
    /// Accepted, no effect on Linux: a view keeps its own size in its container.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center) -> Self { self }
    /// Accepted, no effect on Linux: a view keeps its own size in its container.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (Double, Axis) -> Double) -> Self { self }
    /// Accepted, no effect on Linux: GTK's scroll views bounce as the desktop's settings say.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
    /// Accepted, no effect on Linux: a GTK scroll view clips its content to its viewport.
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }
    /// Accepted, no effect on Linux: a GTK header bar has one title size.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> Self { self }
    /// Accepted, no effect on Linux: GTK's list rows lie as the theme spaces them.
    public func listRowSpacing(_ spacing: Double?) -> Self { self }
    /// Accepted, no effect on Linux: GTK's tabs and rows show no badges here yet.
    public func badge(_ count: Int) -> Self { self }
    /// Accepted, no effect on Linux: GTK's tabs and rows show no badges here yet.
    @_disfavoredOverload
    public func badge(_ label: Text?) -> Self { self }
}

/// When a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// How a toolbar shows the navigation title (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    public static let automatic = ToolbarTitleDisplayMode()
    public static let inline = ToolbarTitleDisplayMode()
    public static let inlineLarge = ToolbarTitleDisplayMode()
    public static let large = ToolbarTitleDisplayMode()
}


/// What a matched geometry effect carries from one view to the other.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
