import Foundation
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
