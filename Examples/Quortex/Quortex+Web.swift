import Foundation
import GameCore

extension Quortex {
    /// The browser face: Web/hex.js, board.js, choices.js, log.js and face.js (one script, in that order)
    /// and Web/board.css then face.css, bundled as resources. See Docs/Games/Quortex.md, "Web face".
    public static let webFace: GameWebFace? = bundledFace(
        scripts: ["hex.js", "board.js", "choices.js", "log.js", "face.js"], stylesheets: ["board.css", "face.css"])

    /// The big-screen face for `/tv`: the same board code (hex.js, board.js, log.js) with Web/tv.js, and
    /// Web/board.css then tv.css. See Docs/Games/Quortex.md, "Big-screen face".
    public static let bigScreenFace: GameWebFace? = bundledFace(
        scripts: ["hex.js", "board.js", "log.js", "tv.js"], stylesheets: ["board.css", "tv.css"])

    /// A face of the `Web/` resources with several stylesheets, joined in order (both faces share
    /// the board's); `nil` when a script is missing.
    private static func bundledFace(scripts: [String], stylesheets: [String]) -> GameWebFace? {
        guard var face = GameWebFace.bundled(scripts: scripts, stylesheet: nil, in: .module) else { return nil }
        face.stylesheet = stylesheets
            .compactMap { GameWebFace.bundled(scripts: [], stylesheet: $0, in: .module)?.stylesheet }
            .joined(separator: "\n")
        return face
    }
}
