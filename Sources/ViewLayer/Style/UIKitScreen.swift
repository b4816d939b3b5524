import Foundation

/// UIKit's screen, as SwiftUI code on iOS reaches it through `import SwiftUI`, most often for
/// its size: `.frame(width: UIScreen.main.bounds.width * 0.8)`.
///
/// The GTK renderer gives it the size of the monitor its first window opens on; headless, it is
/// an iPhone's, 390 × 844 points, the size a geometry reader is offered there.
@MainActor
public final class UIScreen {
    /// The screen the app's windows are on.
    public static let main = UIScreen()

    /// The screen's rectangle, in points.
    public internal(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels to a point.
    public internal(set) var scale: Double = 1

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Sets the screen's size and scale, as the renderer that mounts the views finds them.
    public static func setMain(bounds: CGRect, scale: Double) {
        main.bounds = bounds
        main.scale = scale
    }
}

/// UIKit's image, as SwiftUI code on iOS makes one to show with `Image(uiImage:)`: from the
/// app's bundle by name, or an SF Symbol.
public struct UIImage: Hashable, Sendable {
    let source: Image.Source

    /// The image of `name` in the main bundle; nil where none is, as UIKit's.
    @MainActor public init?(named name: String) {
        let image = Image(name)
        guard case .resource(_, let path?) = image.source else { return nil }
        source = .resource(name: name, path: path)
    }

    /// The SF Symbol `name`; nil for a name the layer does not know, as UIKit's for one iOS does not.
    @MainActor public init?(systemName name: String) {
        let image = Image(systemName: name)
        guard case .symbol(_, _?) = image.source else { return nil }
        source = image.source
    }

    /// The image in the file at `path`; nil where there is none.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        source = .resource(name: (path as NSString).lastPathComponent, path: path)
    }
}

extension Image {
    /// The image a `UIImage` holds.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .symbol(let name, _): self.init(systemName: name)
        case .resource(let name, let path):
            self.init(name)
            source = .resource(name: name, path: path)
        }
    }
}
