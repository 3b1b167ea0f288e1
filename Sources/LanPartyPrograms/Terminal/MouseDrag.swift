/// A terminal cell, 1-based as terminals count.
public struct TerminalPosition: Equatable, Sendable {
    /// The row, from 1.
    public var row: Int
    /// The column, from 1.
    public var column: Int

    /// A position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// Collects a left-button drag from mouse reports: the press, each cell the motion reports (mode
/// 1002) and the release. Other buttons and the wheel are ignored.
public struct MouseDrag: Sendable {
    /// The most cells one drag keeps; later motion is ignored until the release.
    public static let maximumCells = 1024

    private var cells: [TerminalPosition]?

    /// No drag under way.
    public init() {}

    /// Whether a button is held.
    public var isDragging: Bool { cells != nil }

    /// Takes one report; returns the drag's cells (at least one, no two alike in a row) at the release.
    public mutating func apply(_ report: MouseReport) -> [TerminalPosition]? {
        guard report.isLeftButton else { return nil }
        let cell = TerminalPosition(row: report.row, column: report.column)
        if report.isRelease {
            // A release reports where the button came up; it belongs to the drag.
            defer { cells = nil }
            guard var done = cells else { return nil }
            if done.last != cell && done.count < Self.maximumCells { done.append(cell) }
            return done
        }
        if report.isMotion {
            guard var held = cells, held.last != cell, held.count < Self.maximumCells else { return nil }
            held.append(cell)
            cells = held
        } else {
            cells = [cell]
        }
        return nil
    }
}
