import CQRencode

/// A QR code (via libqrencode), for the join link: scanned by a phone's camera, it opens the page.
public struct QRCode: Sendable, Equatable {
    /// Modules per side.
    public let size: Int
    /// Dark modules, row by row (`size * size`).
    public let modules: [Bool]

    /// Encodes `text` (8-bit mode, error correction level M); `nil` when it is too long for a QR
    /// code or libqrencode fails.
    public init?(_ text: String) {
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        size = width
        // Bit 0 of each byte is the module's colour; the other bits are libqrencode's bookkeeping.
        modules = (0..<width * width).map { code.pointee.data[$0] & 1 == 1 }
    }

    /// Whether the module at `row`, `column` is dark; the quiet zone around the code is light.
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }

    /// An SVG image: one path of unit squares, with the 4-module quiet zone the standard asks for.
    public var svg: String {
        let side = size + 8
        var path = ""
        for row in 0..<size {
            for column in 0..<size where isDark(row: row, column: column) {
                path += "M\(column + 4) \(row + 4)h1v1h-1z"
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges">\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
            """
    }

    /// Text for a terminal: two module rows per line with half blocks, dark on light, quiet zone
    /// included. Phones scan it from a screen at 80 columns for URLs up to about 60 characters.
    public var terminalText: String {
        var lines: [String] = []
        for row in stride(from: -2, to: size + 2, by: 2) {
            var line = ""
            for column in -2..<(size + 2) {
                let top = isDark(row: row, column: column), bottom = isDark(row: row + 1, column: column)
                // Light modules are drawn (full block), dark ones left blank: terminals are dark.
                switch (top, bottom) {
                case (false, false): line += "█"
                case (false, true): line += "▀"
                case (true, false): line += "▄"
                case (true, true): line += " "
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
