import Foundation
import Testing

/// What the page and the bundled games' faces ask over plain HTTP, read from their source: only
/// what anyone on the network may read (`/lobby.json`; the operator's `/host.json`). Everything that
/// carries a view, a name or the record is a question on the sealed socket (`ask`, Docs/Protocol.md
/// §9): a face or a page script that calls `fetch` with anything else, or opens an `XMLHttpRequest`,
/// fails here before a capture (BrowserSealedCaptureTests) would have to catch it in the clear.
@Suite("the page's plain HTTP requests")
struct PageRequestsTests {
    /// The repository's root, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each script's `fetch(` arguments that are allowed, by file (what their first argument reads).
    private static let allowed: [String: [String]] = [
        "app.js": [#""/lobby.json""#, #""/lobby.json""#],
        "tv-app.js": [#""/lobby.json""#],
        "tv-link.js": [#""/lobby.json""#],
        // `url`: this page's own /lobby.json, to see whether a lost host is back (session-host-wait.js).
        "session-host-wait.js": ["url"],
        // `source`: /host.json, the operator's page (loopback or the host token only).
        "host.js": ["source"],
    ]

    /// Every script of the page and of the bundled games' faces.
    private static func scripts() throws -> [URL] {
        let folders = ["Sources/WebPlay/Resources/assets", "Examples"]
        var found: [URL] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                if url.path.contains("/.build") { continue }
                if url.pathExtension == "js" { found.append(url) }
            }
        }
        return found
    }

    /// The first argument of every `fetch(` call in `text` (up to its first `,` or `)`).
    private static func fetchArguments(_ text: String) -> [String] {
        var arguments: [String] = []
        var rest = text[...]
        while let call = rest.range(of: "fetch(") {
            let after = rest[call.upperBound...]
            let end = after.firstIndex(where: { $0 == "," || $0 == ")" }) ?? after.endIndex
            arguments.append(after[..<end].trimmingCharacters(in: .whitespaces))
            rest = after[end...]
        }
        return arguments
    }

    @Test func noScriptFetchesMoreThanTheLobbysPublicFacts() throws {
        let scripts = try Self.scripts()
        #expect(scripts.count > 30, "the page's and the faces' scripts were found: \(scripts.count)")
        var calls: [String: [String]] = [:]
        for script in scripts {
            let text = try String(contentsOf: script, encoding: .utf8)
            #expect(!text.contains("XMLHttpRequest"), "\(script.lastPathComponent) opens an XMLHttpRequest")
            #expect(!text.contains("sendBeacon"), "\(script.lastPathComponent) sends a beacon")
            let arguments = Self.fetchArguments(text)
            if !arguments.isEmpty { calls[script.lastPathComponent, default: []] += arguments }
        }
        #expect(
            calls == Self.allowed,
            "fetch() is for what anyone may read; ask the host on the socket instead (session.ask, api.ask): \(calls)")
    }
}
