private enum ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
    /// The relative size of symbols below: `.imageScale(_:)` sets it.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

/// How content fits the space it is given.
public enum ContentMode: Sendable, Hashable {
    case fit, fill
}

extension View {
    /// Symbols in this view drawn smaller or larger than their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Accepted, no effect on Linux on a view other than an image (`Image.scaledToFit()` scales
    /// the picture): GTK lays a view out at its own size.
    public func scaledToFit() -> Self { self }
    /// Accepted, no effect on Linux on a view other than an image (`Image.scaledToFill()`).
    public func scaledToFill() -> Self { self }
    /// Accepted, no effect on Linux on a view other than an image (`Image.aspectRatio(_:contentMode:)`).
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> Self { self }
    /// Accepted, no effect on Linux: Adwaita's symbols have one rendering.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
    /// Accepted, no effect on Linux: Adwaita's symbols have no variants.
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
}

/// How SF Symbols colour their layers; Adwaita's have one layer.
public enum SymbolRenderingMode: Sendable {
    case monochrome, hierarchical, palette, multicolor
}

/// A variant of a symbol (`.fill`, `.circle`); Adwaita's have none.
public struct SymbolVariants: Hashable, Sendable {
    let name: String

    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let slash = SymbolVariants(name: "slash")
    public static let rectangle = SymbolVariants(name: "rectangle")
}
