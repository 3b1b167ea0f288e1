/// The wire protocol version this build speaks. Bumped on incompatible changes only:
/// additions (new message types, new optional fields, new enum cases) keep the version.
public enum ProtocolVersion {
    /// The version sent in `hello` and published in the `v` TXT key.
    public static let current = 1
}
