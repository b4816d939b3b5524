/// The parts of a lazy container's sections that stay at the edge of the scroll view while
/// their rows scroll under them on iOS: `LazyVStack(pinnedViews: [.sectionHeaders])`. GTK's
/// boxes do not pin, so headers and footers scroll with their rows here.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// The lazy containers' initialisers with pinned views, which scroll with their rows here.

extension LazyVStack {
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}

extension LazyHStack {
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}

extension LazyVGrid {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content) {
        self.init(columns: columns, alignment: alignment, spacing: spacing, content: content)
    }
}

extension LazyHGrid {
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content) {
        self.init(rows: rows, alignment: alignment, spacing: spacing, content: content)
    }
}
