import Foundation

extension GameWebFace {
    /// A face bundled as a module's resources in its `Web/` folder: `scripts` joined in order into
    /// one script (small files, one concept each; the page loads a face as one script) and
    /// `stylesheet`. `nil` when a script is missing from `bundle` (pass the module's `Bundle.module`).
    public static func bundled(scripts: [String], stylesheet: String?, in bundle: Bundle) -> GameWebFace? {
        let parts = scripts.map { read($0, in: bundle) }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        return GameWebFace(
            script: parts.compactMap { $0 }.joined(separator: "\n"),
            stylesheet: stylesheet.flatMap { read($0, in: bundle) } ?? "")
    }

    /// A file of the `Web/` resource folder (SwiftPM's `.copy("Web")` keeps the folder).
    private static func read(_ name: String, in bundle: Bundle) -> String? {
        guard let url = bundle.url(forResource: "Web/" + name, withExtension: nil)
            ?? bundle.url(forResource: name, withExtension: nil, subdirectory: "Web")
        else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
