import Foundation
import Synchronization

/// A picture: an SF Symbol by name, or an image from the app's bundle.
///
///     Image(systemName: "star.fill")
///         .foregroundStyle(.yellow)
///     Image("cover", bundle: .module)
///         .resizable()
///         .scaledToFit()
///
/// GTK draws a symbol as the Adwaita icon of the same meaning (`SystemSymbols`), in the text colour
/// and at the font's size; a symbol with no such icon, or an image not found, shows a placeholder
/// and is reported once, as SwiftUI reports a name it cannot find.
public struct Image: View, PrimitiveView, Equatable, Sendable {
    /// Where the picture comes from.
    public enum Source: Hashable, Sendable {
        /// An SF Symbol, and the freedesktop icon that draws it, or nil when none does.
        case symbol(name: String, iconName: String?)
        /// A file in a bundle, found by name, or nil when none was.
        case resource(name: String, path: String?)
    }

    var source: Source
    /// What a screen reader says, and `show` prints: the symbol's name unless told otherwise.
    var accessibilityLabel: String?
    var isResizable = false
    /// How a resizable image fits its frame: nil to stretch to it.
    var contentMode: ContentMode?
    /// The proportions a resizable image is fitted or filled at, width over height; nil for its own.
    var aspectRatio: Double?
    /// The bundle a resource was looked for in, when not the main one: what a warning names.
    var bundlePath: String?

    nonisolated public init(systemName: String) {
        source = .symbol(name: systemName, iconName: SystemSymbols.iconNames[systemName])
    }

    /// A symbol whose parts fill with `variableValue`, from 0 to 1 (a signal's bars). Adwaita's
    /// icons have no parts that fill: the symbol's icon is drawn whole.
    nonisolated public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image file named `name` (its extension optional) in `bundle`, or the main bundle.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        source = .resource(name: name, path: Self.path(of: name, in: bundle ?? .main))
        bundlePath = bundle?.bundlePath
    }

    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        accessibilityLabel = label.content
    }

    /// An image a screen reader passes over.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        accessibilityLabel = ""
    }

    /// The name a person reads for this image.
    nonisolated var spokenName: String {
        if let accessibilityLabel { return accessibilityLabel }
        switch source {
        case .symbol(let name, _), .resource(let name, _): return name
        }
    }

    /// The file of `name` in `bundle`, looked up once per bundle and name: a body builds its
    /// images anew at every update, and a list's rows look up the same few names.
    nonisolated private static func path(of name: String, in bundle: Bundle) -> String? {
        let key = ResourceKey(bundle: bundle.bundlePath, name: name)
        if let found = foundPaths.withLock({ $0[key] }) { return found }
        let found = lookUpPath(of: name, in: bundle)
        foundPaths.withLock { $0[key] = .some(found) }
        return found
    }

    private struct ResourceKey: Hashable, Sendable {
        let bundle: String
        let name: String
    }

    nonisolated private static let foundPaths = Mutex<[ResourceKey: String?]>([:])

    nonisolated private static func lookUpPath(of name: String, in bundle: Bundle) -> String? {
        let url = URL(fileURLWithPath: name)
        let ext = url.pathExtension
        if !ext.isEmpty, let path = bundle.path(forResource: url.deletingPathExtension().lastPathComponent, ofType: ext) { return path }
        for type in ["png", "jpg", "jpeg", "svg", "webp"] {
            if let path = bundle.path(forResource: name, ofType: type) { return path }
        }
        return AssetCatalog.imagePath(named: name, in: bundle)
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let shown = ShownImage(image: self, environment: node.context.environment)
        guard let element = node.element else {
            node.setElement(makeElement(node.backend, shown: shown), holdsChildren: false)
            node.primitiveState = AppliedImage(shown)
            return
        }
        guard let applied = node.primitiveState as? AppliedImage else { return }
        apply(to: element, from: previous, shown: shown, shownBefore: applied.shown, backend: node.backend)
        applied.shown = shown
    }

    /// The element that shows this image as `shown`; a name with nothing to draw it is reported.
    func makeElement(_ backend: CountedBackend, shown: ShownImage) -> any RenderElement {
        reportIfMissing()
        return backend.make { $0.imageRendering.makeImage(shown) }
    }

    /// Brings `element`, which shows `previous` as `shownBefore`, in line with this image as `shown`.
    func apply(to element: any RenderElement, from previous: Image?, shown: ShownImage, shownBefore: ShownImage, backend: CountedBackend) {
        guard shown != shownBefore else { return }
        if previous?.source != source { reportIfMissing() }
        backend.set(.style) { $0.imageRendering.updateImage(element, shown) }
    }

    /// Reports, once per name, a symbol or resource with nothing to draw it.
    private func reportIfMissing() {
        switch source {
        case .symbol(let name, nil):
            RuntimeWarnings.report("No symbol named '\(name)' found in system symbol set", site: "Image(systemName: \"\(name)\")")
        case .resource(let name, nil):
            RuntimeWarnings.report("No image named '\(name)' found in asset catalog for \(bundlePath ?? Bundle.main.bundlePath)", site: "Image(\"\(name)\")")
        default:
            break
        }
    }
}

extension Image {
    /// Lets the image be drawn at the size its frame gives it rather than its own.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public enum ResizingMode: Sendable {
        case tile, stretch
    }

    /// A resizable image scaled to fit its frame, whole, at its own proportions.
    public func scaledToFit() -> Image {
        aspectRatio(contentMode: .fit)
    }

    /// A resizable image scaled to fill its frame at its own proportions, cut at the frame's edges.
    public func scaledToFill() -> Image {
        aspectRatio(contentMode: .fill)
    }

    /// A resizable image fitted to or filling its frame at `aspectRatio`, width over height, or at
    /// its own proportions when nil.
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> Image {
        var image = self
        image.contentMode = contentMode
        image.aspectRatio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return image
    }

    /// Accepted, no effect on Linux: Adwaita's symbolic icons are drawn as templates already.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Sendable {
        case template, original
    }

    /// Accepted, no effect on Linux: GTK scales images smoothly.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    public enum Interpolation: Sendable {
        case none, low, medium, high
    }

    /// Accepted, no effect on Linux.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The relative size of symbols: `.imageScale(.large)`.
    public enum Scale: Sendable, Hashable {
        case small, medium, large
    }
}

/// What a backend draws for an image, its size and colour taken from where it is.
public struct ShownImage: Hashable, Sendable {
    public let source: Image.Source
    /// What a screen reader says for it; empty for a decorative image.
    public let spokenName: String
    /// The height in points the picture is drawn at: a symbol follows the font.
    public let pointSize: Double
    public let foreground: Paint?
    public let isResizable: Bool
    /// How a resizable picture fits its frame: nil to stretch to it.
    public let contentMode: ContentMode?
    /// The proportions it is fitted or filled at, width over height; nil for the picture's own.
    public let aspectRatio: Double?

    init(image: Image, environment: EnvironmentValues) {
        source = image.source
        spokenName = image.spokenName
        isResizable = image.isResizable
        contentMode = image.contentMode
        aspectRatio = image.aspectRatio
        let fontScale = environment.font?.size.map { $0 / 16 } ?? environment.font?.style?.gnomeScale.scale ?? 1
        let imageScale = switch environment.imageScale {
        case .small: 0.75
        case .medium: 1.0
        case .large: 1.5
        }
        pointSize = 16 * fontScale * imageScale
        foreground = environment.foregroundPaint
    }
}

final class AppliedImage {
    var shown: ShownImage

    init(_ shown: ShownImage) {
        self.shown = shown
    }
}

