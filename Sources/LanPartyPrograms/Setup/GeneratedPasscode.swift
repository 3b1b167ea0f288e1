/// The passcode `lanhost --private` makes up: ten characters in two groups of five (`k7mqz-3rw9p`),
/// from 31 letters and digits that cannot be mistaken for one another when read off a screen (no
/// 0/o, 1/l/i).
///
/// Strong because a recorded handshake of a private lobby can be guessed offline (Docs/Lobby.md
/// §7): 31^10, about 8 × 10^14 passcodes, is centuries for a high-end GPU at the default PBKDF2
/// work factor, where the six digits this used to be took minutes.
enum GeneratedPasscode {
    /// The characters drawn from.
    static let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
    /// Characters per group, and groups.
    static let groupLength = 5
    static let groups = 2

    /// A fresh passcode from `random`.
    static func make(using random: inout some RandomNumberGenerator) -> String {
        (0..<groups).map { _ in
            String((0..<groupLength).map { _ in alphabet.randomElement(using: &random)! })
        }.joined(separator: "-")
    }
}
