import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// A shape's outline cut, turned and moved, as SwiftUI's `trim`, `rotation` and `offset` make it:
/// the progress ring of course code, `Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90))`.
@MainActor
@Suite struct ShapeTransformTests {
    /// The points a path passes through, rounded to hundredths, with where each subpath starts.
    static func points(_ path: Path) -> [String] {
        path.elements.map { element in
            func text(_ point: CGPoint) -> String { "\((point.x * 100).rounded() / 100),\((point.y * 100).rounded() / 100)" }
            return switch element {
            case .move(let to): "M" + text(to)
            case .line(let to): "L" + text(to)
            case .quadCurve(let to, _), .curve(let to, _, _): "C" + text(to)
            case .closeSubpath: "Z"
            }
        }
    }

    @Test func aTrimKeepsTheFractionOfTheOutlineFromWhereItStarts() {
        let square = Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        // The perimeter is 40: half of it is the top and right sides.
        #expect(Self.points(square.trimmedPath(from: 0, to: 0.5)) == ["M0.0,0.0", "L10.0,0.0", "L10.0,10.0"])
        // From 5 to 15: the top's second half and the right side's first; the cut is in the sides.
        #expect(Self.points(Rectangle().trim(from: 0.125, to: 0.375).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
            == ["M5.0,0.0", "L10.0,0.0", "L10.0,5.0"])
        // The last quarter runs along the closing side, back to the start.
        #expect(Self.points(square.trimmedPath(from: 0.75, to: 1)) == ["M0.0,10.0", "L0.0,0.0"])
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    }

    @Test func aCircleStartsAtItsRightmostPointAndGoesClockwiseAndARotationTurnsIt() throws {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let quarter = Self.points(Circle().trim(from: 0, to: 0.25).path(in: rect))
        // From 3 o'clock to 6 o'clock on screen, where y grows downwards.
        #expect(quarter.first == "M20.0,10.0")
        #expect(quarter.last == "L10.0,20.0")
        // Turned back a quarter, the ring starts at the top, as a progress ring does.
        let ring = Self.points(Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)).path(in: rect))
        #expect(ring.first == "M10.0,0.0")
        #expect(ring.last == "L20.0,10.0")
    }

    @Test func anOffsetAndAScaleMoveEveryPoint() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Self.points(Rectangle().offset(x: 2, y: 3).path(in: rect)).prefix(2) == ["M2.0,3.0", "L12.0,3.0"])
        #expect(Self.points(Rectangle().scale(0.5).path(in: rect)).prefix(2) == ["M2.5,2.5", "L7.5,2.5"])
    }
}

/// iOS 17's shapes by corner and by name, and a stroke's style reaching the backend whole: the
/// round caps of a progress ring, the dashes of a drop zone.
@MainActor
@Suite struct ShapeStyleTests {
    @Test func anUnevenRectangleRoundsOnlyTheCornersGiven() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let points = ShapeTransformTests.points(UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 2).path(in: rect))
        #expect(points.first == "M4.0,0.0", "after the top leading corner's curve")
        #expect(points.contains("L20.0,0.0"), "a square top trailing corner")
        #expect(points.contains("C18.0,10.0"), "the bottom trailing corner's curve ends 2 from the corner")
        #expect(points.contains("L0.0,10.0"), "a square bottom leading corner")
        #expect(points.last == "Z")
        // Radii past half the shorter side are cut to it: the layer's choice, as no source we
        // have says what SwiftUI draws for them.
        let capsuleLike = ShapeTransformTests.points(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 50)).path(in: rect))
        #expect(capsuleLike.first == "M5.0,0.0")
        #expect(ShapeTransformTests.points(Rectangle.rect.path(in: rect)) == ShapeTransformTests.points(Rectangle().path(in: rect)))
        #expect(ShapeTransformTests.points(RoundedRectangle.rect(cornerRadius: 3).path(in: rect))
            == ShapeTransformTests.points(RoundedRectangle(cornerRadius: 3).path(in: rect)))
    }

    @Test func aStrokesStyleReachesTheBackendWhole() async throws {
        let style = StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1)
        let host = await ViewHost(Circle().trim(from: 0, to: 0.7).stroke(.tint, style: style))
        let drawing = try #require(host.backend.window.lastShown { $0.role == .shape }?.shapeDrawing)
        #expect(drawing.strokeStyle == style)
        #expect(drawing.lineWidth == 8)
        let plain = await ViewHost(Capsule().stroke(style: StrokeStyle(lineWidth: 3)))
        let plainDrawing = try #require(plain.backend.window.lastShown { $0.role == .shape }?.shapeDrawing)
        #expect(plainDrawing.stroke == .foreground(level: 0, opacity: 1) && plainDrawing.lineWidth == 3 && !plainDrawing.strokesInside)
        let border = await ViewHost(Capsule().strokeBorder(.red, style: StrokeStyle(lineWidth: 2, dash: [3])))
        let borderDrawing = try #require(border.backend.window.lastShown { $0.role == .shape }?.shapeDrawing)
        #expect(borderDrawing.strokesInside && borderDrawing.strokeStyle.dash == [3])
    }
}
