import Foundation

/// A view that takes all the room it is offered and builds its content from that room's size:
///
///     GeometryReader { proxy in
///         Capsule()
///             .fill(.tint)
///             .frame(width: proxy.size.width * progress)
///     }
///     .frame(height: 8)
///
/// As SwiftUI's since iOS 14, the content sits at the top leading corner, and several views in it
/// lie on top of each other. The closure runs again whenever the size changes; the views it
/// returns keep their identity and state, and the body around the reader does not run again, as
/// in SwiftUI, where a new size re-runs only the reader's content.
///
/// GTK measures the reader when it lays the window out: the first run of the closure sees a zero
/// size, and the next, before the first frame is drawn, the size GTK gave it. The headless
/// renderer offers every reader its `proposedSize`, a phone's screen unless told.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let measured = node.keptState(MeasuredGeometry())
        if node.element == nil {
            measured.node = node.viewNode
            let element = node.backend.make {
                $0.geometryRendering.makeGeometryReader { [weak measured] frame in measured?.receive(frame) }
            }
            measured.frame = node.backend.uncounted { $0.geometryRendering.frame(ofGeometryReader: element) }
            node.setElement(element, holdsChildren: true)
        }
        node.updateChildren(ChildSpec.content(content(GeometryProxy(frame: measured.frame ?? .zero, isMeasured: measured.frame != nil))))
    }
}

/// What a `GeometryReader` knows of its room, handed to its content.
public struct GeometryProxy: Sendable {
    /// Where the reader is in its window, and its size.
    let frame: CGRect
    /// Whether the backend has laid the reader out: GTK has not before the window's first layout,
    /// and the content runs with a zero size then.
    let isMeasured: Bool

    init(frame: CGRect, isMeasured: Bool = true) {
        self.frame = frame
        self.isMeasured = isMeasured
    }

    /// The size of the room the reader was given.
    public var size: CGSize { frame.size }

    /// The insets of the safe area at the reader's edges: none in a GTK window, which has no
    /// notch, rounded corners or bars over its content.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: at the origin in `.local`; in `.global`, where it
    /// lies in the window. A named space is measured as the window, as no view names one here.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: frame.size)
        case .global, .named: frame
        }
    }

    @_disfavoredOverload
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

/// A space a frame is measured in: the view's own, or the window's.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// iOS 17's spelling of coordinate spaces: `proxy.frame(in: .global)`, `.named("scroll")`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space a view names with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

/// The room a reader's backend last measured, and the node to update when it changes.
@MainActor
private final class MeasuredGeometry {
    /// Nil until the backend has measured the reader.
    var frame: CGRect?
    weak var node: ViewNode?

    func receive(_ frame: CGRect) {
        guard frame != self.frame else { return }
        self.frame = frame
        node?.invalidate()
    }
}

/// What a backend does to show a `GeometryReader`: a container that takes all the room it is
/// offered, places its children at its top leading corner on top of each other, and reports its
/// frame in the window each time it changes.
@MainActor
public protocol GeometryRendering: RenderBackend {
    func makeGeometryReader(onResize: @escaping @MainActor (CGRect) -> Void) -> any RenderElement
    /// The reader's frame in its window as far as it is known now: nil before it is laid out.
    func frame(ofGeometryReader element: any RenderElement) -> CGRect?
}

extension RenderBackend {
    var geometryRendering: any GeometryRendering { rendering(self as? any GeometryRendering, of: "GeometryReader") }
}
