/// Flexible space along its stack's axis: it pushes its neighbours apart, as far as the stack
/// can grow. `HStack { Text("Name"); Spacer(); Text("42") }` puts the number at the trailing edge.
///
/// `show` passes over it: there is nothing to read.
public struct Spacer: View, PrimitiveView, Equatable {
    let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        guard node.element == nil else { return }
        node.setElement(node.backend.make { $0.separatorRendering.makeSpacer(minLength: minLength) }, holdsChildren: false)
    }
}

/// A thin line across its stack: horizontal in a `VStack`, vertical in an `HStack`.
public struct Divider: View, PrimitiveView, Equatable {
    public init() {}

    func update(_ node: PrimitiveNode, previous: Self?) {
        guard node.element == nil else { return }
        node.setElement(node.backend.make { $0.separatorRendering.makeDivider() }, holdsChildren: false)
    }
}

/// What a backend does to show `Spacer` and `Divider`, which take their direction from the stack
/// they are placed in.
@MainActor
public protocol SeparatorRendering: RenderBackend {
    func makeSpacer(minLength: Double?) -> any RenderElement
    func makeDivider() -> any RenderElement
}

extension RenderBackend {
    var separatorRendering: any SeparatorRendering { rendering(self as? any SeparatorRendering, of: "Spacer") }
}
