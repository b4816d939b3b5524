/// A group of rows with a header and a footer, in a `List` or a `Form`:
///
///     Form {
///         Section("Account") {
///             LabeledContent("Name", value: name)
///         }
///     }
///
/// GTK draws the header as a dimmed heading above the rows; `show` prints it as `| ## HEADER`.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether a collapsible section shows its rows; nil for one that always does.
    var isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let footer = footer.font(.footnote).foregroundStyle(.secondary)
        if let isExpanded {
            return updateCollapsible(node, isExpanded: isExpanded, footer: footer)
        }
        // In a list or lazy stack a section adds no element: its header, rows and footer are the
        // container's rows, each built as it comes near, as SwiftUI builds a section's rows lazily.
        if node.element == nil, node.isPlacedInLazyContainer {
            return node.updatePlacedChildren(ChildSpec.content(TupleView(SectionHeader(content: header), content, footer)))
        }
        if node.element == nil {
            node.setElement(node.backend.make { $0.sectionRendering.makeSection() }, holdsChildren: true)
        }
        let isBoxed = node.context.environment.isInForm
        node.updateChildren(ChildSpec.content(TupleView(SectionHeader(content: header), SectionRows(content: content, isBoxed: isBoxed), footer)))
    }
}

extension Section {
    /// A section a person opens and closes by its header, as iOS 17's sidebars show them: the
    /// header a flat button with a disclosure arrow, the rows built only while open (appearing
    /// and disappearing with their state as an `if`'s views do), as a `DisclosureGroup`'s content.
    private func updateCollapsible(_ node: PrimitiveNode, isExpanded: Binding<Bool>, footer: some View) {
        let expanded = node.track { isExpanded.currentValue }
        // The header is the control a person opens and closes the section with, in a heading's
        // look: `show` prints it as the button it is.
        let header = DisclosureButton(isExpanded: isExpanded, isShownExpanded: expanded, label: self.header)
            .font(.headline)
            .foregroundStyle(.secondary)
        let rows = expanded ? content : nil
        if node.element == nil, node.isPlacedInLazyContainer {
            return node.updatePlacedChildren(ChildSpec.content(TupleView(header, rows, footer)))
        }
        if node.element == nil {
            node.setElement(node.backend.make { $0.sectionRendering.makeSection() }, holdsChildren: true)
        }
        let isBoxed = node.context.environment.isInForm
        node.updateChildren(ChildSpec.content(TupleView(header, rows.map { SectionRows(content: $0, isBoxed: isBoxed) }, footer)))
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section titled `title`, open while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section under `header`, open while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    /// The header and footer as values, as SwiftUI's first releases wrote them (deprecated, and
    /// still common): `Section(header: Text("Account"), footer: Text("Synced")) { … }`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

/// A section's header: its texts read as one heading.
struct SectionHeader<Content: View>: View, PrimitiveView {
    let content: Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        // An empty header takes no room and shows nothing.
        guard Content.self != EmptyView.self else { return }
        if node.element == nil {
            node.setElement(node.backend.make { $0.sectionRendering.makeSectionHeader() }, holdsChildren: true)
        }
        node.updateChildren(ChildSpec.content(content.font(.headline).foregroundStyle(.secondary)))
    }
}

/// A section's rows, which a `Form` shows as one group, as GNOME's boxed lists.
struct SectionRows<Content: View>: View, PrimitiveView {
    let content: Content
    let isBoxed: Bool

    func update(_ node: PrimitiveNode, previous: Self?) {
        if node.element == nil {
            node.setElement(node.backend.make { $0.sectionRendering.makeSectionRows(boxed: isBoxed) }, holdsChildren: true)
        }
        // A form's own sections are grouped; a section within a row is not.
        node.updateChildren(ChildSpec.content(content.environment(\.isInForm, false)))
    }
}

/// What a backend does to show `Section`.
@MainActor
public protocol SectionRendering: RenderBackend {
    /// A column of a header, rows and a footer.
    func makeSection() -> any RenderElement
    /// The header, whose texts are read as one heading.
    func makeSectionHeader() -> any RenderElement
    /// The rows between the header and the footer: in a `Form` (`boxed`) one group, each row apart.
    func makeSectionRows(boxed: Bool) -> any RenderElement
}

extension EnvironmentValues {
    /// Whether the views are a `Form`'s, whose sections show their rows as one group.
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}

private struct IsInFormKey: EnvironmentKey {
    static let defaultValue = false
}

extension RenderBackend {
    var sectionRendering: any SectionRendering { rendering(self as? any SectionRendering, of: "Section") }
}
