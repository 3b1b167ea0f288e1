import GameCore

/// `--avatar SYMBOL[:COLOUR]` of both programs (Docs/CLI.md "Avatars").
enum AvatarOption {
    /// Why `text` is not an avatar, in words naming the choices; `nil` when it is one (or not given).
    static func problem(with text: String?) -> String? {
        guard let text else { return nil }
        do throws(AvatarError) {
            _ = try AvatarConfig(parsing: text, fallback: .derived(from: ""))
            return nil
        } catch {
            return "--avatar: \(error)."
        }
    }
}
