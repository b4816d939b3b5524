import CGtk
import Foundation
import ViewLayer

/// An angular gradient as cairo draws it: cairo has no conic pattern, so a mesh of pie slices
/// from the centre past the rectangle's farthest corner, each blending the colours at its two
/// edges. Slices of at most 1/128 of a turn keep the blend smooth.
struct AngularMesh {
    let center: CGPoint
    let radius: Double
    /// The gradient's own angles, which its colours run between.
    let start: Double
    let end: Double
    let stops: [(location: Double, color: GdkRGBA)]

    init(_ gradient: AngularPaint, in rect: CGRect, colors: (Paint) -> GdkRGBA?) {
        let center = gradient.center.point(in: rect)
        self.center = center
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        radius = corners.map { hypot(Double($0.x - center.x), Double($0.y - center.y)) }.max() ?? 0
        start = gradient.startAngle
        end = gradient.endAngle
        stops = gradient.stops.compactMap { stop in colors(stop.paint).map { (stop.location, $0) } }.sorted { $0.location < $1.location }
    }

    /// The colour at `fraction` of the way from the start angle to the end.
    func color(at fraction: Double) -> GdkRGBA {
        guard let first = stops.first, let last = stops.last else { return GdkRGBA() }
        if fraction <= first.location { return first.color }
        if fraction >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.location {
            let t = b.location > a.location ? (fraction - a.location) / (b.location - a.location) : 1
            return GdkRGBA(
                red: a.color.red + (b.color.red - a.color.red) * t, green: a.color.green + (b.color.green - a.color.green) * t,
                blue: a.color.blue + (b.color.blue - a.color.blue) * t, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t
            )
        }
        return last.color
    }

    /// The mesh, or nil when there is nothing to draw.
    func pattern() -> OpaquePointer? {
        guard !stops.isEmpty, radius > 0, let mesh = cairo_pattern_create_mesh() else { return nil }
        let sweep = end - start
        guard sweep > 0 else {
            // An end before the start, which Apple does not describe: the first colour all round.
            addSlices(to: mesh, from: 0, to: 2 * .pi, color: color(at: 0))
            return mesh
        }
        // More than a turn draws its last whole turn, as SwiftUI's does (Apple's AngularGradient
        // documentation), each angle in the colour of its place in the whole range.
        let drawnStart = max(start, end - 2 * .pi)
        let drawnSweep = end - drawnStart
        let slices = max(1, Int((drawnSweep / (2 * .pi) * 128).rounded(.up)))
        for index in 0..<slices {
            let from = drawnStart + Double(index) / Double(slices) * drawnSweep
            let to = drawnStart + Double(index + 1) / Double(slices) * drawnSweep
            addSlice(to: mesh, from: from, to: to, colors: (color(at: (from - start) / sweep), color(at: (to - start) / sweep)))
        }
        // Short of a turn: the last colour, then the first, each over half of what is left.
        let rest = 2 * .pi - drawnSweep
        if rest > 0.0001 {
            addSlices(to: mesh, from: end, to: end + rest / 2, color: color(at: 1))
            addSlices(to: mesh, from: end + rest / 2, to: end + rest, color: color(at: 0))
        }
        return mesh
    }

    private func addSlices(to mesh: OpaquePointer, from: Double, to: Double, color: GdkRGBA) {
        // Arcs of at most a quarter turn, as the curve of one slice.
        let count = max(1, Int(((to - from) / (.pi / 2)).rounded(.up)))
        let step = (to - from) / Double(count)
        for index in 0..<count {
            addSlice(to: mesh, from: from + Double(index) * step, to: from + Double(index + 1) * step, colors: (color, color))
        }
    }

    /// One pie slice: the centre, the arc from `a` to `b` as a cubic curve, back to the centre.
    private func addSlice(to mesh: OpaquePointer, from a: Double, to b: Double, colors: (GdkRGBA, GdkRGBA)) {
        func point(_ angle: Double) -> (Double, Double) { (Double(center.x) + radius * cos(angle), Double(center.y) + radius * sin(angle)) }
        let k = 4.0 / 3.0 * tan((b - a) / 4) * radius
        let (x0, y0) = point(a), (x1, y1) = point(b)
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
        cairo_mesh_pattern_line_to(mesh, x0, y0)
        cairo_mesh_pattern_curve_to(mesh, x0 - k * sin(a), y0 + k * cos(a), x1 + k * sin(b), y1 - k * cos(b), x1, y1)
        cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
        for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }
}
