/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}

    // Drawn as nothing, and shown where it is placed all the same: its `onAppear` runs.
    func update(_ node: PrimitiveNode, previous: Self?) {
        if previous == nil { node.showWherePlaced() }
    }
}

/// The views of a `ViewBuilder` block, identified by their position in it.
public struct TupleView<each Content: View>: View, PrimitiveView {
    public var value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updatePlacedChildren(childSpecs)
    }
}

extension TupleView: BlockContent {
    var childSpecs: [ChildSpec] {
        var count = 0
        for _ in repeat each value { count += 1 }
        // Reserved: grown one by one, a row's three views cost three allocations instead of one.
        var specs: [ChildSpec] = []
        specs.reserveCapacity(count)
        for view in repeat each value {
            specs.append(ChildSpec(key: .index(specs.count), view: view))
        }
        return specs
    }
}

/// The result of an `if`/`else` in a `ViewBuilder`. Each branch is its own identity: switching
/// branches removes the views of one and installs those of the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func update(_ node: PrimitiveNode, previous: Self?) {
        switch storage {
        case .trueContent(let view): node.updatePlacedChildren([ChildSpec(key: .branch(true), view: view)])
        case .falseContent(let view): node.updatePlacedChildren([ChildSpec(key: .branch(false), view: view)])
        }
    }
}

extension _ConditionalContent: StructuralComparison {
    static func makeComparator() -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        let trueLayout = TypeLayout.of(TrueContent.self)
        let falseLayout = TypeLayout.of(FalseContent.self)
        return { a, b in
            switch (a.assumingMemoryBound(to: Self.self).pointee.storage, b.assumingMemoryBound(to: Self.self).pointee.storage) {
            case let (.trueContent(a), .trueContent(b)): trueLayout.isSame(a, b)
            case let (.falseContent(a), .falseContent(b)): falseLayout.isSame(a, b)
            default: false
            }
        }
    }
}

/// An `if` without `else`: its content exists while the condition holds.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(_ node: PrimitiveNode, previous: Self?) {
        if let view = self {
            node.updatePlacedChildren([ChildSpec(key: .single, view: view)])
        } else {
            node.updateChildren([])
        }
    }
}

extension Optional: StructuralComparison where Wrapped: View {
    static func makeComparator() -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        let layout = TypeLayout.of(Wrapped.self)
        return { a, b in
            switch (a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee) {
            case let (a?, b?): layout.isSame(a, b)
            case (nil, nil): true
            default: false
            }
        }
    }
}

/// A view of any type. A different type of content is a different identity.
public struct AnyView: View, PrimitiveView {
    let content: any View

    public init<Content: View>(_ content: Content) {
        self.content = content
    }

    public init(erasing content: any View) {
        self.content = content
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        // Not spliced: a different type of content is a different identity, tuple or not.
        node.updateChildren([ChildSpec(key: .single, view: content)])
    }
}

/// Groups views without adding anything of its own.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updatePlacedChildren(ChildSpec.content(content))
    }
}
