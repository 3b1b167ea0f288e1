import Foundation

/// The page's own files (Resources/), read once from the bundle: HTML, CSS, plain JavaScript.
struct BundledFiles: Sendable {
    /// A file and its content type.
    struct File: Sendable {
        var bytes: Data
        var contentType: String
    }

    private let files: [String: File]

    /// Loads every file of the bundle's `Resources` folder, keyed by its path inside it
    /// (`index.html`, `assets/app.js`, ...).
    static func load() -> BundledFiles {
        guard let root = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            return BundledFiles(files: [:])
        }
        var files: [String: File] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let bytes = try? Data(contentsOf: url)
            else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files[path] = File(bytes: bytes, contentType: contentType(ofExtension: url.pathExtension))
        }
        return BundledFiles(files: files)
    }

    /// The file at `path` (no leading slash), if bundled.
    subscript(path: String) -> File? { files[path] }

    static func contentType(ofExtension ext: String) -> String {
        switch ext {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }
}
