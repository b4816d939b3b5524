/// The previews of a view, declared as before `#Preview`:
///
///     struct NoteList_Previews: PreviewProvider {
///         static var previews: some View {
///             NoteList(notes: .sample)
///         }
///     }
///
/// A test mounts them as any view: `await ViewHost(NoteList_Previews.previews)`.
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for; nil lets the tools choose.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview is for.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a preview lays out its view, for `.previewLayout(_:)`.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A device a preview imitates, by its name: `PreviewDevice(rawValue: "iPhone 15")`.
public struct PreviewDevice: RawRepresentable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}

/// An orientation of a device's screen.
public enum InterfaceOrientation: Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

extension View {
    /// Accepted, no effect on Linux: previews are not drawn on a canvas here.
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
    /// Accepted, no effect on Linux.
    public func previewDisplayName(_ name: String?) -> Self { self }
    /// Accepted, no effect on Linux.
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
    /// Accepted, no effect on Linux.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}
