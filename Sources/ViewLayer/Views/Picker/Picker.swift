/// A control for choosing one of a set of values, each option a view with its `.tag(_:)`.
///
///     enum Flavor: String, CaseIterable, Identifiable {
///         case chocolate, vanilla, strawberry
///         var id: Self { self }
///     }
///     @State private var flavor = Flavor.chocolate
///
///     Picker("Flavor", selection: $flavor) {
///         ForEach(Flavor.allCases) { flavor in
///             Text(flavor.rawValue.capitalized)
///         }
///     }
///     .pickerStyle(.segmented)
///
/// An option is chosen by its tag, or, in a `ForEach`, by its element's id when it has no tag;
/// a tag chooses only a selection of its own type. A person's choice writes the selection; a
/// selection no option's tag matches leaves none chosen, with SwiftUI's runtime warning.
/// `show` prints `| [LABEL: OPTION]`, and a script chooses with `select:LABEL=OPTION`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(PickerState())
        if node.element == nil {
            let style = node.context.environment.pickerStyleKind
            node.setElement(node.backend.make { $0.pickerRendering.makePicker(style: style) { [weak state] option in state?.personChose(option) } }, holdsChildren: true)
        }
        guard let element = node.element else { return }
        let selected = node.track { selection.currentValue }
        let binding = selection
        state.choose = { tag, tagType in
            guard tagType == SelectionValue.self, let value = tag.base as? SelectionValue else { return false }
            binding.wrappedValue = value
            return AnyHashable(binding.wrappedValue) == tag
        }
        var context = node.childContext
        context[PickerInput.self] = element
        node.updateChildren([ChildSpec(key: .explicit("label"), view: PickerLabelSlot(content: label))] + Self.options(of: content), context: context)

        node.updateLabelsHidden(&state.labelsHidden)
        state.options = PickerState.options(below: node.viewNode)
        let tag = AnyHashable(selected)
        let chosen = state.options.first { $0.tagType == SelectionValue.self && $0.tag == tag }?.element
        if chosen == nil {
            RuntimeWarnings.report("Picker: the selection \"\(selected)\" is invalid and does not have an associated tag, this will give undefined results.", site: node.identityPath)
        }
        node.backend.set(.toggle) { $0.pickerRendering.updatePicker(element, chosen: chosen) }
        // A choice the selection does not take (an untagged option, a tag of another type, a
        // constant binding) updates nothing: the chooser is put back to what is chosen.
        let backend = node.backend
        state.restore = { [weak element, weak chosen] in
            guard let element else { return }
            backend.set(.toggle) { $0.pickerRendering.updatePicker(element, chosen: chosen) }
        }
    }

    /// The content's views, each view with no tag an option that cannot be chosen, as SwiftUI
    /// shows it; tagged views and a `ForEach`'s rows make their options themselves.
    private static func options(of content: Content) -> [ChildSpec] {
        ChildSpec.content(content).map { spec in
            // Tags, `ForEach`es, and what only holds other views (a condition, a group, a view of
            // the user's) place their options themselves.
            guard !(spec.view is any TaggedView), !(spec.view is any ElementViews), !(spec.view is any ContentForwardingView),
                  TypeLayout.of(type(of: spec.view)).primitiveUpdate != nil else { return spec }
            return ChildSpec(key: spec.key, view: PickerOption(content: AnyView(spec.view), tag: nil, tagType: nil))
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == ViewLayer.Label<Text, Image> {
    /// A picker labelled with a title and a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ViewLayer.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a picker keeps: its options as of its latest update, and how a person's choice writes
/// its selection.
@MainActor
final class PickerState {
    /// Whether the picker's label is hidden, as last set (`.labelsHidden()`).
    var labelsHidden = false
    var options: [(element: any RenderElement, tag: AnyHashable?, tagType: Any.Type?)] = []
    /// Writes the selection with a tag, if the tag's declared type is the selection's; says
    /// whether the selection holds the tag after.
    var choose: (AnyHashable, Any.Type) -> Bool = { _, _ in false }
    /// Shows the option chosen as of the latest update again.
    var restore: () -> Void = {}

    func personChose(_ element: any RenderElement) {
        let option = options.first { $0.element === element }
        guard let tag = option?.tag, let tagType = option?.tagType, choose(tag, tagType) else {
            restore()
            return
        }
    }

    /// The options placed in the picker `node`, in order: the nodes of `PickerOption`s among its
    /// children, through the `ForEach`es, groups and tags that make them.
    static func options(below node: ViewNode) -> [(element: any RenderElement, tag: AnyHashable?, tagType: Any.Type?)] {
        var found: [(element: any RenderElement, tag: AnyHashable?, tagType: Any.Type?)] = []
        func visit(_ node: ViewNode) {
            for child in node.children where !child.isRemoved {
                if let option = child.primitiveState as? PickerOptionState {
                    if let element = option.element { found.append((element, option.tag, option.tagType)) }
                } else if child.element == nil {
                    visit(child)
                }
            }
        }
        visit(node)
        return found
    }
}

/// A view that makes no element and only holds other views, whose options a picker finds inside.
protocol ContentForwardingView {}
extension Optional: ContentForwardingView {}
extension _ConditionalContent: ContentForwardingView {}
extension Group: ContentForwardingView {}
