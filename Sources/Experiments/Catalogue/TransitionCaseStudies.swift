import ViewLayer

// Ryan Sobol's "if transition" case study (iOS 26): a panel shown and hidden with a move
// transition under withAnimation, whose completion is logged; the button stays enabled while the
// panel moves, so a second tap can overlap the first animation.

struct IfTransitionStudy: View {
    @State private var isShowingPanel = false
    var body: some View {
        VStack {
            Button("Toggle panel") {
                let showing = !isShowingPanel
                print(showing ? "Show started" : "Hide started")
                withAnimation(.smooth(duration: 0.75), completionCriteria: .logicallyComplete) {
                    isShowingPanel.toggle()
                } completion: {
                    print(showing ? "Show completed" : "Hide completed")
                }
            }
            if isShowingPanel {
                LifecycleMonitor(title: "Panel")
                    .transition(.move(edge: .leading))
            }
        }
    }
}

extension Experiment {
    static let ifTransition = Experiment(
        id: "if-transition", title: "if with a transition: a lifetime ends when the transition does", seed: nil,
        root: { AnyView(IfTransitionStudy()) }
    )
}
