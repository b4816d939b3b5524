/// A control that shows a menu of actions when a person opens it:
///
///     Menu("Sort") {
///         Button("By name") { order = .name }
///         Button("By date") { order = .date }
///         Button("Delete all", role: .destructive) { items.removeAll() }
///     }
///
/// GTK draws a `GtkMenuButton` whose popover holds the items, flat buttons that close it when
/// used. The items are views built with the menu. `show` prints the menu as `| [LABEL ▾]`, and a
/// script uses an item with `select:LABEL=ITEM`, as a person opens the menu and picks it. With
/// `primaryAction:`, a click on the menu's own button runs it, and the items are in the arrow
/// (Apple's `Menu` documentation: the primary action runs "when the user taps or clicks on the
/// body of the control", the menu opening on "a secondary gesture").
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(MenuState())
        state.primaryAction = primaryAction
        let environment = node.context.environment
        if node.element == nil {
            let hasPrimaryAction = primaryAction != nil
            let showsIndicator = environment.menuIndicatorVisibility != .hidden
            node.setElement(node.backend.make {
                $0.menuRendering.makeMenu(hasPrimaryAction: hasPrimaryAction, showsIndicator: showsIndicator) { [weak state] in
                    state?.primaryAction?()
                }
            }, holdsChildren: true)
        }
        let look = Self.look(in: environment)
        if look != state.look, let element = node.element {
            state.look = look
            node.backend.set(.style) { $0.buttonLookRendering.setButtonLook(element, look) }
        }
        node.updateChildren([
            ChildSpec(key: .explicit("label"), view: MenuPart(content: label, part: .label)),
            ChildSpec(key: .explicit("items"), view: MenuPart(content: content, part: .items)),
        ])
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ViewLayer.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewLayer.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a menu keeps: its primary action, as of its latest update.
@MainActor
final class MenuState {
    var primaryAction: (@MainActor () -> Void)?
    /// The look of its button (`menuStyle(_:)`), as last drawn.
    var look = ButtonLook.standard
}

/// A menu's label, or its items: each the elements of its content, in a part of the menu's own.
struct MenuPart<Content: View>: View, PrimitiveView {
    let content: Content
    let part: MenuPartKind

    func update(_ node: PrimitiveNode, previous: Self?) {
        let part = part
        node.updateContainer(content) { $0.menuRendering.makeMenuPart(part) }
    }
}

/// Which part of a menu an element holds.
public enum MenuPartKind: Sendable {
    /// What the menu's button shows.
    case label
    /// What the menu shows when opened.
    case items
}

/// What a backend does to show a `Menu`.
@MainActor
public protocol MenuRendering: RenderBackend {
    /// A menu button, its children a label part and an items part (`makeMenuPart`); with a
    /// primary action, a click on the button runs `primaryAction` and the items open apart.
    /// Without `showsIndicator` (`.menuIndicator(.hidden)`), the button shows no arrow.
    func makeMenu(hasPrimaryAction: Bool, showsIndicator: Bool, primaryAction: @escaping @MainActor () -> Void) -> any RenderElement
    func makeMenuPart(_ part: MenuPartKind) -> any RenderElement
}

extension RenderBackend {
    var menuRendering: any MenuRendering { rendering(self as? any MenuRendering, of: "Menu") }
}
