extension View {
    /// Shows this view as `content` makes it for the first of `phases`: SwiftUI runs the phases
    /// one after another without end, each animated; here the view rests in its first phase, as
    /// with reduced motion. The view keeps its identity and state.
    ///
    ///     Image(systemName: "heart.fill")
    ///         .phaseAnimator([false, true]) { content, isLarge in
    ///             content.scaleEffect(isLarge ? 1.2 : 1)
    ///         }
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimatorView(placeholder: PlaceholderContentView(content: self), firstPhase: Array(phases).first, content: content)
    }

    /// Shows this view as `content` makes it for the first of `phases`: SwiftUI runs through the
    /// phases each time `trigger` changes and comes back to the first, where the view rests here.
    public func phaseAnimator<Phase: Equatable, Content: View, Trigger: Equatable>(
        _ phases: some Sequence<Phase>,
        trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimatorView(placeholder: PlaceholderContentView(content: self), firstPhase: Array(phases).first, content: content)
    }
}

/// The view a `phaseAnimator`'s closure is handed, standing for the view it modifies.
public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
    let content: Value

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(content))
    }
}

struct PhaseAnimatorView<Modified: View, Phase, Content: View>: View, PrimitiveView {
    let placeholder: PlaceholderContentView<Modified>
    let firstPhase: Phase?
    let content: (PlaceholderContentView<Modified>, Phase) -> Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(shown))
    }

    @ViewBuilder private var shown: some View {
        if let firstPhase {
            content(placeholder, firstPhase)
        } else {
            // Apple's documentation: "If an empty sequence is provided, a visual warning will be
            // displayed in place of this view, and a warning will be logged."
            let _ = RuntimeWarnings.report("phaseAnimator was given an empty sequence of phases", site: "phaseAnimator(\(Phase.self))")
            Text("⚠️ phaseAnimator: no phases")
        }
    }
}
