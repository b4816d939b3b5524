/// What a backend does to align a stack's children across its axis, for a stack given an
/// alignment (`VStack(alignment: .leading)`). A stack given none is drawn as the backend draws
/// boxes: GTK's children fill the width of a column, where SwiftUI's are centred (see
/// docs/swiftui-coverage.md).
@MainActor
public protocol StackAlignmentRendering: RenderBackend {
    func setStackAlignment(_ element: any RenderElement, _ alignment: Alignment)
}

extension RenderBackend {
    var stackAlignmentRendering: any StackAlignmentRendering { rendering(self as? any StackAlignmentRendering, of: "stack alignment") }
}

extension PrimitiveNode {
    /// Aligns the stack's children when the alignment was given or changed; `previous` is nil at
    /// install.
    func updateStackAlignment(_ alignment: Alignment?, previous: Alignment??) {
        guard let alignment, previous != .some(alignment), let element else { return }
        backend.set(.layout) { $0.stackAlignmentRendering.setStackAlignment(element, alignment) }
    }
}
