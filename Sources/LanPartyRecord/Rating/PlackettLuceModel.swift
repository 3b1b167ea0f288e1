import Foundation

/// The Weng-Lin Bayesian approximation with the Plackett-Luce model
/// (Weng & Lin, JMLR 12 (2011) 267-300, Algorithm 4), as openskill.py's
/// `PlackettLuce` implements it, for games where every player is a team of one.
///
/// The model is a pure value: `rate` depends only on its arguments and the
/// parameters, so replaying the same games always yields the same ratings.
public struct PlackettLuceModel: Sendable, Hashable {
    /// Prior mean skill for a new player.
    public var mu: Double
    /// Prior skill uncertainty for a new player.
    public var sigma: Double
    /// Performance noise: how much a single game's result varies around skill.
    public var beta: Double
    /// Lower bound on the factor sigma^2 is multiplied by, so sigma stays positive.
    public var kappa: Double
    /// Additive dynamics: uncertainty added before each game so that ratings
    /// can keep moving as skill changes over time.
    public var tau: Double

    /// Creates a model; the defaults are openskill.py's.
    public init(
        mu: Double = 25.0,
        sigma: Double = 25.0 / 3.0,
        beta: Double = 25.0 / 6.0,
        kappa: Double = 0.0001,
        tau: Double = 25.0 / 300.0
    ) {
        self.mu = mu
        self.sigma = sigma
        self.beta = beta
        self.kappa = kappa
        self.tau = tau
    }

    /// The rating a player who has not played yet gets from this model.
    public var initialRating: SkillRating {
        SkillRating(mu: mu, sigma: sigma)
    }

    /// Updates the ratings of the players of one finished game.
    ///
    /// - Parameters:
    ///   - ratings: Each player's rating before the game.
    ///   - ranks: Each player's place, same order as `ratings`: lower is
    ///     better, equal ranks are a tie, only their order matters
    ///     (e.g. winners 0, everyone else 1).
    /// - Returns: The new ratings, in the order of `ratings`. Fewer than two
    ///   players, a `ranks` array of a different length, or parameters that
    ///   leave no finite positive total variance return `ratings` unchanged
    ///   rather than trapping, because a bad record must not crash a server.
    public func rate(_ ratings: [SkillRating], ranks: [Int]) -> [SkillRating] {
        let count = ratings.count
        guard count >= 2, ranks.count == count else { return ratings }

        // Additive dynamics first, as openskill does: sigma' = sqrt(sigma^2 + tau^2).
        let variances = ratings.map { $0.sigma * $0.sigma + tau * tau }
        let betaSquared = beta * beta
        let c = variances.reduce(0.0) { $0 + $1 + betaSquared }.squareRoot()
        guard c.isFinite, c > 0 else { return ratings }

        // Strengths exp(mu / c), shifted by the largest mu; only their ratios
        // are used, and the shift keeps exp from overflowing for large mus.
        let topMu = ratings.map(\.mu).max() ?? 0
        let strengths = ratings.map { exp(($0.mu - topMu) / c) }

        // sumQ[q]: total strength of players placed at or below q (the set C_q).
        // tieCount[q]: how many players share q's rank (A_q in the paper).
        var sumQ = [Double](repeating: 0, count: count)
        var tieCount = [Double](repeating: 0, count: count)
        for q in 0..<count {
            for i in 0..<count {
                if ranks[i] >= ranks[q] { sumQ[q] += strengths[i] }
                if ranks[i] == ranks[q] { tieCount[q] += 1 }
            }
        }

        return (0..<count).map { i in
            var omega = 0.0
            var delta = 0.0
            // Every q placed at or above i is a "race" i took part in.
            for q in 0..<count where ranks[q] <= ranks[i] {
                let p = strengths[i] / sumQ[q]
                delta += p * (1 - p) / tieCount[q]
                omega += (q == i ? 1 - p : -p) / tieCount[q]
            }
            let variance = variances[i]
            omega *= variance / c
            // openskill's default gamma = sigma_i / c damps the variance update.
            let gamma = variance.squareRoot() / c
            delta *= variance / (c * c) * gamma

            // openskill 6.2's tie "averaging" step is a no-op (it compares a
            // player with itself), so tied players are deliberately updated
            // independently here to reproduce its numbers.
            let newSigma = variance.squareRoot() * max(1 - delta, kappa).squareRoot()
            return SkillRating(mu: ratings[i].mu + omega, sigma: newSigma)
        }
    }
}
