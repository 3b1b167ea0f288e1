import Foundation
import GameCore

/// What a module hides, as its author describes it for ``HiddenInformationAudit``.
///
/// Two complementary descriptions; give either or both:
/// - ``secrets``: the byte sequences an owner alone may know in a state (a player's cards, the
///   drawer's word; `.host` for what nobody may see). Every viewer's encoded view, patches and
///   game-over views included, is searched for every secret it may not know.
/// - ``alternatives``: the same state with an owner's secrets changed (another hand, a reshuffled
///   bag, another seed). Every viewer who may not know them must get byte-identical views: this
///   catches leaks a byte search cannot, such as a count, a derived value or a bare number.
///
/// Return nothing for what is public by then (the game is over, the round revealed its word).
public struct HiddenInformation<Module: GameModule>: Sendable {
    /// The secrets `owner` alone may know in a state (for `.host`: that no view may carry).
    public var secrets: @Sendable (Module.State, SecretOwner) -> [Secret]
    /// States equal to the given one but for what `owner` alone may know.
    public var alternatives: @Sendable (Module.State, SecretOwner) -> [Module.State]
    /// Actions to try as `player` on a state so that the audit sees the refusals the reducer writes
    /// (their words reach that player); `nil` (the default): every player's listed legal actions
    /// (``GameModule/legalActions(in:for:)``), a few each, tried by everyone else.
    public var refusalProbes: (@Sendable (Module.State, PlayerID) -> [Module.Action])?

    /// Describes a module's hidden information; the closures default to "nothing" and the probes
    /// to the other players' legal actions.
    public init(
        secrets: @escaping @Sendable (Module.State, SecretOwner) -> [Secret] = { _, _ in [] },
        alternatives: @escaping @Sendable (Module.State, SecretOwner) -> [Module.State] = { _, _ in [] },
        refusalProbes: (@Sendable (Module.State, PlayerID) -> [Module.Action])? = nil
    ) {
        self.secrets = secrets
        self.alternatives = alternatives
        self.refusalProbes = refusalProbes
    }

    /// A module without hidden information: nothing to search for.
    public static var none: HiddenInformation { HiddenInformation() }
}
