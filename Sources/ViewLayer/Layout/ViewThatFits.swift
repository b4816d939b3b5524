/// The first of its views that fits the room offered along `axes`:
///
///     ViewThatFits(in: .horizontal) {
///         Label("Add to favourites", systemImage: "star")
///         Image(systemName: "star")
///     }
///
/// Apple's documentation has it show the first view that fits the room offered. Here it shows
/// the first view, the one written for when there is room, a deviation: a GTK window offers the
/// room of a desktop, and the layer does not measure the views against it. Only the view shown
/// is built and appears; no source we have says whether SwiftUI builds the others.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updatePlacedChildren(Array(ChildSpec.content(content).prefix(1)))
    }
}
