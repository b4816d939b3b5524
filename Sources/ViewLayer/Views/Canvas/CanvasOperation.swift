import Foundation

/// One thing a canvas's renderer drew, as a backend paints it: in the canvas's coordinates
/// mapped by `transform`, at `opacity`, inside every clip.
public struct CanvasOperation: Sendable {
    public enum Kind: Sendable {
        case fill(Path, evenOdd: Bool)
        case stroke(Path, StrokeStyle)
        /// A text laid out by the backend, placed so that `anchor` of its bounds is at `point`.
        case text(String, TextLook, at: CGPoint, anchor: UnitPoint)
    }

    public var kind: Kind
    /// The paint, in the canvas's rectangle; nil for a text in its look's colour.
    public var paint: Paint?
    public var transform: CanvasTransform
    public var opacity: Double
    public var clips: [CanvasClip]
}

/// A region a canvas's later drawing is kept inside.
public struct CanvasClip: Sendable {
    public var path: Path
    public var evenOdd: Bool
    public var transform: CanvasTransform
}

/// An affine map of the plane, as cairo's matrix: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct CanvasTransform: Hashable, Sendable {
    public var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    public static let identity = CanvasTransform()

    /// This map after `other` is applied first: what drawing through a context that already
    /// maps by this one, then by `other`, gives.
    func concatenating(_ other: CanvasTransform) -> CanvasTransform {
        CanvasTransform(
            a: other.a * a + other.b * c, b: other.a * b + other.b * d,
            c: other.c * a + other.d * c, d: other.c * b + other.d * d,
            tx: other.tx * a + other.ty * c + tx, ty: other.tx * b + other.ty * d + ty
        )
    }

    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}

/// The operations a renderer's context drew, shared by the copies of the context it made.
final class CanvasRecording {
    let size: CGSize
    var operations: [CanvasOperation] = []

    init(size: CGSize) {
        self.size = size
    }
}
