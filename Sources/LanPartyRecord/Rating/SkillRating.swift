/// A player's skill belief: a normal distribution with mean `mu` and
/// standard deviation `sigma`, as in the Weng-Lin / OpenSkill models.
public struct SkillRating: Sendable, Hashable, Codable {
    /// The estimated skill (mean of the belief).
    public var mu: Double
    /// The uncertainty of the estimate (standard deviation of the belief).
    public var sigma: Double

    /// The rating every new player starts with (OpenSkill defaults: 25, 25/3).
    public static let initial = SkillRating(mu: 25.0, sigma: 25.0 / 3.0)

    /// Creates a rating from a mean and a standard deviation.
    public init(mu: Double, sigma: Double) {
        self.mu = mu
        self.sigma = sigma
    }

    /// The conservative display rating, `mu - 3 * sigma`: the skill the player
    /// is ~99.7% likely to exceed, so newcomers start near 0 and climb as the
    /// model grows confident instead of topping the board after one lucky win.
    public var ordinal: Double {
        mu - 3.0 * sigma
    }

    // Explicit keys so the stored format stays stable if properties are renamed.
    private enum CodingKeys: String, CodingKey {
        case mu = "mu"
        case sigma = "sigma"
    }
}
