/// One of a picker's options: its content, and the tag that chooses it, with the tag's declared
/// type, which must be the selection's for the option to be chosen (SwiftUI matches a tag to the
/// selection by type: a `String` tag never chooses a `String?` selection, which is why code
/// writes `.tag(Optional(value))`).
struct PickerOption<Content: View>: View, PrimitiveView {
    let content: Content
    let tag: AnyHashable?
    let tagType: Any.Type?

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(PickerOptionState())
        if node.element == nil {
            node.setElement(node.backend.make { $0.pickerRendering.makePickerOption() }, holdsChildren: true)
            state.element = node.element
        }
        state.tag = tag
        state.tagType = tagType
        node.updateChildren(ChildSpec.content(content))
    }
}

/// What an option keeps for its picker to read: its element and its tag.
@MainActor
final class PickerOptionState {
    weak var element: (any RenderElement)?
    var tag: AnyHashable?
    var tagType: Any.Type?
}

/// A picker's label: its elements, apart from the options'.
struct PickerLabelSlot<Content: View>: View, PrimitiveView {
    let content: Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content) { $0.pickerRendering.makePickerLabel() }
    }
}

/// The element of the picker whose content the views are: a view placed in it directly, or
/// through a `ForEach` or a group, is one of its options.
enum PickerInput: NodeInputKey {
    typealias Value = any RenderElement
}

extension ViewNode {
    /// Whether this node's view is placed in a picker as one of its options, rather than inside
    /// an option's own view.
    var isPlacedInPicker: Bool {
        guard let picker = context[PickerInput.self] else { return false }
        return picker === container.element
    }
}
