import Foundation

/// Points of simple shapes on the grid, for typed commands and the bots' sketches. Curves are
/// sampled densely and simplified, as a pointer's samples would be.
public enum StrokeShapes {
    /// A straight line.
    public static func line(from start: GridPoint, to end: GridPoint) -> [GridPoint] {
        start == end ? [start] : [start, end]
    }

    /// An arc of the ellipse around `center` with radii `rx`, `ry`, from `start` to `end` degrees
    /// (0 points right, 90 down: the grid's y grows downwards), clamped to the canvas and simplified.
    public static func arc(
        center: GridPoint, rx: Double, ry: Double, from start: Double, to end: Double,
        tolerance: Double = StrokeSimplifier.phoneTolerance
    ) -> [GridPoint] {
        let sweep = end - start
        // About one sample per 10 units of arc, at least 8 and at most 720.
        let length = abs(sweep) / 360 * 2 * Double.pi * max(rx, ry)
        let steps = min(max(Int(length / 10), 8), 720)
        let points = (0...steps).map { step -> GridPoint in
            let angle = (start + sweep * Double(step) / Double(steps)) * Double.pi / 180
            return GridPoint(
                x: Int((Double(center.x) + rx * cos(angle)).rounded()),
                y: Int((Double(center.y) + ry * sin(angle)).rounded())
            ).clampedToGrid
        }
        return StrokeSimplifier.simplify(points, tolerance: tolerance)
    }

    /// A closed circle.
    public static func circle(center: GridPoint, radius: Double) -> [GridPoint] {
        arc(center: center, rx: radius, ry: radius, from: 0, to: 360)
    }
}
