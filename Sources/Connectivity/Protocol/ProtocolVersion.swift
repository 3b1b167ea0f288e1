/// The wire protocol version this build speaks. Bumped on incompatible changes only:
/// additions (new message types, new optional fields, new enum cases) keep the version.
public enum ProtocolVersion {
    /// The version sent in `hello` and published in the `v` TXT key. 2: a `gameState` may carry a
    /// view patch (`base`, `edits`) that a version-1 client would take for a whole view.
    public static let current = 2
}
