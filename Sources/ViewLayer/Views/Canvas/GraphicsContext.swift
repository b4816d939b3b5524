import Foundation

/// What a `Canvas` renderer draws with: paths filled and stroked, texts, and a current
/// transform, opacity and clip that later drawing goes through. A copy draws into the same
/// canvas with its own transform, opacity and clip, as SwiftUI's does.
public struct GraphicsContext {
    let recording: CanvasRecording
    let environment: EnvironmentValues
    var transform = CanvasTransform.identity
    var clips: [CanvasClip] = []
    /// The opacity of what is drawn from now on, from 0 to 1.
    public var opacity: Double = 1
    /// How what is drawn mixes with what is under it: only `.normal` here, cairo's `OVER`.
    public var blendMode: BlendMode = .normal

    init(recording: CanvasRecording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
    }

    /// The environment of the canvas: its colour scheme, its font.
    public var environmentValues: EnvironmentValues { environment }

    // MARK: Paths

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, evenOdd: style.isEOFilled), shading: shading)
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, style), shading: shading)
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// Draws `text` so that `anchor` of its bounds lies at `point`: its centre unless told.
    @MainActor
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text, shading: nil, at: point, anchor: anchor)
    }

    /// A text in its look's colour, or in `shading` when a resolved text was given one.
    @MainActor
    private func draw(_ text: Text, shading: Shading?, at point: CGPoint, anchor: UnitPoint) {
        let look = text.look(in: environment)
        let paint = shading.map { $0.paint(environment, recording.size) } ?? look.foreground
        recording.operations.append(CanvasOperation(
            kind: .text(text.content, look, at: point, anchor: anchor),
            paint: paint, transform: transform, opacity: opacity, clips: clips
        ))
    }

    /// Draws `text` at the top leading corner of `rect`.
    @MainActor
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: rect.origin, anchor: .topLeading)
    }

    /// A text ready to draw, as SwiftUI resolves one to measure it first.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    @MainActor
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text.text, shading: text.givenShading, at: point, anchor: anchor)
    }

    @MainActor
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text.text, shading: text.givenShading, at: rect.origin, anchor: .topLeading)
    }

    /// A text `resolve(_:)` made.
    public struct ResolvedText {
        let text: Text
        /// The shading set, which colours the whole text over its own colours.
        fileprivate var givenShading: Shading?
        /// What the text is drawn with: the foreground style, unless one is set.
        public var shading: Shading {
            get { givenShading ?? .foreground }
            set { givenShading = newValue }
        }
    }

    // MARK: The current state

    public mutating func translateBy(x: Double, y: Double) {
        transform = transform.concatenating(CanvasTransform(tx: x, ty: y))
    }

    public mutating func scaleBy(x: Double, y: Double) {
        transform = transform.concatenating(CanvasTransform(a: x, d: y))
    }

    public mutating func rotate(by angle: Angle) {
        let (sine, cosine) = (sin(angle.radians), cos(angle.radians))
        transform = transform.concatenating(CanvasTransform(a: cosine, b: sine, c: -sine, d: cosine))
    }

    /// Keeps later drawing inside `path`, and inside the clips before it; with `.inverse`,
    /// outside it.
    @MainActor public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard options.contains(.inverse) else {
            clips.append(CanvasClip(path: path, evenOdd: style.isEOFilled, transform: transform))
            return
        }
        // Outside the path: a rectangle far larger than any canvas around it, the even-odd rule
        // leaving the path's inside out.
        var outside = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        outside.addPath(path)
        clips.append(CanvasClip(path: outside, evenOdd: true, transform: transform))
    }

    /// Runs `content` with a copy of this context, whose changes of transform, opacity and clip
    /// end with it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    private func record(_ kind: CanvasOperation.Kind, shading: Shading) {
        guard let paint = shading.paint(environment, recording.size) else { return }
        recording.operations.append(CanvasOperation(kind: kind, paint: paint, transform: transform, opacity: opacity, clips: clips))
    }
}

extension GraphicsContext {
    /// What a path is filled or stroked with: a colour, a style, a gradient between points of the
    /// canvas.
    public struct Shading {
        /// The paint in the canvas's environment and size; nil for nothing drawn.
        let paint: (EnvironmentValues, CGSize) -> Paint?

        public static func color(_ color: Color) -> Shading {
            Shading { _, _ in color.paint }
        }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading { environment, _ in style.resolvePaint(in: environment) }
        }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading {
            Shading { environment, _ in environment.foregroundPaint ?? .foreground(level: 0, opacity: 1) }
        }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, size in
                .linearGradient(LinearPaint(stops: gradient.paintStops, start: unitPoint(startPoint, in: size), end: unitPoint(endPoint, in: size)))
            }
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: Double, endRadius: Double, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, size in
                .radialGradient(RadialPaint(stops: gradient.paintStops, center: unitPoint(center, in: size), startRadius: startRadius, endRadius: endRadius))
            }
        }

        /// A gradient's points are the canvas's; a paint's are fractions of the rectangle it fills,
        /// here the canvas's own.
        private static func unitPoint(_ point: CGPoint, in size: CGSize) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
        }
    }

    /// How a gradient repeats past its ends: cairo pads it with its end colours here.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How a clip is taken: `.inverse` keeps drawing outside the path.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// How drawing mixes with what is under it.
    public enum BlendMode: Hashable, Sendable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
    }
}
