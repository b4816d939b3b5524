/// A column of controls and sections, as a settings page: GTK draws it as GNOME's preferences
/// pages are, each section's rows a boxed list under its heading, sections apart and the page inset
/// from the window's edges.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let page = VStack(alignment: .leading, spacing: 18) { content }
            .padding(EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
            .environment(\.isInForm, true)
        node.updateChildren(ChildSpec.content(page))
    }
}

/// A box around a group of views with a title: `GroupBox("Totals") { … }`.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let box = VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .padding(EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 8))
        node.updateChildren(ChildSpec.content(box))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A value with its label, as in a form: the label at the leading edge, the value secondary at the
/// trailing one: `LabeledContent("Version", value: "1.2")`.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }))
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// What to show where there is nothing: GTK draws it as GNOME's status pages, a large dimmed
/// symbol over a title and a description, centred in the room there is.
///
///     ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap + to add one."))
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let page = VStack(spacing: 12) {
            // GNOME's status page: a large symbol over a large title.
            label
                .font(.title2)
                .imageScale(.large)
            description.foregroundStyle(.secondary)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        node.updateChildren(ChildSpec.content(page))
    }
}

extension ContentUnavailableView where Label == ViewLayer.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { ViewLayer.Label(title, systemImage: name) },
            description: { description },
            actions: { EmptyView() }
        )
    }

    /// "No Results", as a search that found nothing shows.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView("No Results for “\(text)”", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}
