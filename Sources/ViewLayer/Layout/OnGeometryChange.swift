import Foundation

extension View {
    /// Runs `action` with the value `transform` makes of this view's geometry, when the view is
    /// first laid out and whenever the value changes after:
    ///
    ///     Text(title)
    ///         .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
    ///
    /// The geometry is measured as a `GeometryReader` behind the view measures it, so it has a
    /// geometry reader's limits (its first layout on GTK, the headless renderer's offered size).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type,
        of transform: @escaping (GeometryProxy) -> T,
        action: @escaping @MainActor (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Runs `action` with the value before and after, when the value `transform` makes of this
    /// view's geometry changes; see `onGeometryChange(for:of:action:)` with one argument.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type,
        of transform: @escaping (GeometryProxy) -> T,
        action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        background {
            GeometryReader { proxy in
                GeometryChangeReporter(value: proxy.isMeasured ? transform(proxy) : nil, action: action)
            }
        }
    }
}

/// Reports the measured value: the first one as both old and new, as SwiftUI's
/// `onGeometryChange` runs its action on the first layout, then each change.
struct GeometryChangeReporter<Value: Equatable>: View, PrimitiveView {
    let value: Value?
    let action: @MainActor (Value, Value) -> Void

    func update(_ node: PrimitiveNode, previous: Self?) {
        let seen = node.keptState(SeenValue<Value>())
        guard let value, value != seen.value else { return }
        let old = seen.value ?? value, action = action
        seen.value = value
        node.afterUpdate { action(old, value) }
    }
}

@MainActor
private final class SeenValue<Value> {
    var value: Value?
}
