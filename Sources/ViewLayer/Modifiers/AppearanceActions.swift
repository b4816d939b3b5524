extension View {
    /// Runs `action` when this view's content starts being shown: inserted into the screen, or
    /// uncovered again, such as the root of a navigation stack when a page is popped.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        AppearanceActionView(content: self, appear: action, disappear: nil)
    }

    /// Runs `action` when this view's content stops being shown: removed, or covered by a pushed page.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        AppearanceActionView(content: self, appear: nil, disappear: action)
    }
}

struct AppearanceActionView<Content: View>: View, PrimitiveView {
    let content: Content
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(AppearanceActions())
        state.appear = appear
        state.disappear = disappear
        node.updateChildren(ChildSpec.content(content))
    }
}

private final class AppearanceActions: NodeLifecycleObserver {
    var appear: (@MainActor () -> Void)?
    var disappear: (@MainActor () -> Void)?

    func nodeDidAppear(_ node: ViewNode) { appear?() }

    func nodeDidDisappear(_ node: ViewNode) { disappear?() }
}
