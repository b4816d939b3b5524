/// A label a person clicks to show or hide content below it:
///
///     DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///         Toggle("Verbose logging", isOn: $verbose)
///     }
///
/// GTK draws it as a `GtkExpander` looks: a flat button of a disclosure arrow and the label, the
/// content indented under it. The content is in the hierarchy only while expanded, as the rows
/// of an `if`: it appears when the group opens and disappears, its state released, when it
/// closes (the layer's reading of Apple's "shows or hides another content view"; iOS builds a
/// collapsed group's content in no list row either). Without a binding the group keeps whether
/// it is expanded itself, collapsed at first.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let own = node.keptState(OwnExpansion())
        own.node = node.viewNode
        // The bound value as it is now, read with tracking, as a toggle reads its binding: the
        // binding's own value is the one it was made with, stale when the view that made it never
        // read the state (rule 14).
        let binding = isExpanded ?? Binding(get: { own.isExpanded }, set: { own.set($0) })
        let expanded = node.track { binding.currentValue }
        let group = VStack(alignment: .leading, spacing: 6) {
            DisclosureButton(isExpanded: binding, isShownExpanded: expanded, label: label)
            if expanded {
                VStack(alignment: .leading) { content() }
                    .padding(.leading, 22)
            }
        }
        node.updateChildren(ChildSpec.content(group))
    }
}

/// The control a person opens and closes a disclosure group or a collapsible section with, as
/// a `GtkExpander` draws one: a flat button of a disclosure arrow, pointing down while open, and
/// the label.
struct DisclosureButton<Label: View>: View, PrimitiveView {
    let isExpanded: Binding<Bool>
    /// The open state the owner read, with tracking, for this update.
    let isShownExpanded: Bool
    let label: Label

    func update(_ node: PrimitiveNode, previous: Self?) {
        let isExpanded = isExpanded
        node.updateChildren(ChildSpec.content(
            Button { isExpanded.wrappedValue.toggle() } label: {
                HStack(spacing: 6) {
                    Image(systemName: isShownExpanded ? "chevron.down" : "chevron.right")
                    label
                }
            }
            .buttonStyle(.plain)
        ))
    }
}

/// Whether a group with no binding is open: closed at first, kept with the group's identity.
@MainActor
private final class OwnExpansion {
    var isExpanded = false
    weak var node: ViewNode?

    func set(_ value: Bool) {
        guard value != isExpanded else { return }
        isExpanded = value
        node?.invalidate()
    }
}

extension DisclosureGroup where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}
