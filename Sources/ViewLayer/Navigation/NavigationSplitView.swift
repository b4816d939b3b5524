/// A sidebar beside a detail. Both are shown; the detail is one view whose input changes with the
/// sidebar's selection, so its identity, and its state, stay while its input changes.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(TupleView(SplitPane(content: sidebar), SplitPane(content: detail))) {
            $0.splitViewRendering.makeSplitView()
        }
    }
}

/// One side of a split view: a column of its content.
struct SplitPane<Content: View>: View, PrimitiveView {
    let content: Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content) { $0.makeStack(axis: .vertical, spacing: nil) }
    }
}
