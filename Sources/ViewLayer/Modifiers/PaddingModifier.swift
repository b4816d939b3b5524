extension View {
    /// Keeps `length` points of space on every side of this view: `.padding(8)`.
    public func padding(_ length: Double) -> some View {
        PaddingView(content: self, insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Keeps space on some sides, 16 points (the system's padding) unless told:
    /// `.padding()`, `.padding(.horizontal, 16)`, `.padding([.top, .leading])`.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let length = length ?? 16
        return PaddingView(content: self, insets: EdgeInsets(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        ))
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingView(content: self, insets: insets)
    }

    /// Space added to the safe area around this view (iOS 17). A GTK window has no safe area
    /// of its own, so the space is padding: a deviation where it matters, as Apple documents it
    /// adding to the safe area, which a scroll view's content scrolls under and padding does not.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        padding(edges, length)
    }

    public func safeAreaPadding(_ length: Double) -> some View {
        padding(length)
    }

    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }
}

struct PaddingView<Content: View>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let insets: EdgeInsets

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content, value: insets, previous: previous?.insets, counted: .layout) {
            $0.paddingRendering.makePadding($1)
        } update: {
            $0.paddingRendering.updatePadding($1, $2)
        }
    }
}
