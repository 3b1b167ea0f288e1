/// Ramer-Douglas-Peucker simplification: drops points that lie within `tolerance` grid units of the
/// line through their neighbours that are kept. Pointer input is dense (60-240 Hz); most of it adds
/// nothing a viewer could see. A tolerance of about one screen pixel suits: 4096 / 360 ≈ 11 units on a
/// phone, 4096 / 1280 ≈ 3 on a laptop.
public enum StrokeSimplifier {
    /// The tolerance for a phone-sized canvas (one pixel of a 360-pixel-wide canvas).
    public static let phoneTolerance = 11.0

    /// `points` without the ones within `tolerance` of the simplified line; the first and last points
    /// are always kept. Iterative (an explicit stack), so long strokes cannot overflow the call stack.
    public static func simplify(_ points: [GridPoint], tolerance: Double = phoneTolerance) -> [GridPoint] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var ranges = [(0, points.count - 1)]
        while let (first, last) = ranges.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first
            var distance = -1.0
            for index in (first + 1)..<last {
                let d = self.distance(points[index], toSegment: points[first], points[last])
                if d > distance {
                    distance = d
                    farthest = index
                }
            }
            if distance > tolerance {
                keep[farthest] = true
                ranges.append((first, farthest))
                ranges.append((farthest, last))
            }
        }
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }

    /// The distance from `point` to the segment `a`-`b`.
    static func distance(_ point: GridPoint, toSegment a: GridPoint, _ b: GridPoint) -> Double {
        let (px, py) = (Double(point.x - a.x), Double(point.y - a.y))
        let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : min(max((px * dx + py * dy) / length, 0), 1)
        let (ex, ey) = (px - t * dx, py - t * dy)
        return (ex * ex + ey * ey).squareRoot()
    }
}
