extension View {
    /// Puts `content` along an edge of this view, as a bar it keeps clear of:
    /// `.safeAreaInset(edge: .bottom) { ComposeBar() }`. GTK lays the two out in a box, the bar at
    /// the edge.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }
}

/// The leading and trailing edges.
public enum HorizontalEdge: Int8, Hashable, Sendable {
    case leading, trailing
}
