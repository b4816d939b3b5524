/// Where a view sits across a stack or inside a frame, along one axis.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    /// Drawn as `.leading`: GTK aligns text by its box, not by its lines.
    case listRowSeparatorLeading
}

public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
    /// Drawn as GTK's baseline alignment.
    case firstTextBaseline, lastTextBaseline
}

/// Where a view sits in both axes: `.topLeading`, `.center`, `.bottomTrailing`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A view's size and its alignment guides, which an `.alignmentGuide` closure computes a guide
/// from: `.alignmentGuide(.leading) { d in d[.trailing] }`. The guides are the edges and centre
/// of the view's size; a text's baselines are its bottom.
public struct ViewDimensions: Equatable, Sendable {
    public let width: Double
    public let height: Double

    public subscript(guide: HorizontalAlignment) -> Double {
        switch guide {
        case .leading, .listRowSeparatorLeading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    public subscript(guide: VerticalAlignment) -> Double {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }

    /// A guide set explicitly by an `.alignmentGuide` of the view: none here.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { nil }
    public subscript(explicit guide: VerticalAlignment) -> Double? { nil }
}
