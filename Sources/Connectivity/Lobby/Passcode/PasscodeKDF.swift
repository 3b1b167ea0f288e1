/// The constants of the private-lobby proof, protocol version 1 (see Docs/Lobby.md).
public enum PasscodeKDF {
    /// The `kdf` value of a ``Challenge``: PBKDF2 with HMAC-SHA256.
    public static let name = "pbkdf2-sha256"
    /// The host's default work factor: OWASP's 2023 figure for PBKDF2-HMAC-SHA256. Measured here
    /// (release build, one core): 64 ms per derivation, paid once per lobby and once per client.
    public static let defaultIterations = 600_000
    /// The fewest iterations a client accepts by default: a rogue host asking for fewer is trying to
    /// make the proof cheap to brute-force.
    public static let minimumAcceptedIterations = 100_000
    /// The most iterations a client accepts, so a hostile host cannot make it spin for minutes.
    public static let maximumAcceptedIterations = 5_000_000
    /// The host's salt length.
    public static let saltByteCount = 16
    /// The salt lengths a client accepts.
    public static let acceptedSaltByteCounts = 16...64
    /// The length of each side's nonce.
    public static let nonceByteCount = 32
    /// The length of the derived key and of the proof.
    public static let keyByteCount = 32
    /// The longest passcode accepted, in UTF-8 bytes.
    public static let maximumPasscodeByteCount = 256
    /// The domain-separation prefix of the proof message.
    public static let label = Array("lanparty-v1".utf8)
}
