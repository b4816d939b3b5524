import ViewLayer

/// Scrolling by value (issue 32): a `ScrollViewReader`'s proxy jumps to an item by its id, and a
/// `.scrollPosition(id:)` binding both moves the lazy column and follows it, over forty monitor
/// cards built as they come near (rule 17).
struct ScrollToStudy: View {
    @State private var topItem: Int?

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Text("Top item: \(topItem.map { "\($0)" } ?? "none")")
                HStack {
                    Button("Jump to 30") { proxy.scrollTo(30, anchor: .top) }
                    Button("Center 12") { proxy.scrollTo(12, anchor: .center) }
                    Button("Reveal 2") { proxy.scrollTo(2) }
                    Button("Top item 20") { topItem = 20 }
                }
                ScrollView {
                    LazyVStack {
                        ForEach(1...40, id: \.self) { LifecycleMonitor(title: "Item \($0)") }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $topItem, anchor: .top)
            }
            // The binding written back, in the log: by a jump, or a person's or a script's scrolling.
            .onChange(of: topItem) { _, item in print("Top item is now \(item.map { "\($0)" } ?? "none")") }
        }
    }
}

extension Experiment {
    static let scrollTo = Experiment(
        id: "scroll-to", title: "scrollTo and scrollPosition: a lazy column moved by id", seed: nil,
        root: { AnyView(ScrollToStudy()) }
    )
}
