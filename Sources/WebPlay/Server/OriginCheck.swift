/// Whether a WebSocket upgrade comes from the lobby's own page (a pure function of two headers).
enum OriginCheck {
    /// True when `origin` is absent (not a browser) or names the same host and port the request
    /// was sent to (`Host`), as `http://HOST:PORT`.
    static func allows(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        guard let host, !host.isEmpty else { return false }
        for scheme in ["http://", "https://"] where origin.lowercased().hasPrefix(scheme) {
            return origin.dropFirst(scheme.count).lowercased() == host.lowercased()
        }
        return false
    }
}
