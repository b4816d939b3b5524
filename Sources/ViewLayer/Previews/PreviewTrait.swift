/// A trait of a preview (its layout, its orientation), written as SwiftUI writes it:
/// `#Preview(traits: .sizeThatFitsLayout) { … }`. Kept with the preview for a lab to read; none
/// changes what the view does.
public struct PreviewTrait<T>: CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait { PreviewTrait("defaultLayout") }
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait("sizeThatFitsLayout") }
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
        PreviewTrait("fixedLayout(width: \(width), height: \(height))")
    }
    public static var portrait: PreviewTrait { PreviewTrait("portrait") }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait("portraitUpsideDown") }
    public static var landscapeLeft: PreviewTrait { PreviewTrait("landscapeLeft") }
    public static var landscapeRight: PreviewTrait { PreviewTrait("landscapeRight") }
}
