/// The wire protocol version this build speaks. Bumped on incompatible changes only:
/// additions (new message types, new optional fields, new enum cases) keep the version.
public enum ProtocolVersion {
    /// The version sent in `hello` and published in the `v` TXT key. 2: a `gameState` may carry a
    /// view patch (`base`, `edits`) that a version-1 client would take for a whole view. 3: every
    /// TCP connection is sealed (a Noise handshake before the first frame, Docs/Protocol.md §2.1).
    public static let current = 3
}
