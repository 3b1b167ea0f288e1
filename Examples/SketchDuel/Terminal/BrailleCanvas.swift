/// A monochrome dot raster printed with Unicode braille: each character holds 2 × 4 dots
/// (U+2800 + a bit per dot), so a 43 × 16 character canvas has 86 × 64 dots, close to 4:3.
public struct BrailleCanvas: Sendable {
    /// Characters across.
    public let columns: Int
    /// Characters down.
    public let rows: Int
    private var dots: [Bool]

    /// A blank canvas of `columns` × `rows` characters.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        self.dots = [Bool](repeating: false, count: columns * 2 * rows * 4)
    }

    /// Dots across.
    public var dotWidth: Int { columns * 2 }
    /// Dots down.
    public var dotHeight: Int { rows * 4 }

    /// Sets one dot (outside the canvas: ignored).
    public mutating func set(_ x: Int, _ y: Int) {
        guard (0..<dotWidth).contains(x), (0..<dotHeight).contains(y) else { return }
        dots[y * dotWidth + x] = true
    }

    /// Draws a straight line of dots (Bresenham).
    public mutating func line(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        var (x, y) = (x0, y0)
        let (dx, dy) = (abs(x1 - x0), -abs(y1 - y0))
        let (sx, sy) = (x0 < x1 ? 1 : -1, y0 < y1 ? 1 : -1)
        var error = dx + dy
        while true {
            set(x, y)
            if x == x1 && y == y1 { return }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += sx
            }
            if doubled <= dx {
                error += dx
                y += sy
            }
        }
    }

    /// Draws a drawing's strokes, scaled from the grid to the dots.
    public mutating func draw(_ drawing: Drawing) {
        for stroke in drawing.strokes {
            let dots = stroke.points.map { point in
                (point.x * dotWidth / GridPoint.width, point.y * dotHeight / GridPoint.height)
            }
            guard let first = dots.first else { continue }
            set(first.0, first.1)
            for (a, b) in zip(dots, dots.dropFirst()) { line(a.0, a.1, b.0, b.1) }
        }
    }

    /// The rows of braille characters.
    public var lines: [String] {
        // Bit of each dot in a cell, by (row, column): the braille numbering 1-8.
        let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        return (0..<rows).map { row in
            String(String.UnicodeScalarView((0..<columns).map { column in
                var value: UInt32 = 0x2800
                for dy in 0..<4 {
                    for dx in 0..<2 where dots[(row * 4 + dy) * dotWidth + column * 2 + dx] {
                        value |= bits[dy][dx]
                    }
                }
                return Unicode.Scalar(value) ?? " "
            }))
        }
    }
}
