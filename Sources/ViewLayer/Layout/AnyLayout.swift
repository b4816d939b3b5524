/// A stack's layout as a value, to switch between at run time with its views keeping their
/// identity and state:
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout {
///         Avatar()
///         Details()
///     }
///
/// As in SwiftUI, a change between a row and a column moves the same views (Apple's `AnyLayout`
/// documentation: "the subviews keep their identity"): GTK turns the stack's box round. Between
/// a stack and `ZStackLayout` the views are made anew here, the layers being another element.
public struct AnyLayout {
    let kind: Kind

    enum Kind: Equatable {
        case stack(Axis, spacing: Double?, alignment: Alignment?)
        case layers(Alignment)
    }

    public init(_ layout: HStackLayout) {
        kind = .stack(.horizontal, spacing: layout.spacing, alignment: layout.alignment.map { Alignment(horizontal: .center, vertical: $0) })
    }

    public init(_ layout: VStackLayout) {
        kind = .stack(.vertical, spacing: layout.spacing, alignment: layout.alignment.map { Alignment(horizontal: $0, vertical: .center) })
    }

    public init(_ layout: ZStackLayout) {
        kind = .layers(layout.alignment)
    }

    public init(_ layout: AnyLayout) {
        self = layout
    }

    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        AnyLayoutView(kind: kind, content: content())
    }
}

/// A row's layout: `HStackLayout(spacing: 12) { … }` lays out as `HStack(spacing: 12) { … }`.
public struct HStackLayout {
    let alignment: VerticalAlignment?
    let spacing: Double?

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment == .center ? nil : alignment
        self.spacing = spacing
    }

    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        HStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// A column's layout: `VStackLayout(alignment: .leading) { … }` lays out as
/// `VStack(alignment: .leading) { … }`.
public struct VStackLayout {
    let alignment: HorizontalAlignment?
    let spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment == .center ? nil : alignment
        self.spacing = spacing
    }

    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        VStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// Layers' layout: `ZStackLayout(alignment: .top) { … }` lays out as `ZStack(alignment: .top) { … }`.
public struct ZStackLayout {
    let alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        ZStack(alignment: alignment, content: content)
    }
}

struct AnyLayoutView<Content: View>: View, PrimitiveView {
    let kind: AnyLayout.Kind
    let content: Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(laidOut))
    }

    @ViewBuilder private var laidOut: some View {
        switch kind {
        case .stack(let axis, let spacing, let alignment):
            TurningStack(axis: axis, spacing: spacing, alignment: alignment, content: content)
        case .layers(let alignment):
            ZStack(alignment: alignment) { content }
        }
    }
}

/// A stack whose axis can change with its children kept.
struct TurningStack<Content: View>: View, PrimitiveView, RowStack {
    let axis: Axis
    let spacing: Double?
    let alignment: Alignment?
    let content: Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        if let previous, previous.axis != axis, let element = node.element {
            node.backend.set(.layout) { $0.stackAxisRendering.setStackAxis(element, axis) }
        }
        node.updateStack(content, axis: axis, spacing: spacing, previous: previous?.spacing)
        node.updateStackAlignment(alignment, previous: previous.map(\.alignment))
    }
}

/// What a backend does to turn a stack round, its children kept, for `AnyLayout`.
@MainActor
public protocol StackAxisRendering: RenderBackend {
    func setStackAxis(_ element: any RenderElement, _ axis: Axis)
}

extension RenderBackend {
    var stackAxisRendering: any StackAxisRendering { rendering(self as? any StackAxisRendering, of: "AnyLayout") }
}
