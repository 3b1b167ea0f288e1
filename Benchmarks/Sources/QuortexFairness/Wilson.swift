import Foundation

/// A proportion with its Wilson score interval (95 %: z = 1.96), which stays inside 0...1 and
/// behaves for small counts, unlike the normal approximation.
struct WilsonInterval {
    /// Successes.
    var successes: Int
    /// Trials.
    var trials: Int
    /// The normal quantile (1.96 for 95 %).
    var z = 1.96

    /// successes / trials.
    var rate: Double { trials == 0 ? 0 : Double(successes) / Double(trials) }

    /// The interval's ends.
    var bounds: (low: Double, high: Double) {
        guard trials > 0 else { return (0, 1) }
        let n = Double(trials)
        let p = rate
        let z2 = z * z
        let centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        let half = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / (1 + z2 / n)
        return (max(0, centre - half), min(1, centre + half))
    }

    /// `47.1 % [45.0, 49.3]`.
    var text: String {
        let (low, high) = bounds
        return String(format: "%.1f %% [%.1f, %.1f]", rate * 100, low * 100, high * 100)
    }
}
