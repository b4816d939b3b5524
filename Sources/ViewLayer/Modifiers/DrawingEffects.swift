import Foundation

// Drawing effects real SwiftUI code uses for polish: accepted so the code compiles unchanged, and
// not drawn by the GTK renderer yet. None changes a view's identity, state or lifecycle in
// SwiftUI either. docs/swiftui-coverage.md lists them.

/// A point in a view's bounds, in fractions of its size: `.center`, `.topLeading`.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)

    /// Where this point lies in `rect`: its fractions of the width and height from the origin.
    public func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Where a popover's arrow points from.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    public enum Anchor: Hashable, Sendable {
        case bounds
    }
}

/// A list's look.
public protocol ListStyle: Sendable {}

public struct BuiltInListStyle: ListStyle {
    let name: String
}

// The list styles by their first names, structs before iOS 15: `.listStyle(InsetGroupedListStyle())`.
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == BuiltInListStyle {
    public static var automatic: BuiltInListStyle { BuiltInListStyle(name: "automatic") }
    public static var plain: BuiltInListStyle { BuiltInListStyle(name: "plain") }
    public static var grouped: BuiltInListStyle { BuiltInListStyle(name: "grouped") }
    public static var insetGrouped: BuiltInListStyle { BuiltInListStyle(name: "insetGrouped") }
    public static var inset: BuiltInListStyle { BuiltInListStyle(name: "inset") }
    public static var sidebar: BuiltInListStyle { BuiltInListStyle(name: "sidebar") }
}

extension View {
    /// Accepted, no effect on Linux: GTK 3 draws no shadows under arbitrary widgets here yet.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func blur(radius: Double, opaque: Bool = false) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet; the view keeps its place.
    public func offset(x: Double = 0, y: Double = 0) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet; the view keeps its place.
    public func position(x: Double = 0, y: Double = 0) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet; the view keeps its place.
    public func offset(_ offset: CGSize) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet; the view keeps its place.
    public func position(_ position: CGPoint) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func brightness(_ amount: Double) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func contrast(_ amount: Double) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func saturation(_ amount: Double) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func grayscale(_ amount: Double) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func hueRotation(_ angle: Angle) -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func colorInvert() -> Self { self }
    /// Accepted, no effect on Linux: not drawn by the GTK renderer yet.
    public func colorMultiply(_ color: Color) -> Self { self }
    /// Accepted, no effect on Linux: GTK aligns a widget by its box.
    public func alignmentGuide(_ alignment: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> Self { self }
    /// Accepted, no effect on Linux: GTK aligns a widget by its box.
    public func alignmentGuide(_ alignment: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> Self { self }
    /// Accepted, no effect on Linux: GTK's list has one look.
    public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
    /// Accepted, no effect on Linux: a row's background is GTK's.
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    /// Accepted, no effect on Linux: a row's insets are GTK's.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
    /// Accepted, no effect on Linux: texts are drawn in the monospaced family only through `.font(.system(.body, design: .monospaced))` here.
    public func monospaced(_ isActive: Bool = true) -> Self { self }
    /// Accepted, no effect on Linux: GTK keeps a text's lines as its label sets them.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
    /// Accepted, no effect on Linux: GTK draws the text at its font's size.
    public func minimumScaleFactor(_ factor: Double) -> Self { self }
    /// Accepted, no effect on Linux: Pango keeps the font's own letter spacing.
    public func allowsTightening(_ flag: Bool) -> Self { self }
    /// Accepted, no effect on Linux: GNOME's fonts are drawn at their standard width.
    public func fontWidth(_ width: Font.Width?) -> Self { self }

    /// A popover pointing at this view; GTK places it where it fits, whatever the arrow edge.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        popover(isPresented: isPresented, content: content)
    }
}

/// How the lines of a text are aligned.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
