/// Turns a finished game's outcome into the ranks `PlackettLuceModel` expects.
public enum GameStanding {
    /// Ranks for a win/lose game: winners (by seat index) get rank 0, everyone
    /// else rank 1. With no winners (everyone lost, or the game was abandoned)
    /// all players tie at rank 0, which carries no information about who is
    /// better. Seat indices outside `0..<playerCount` are ignored, and a
    /// non-positive `playerCount` yields an empty array.
    public static func ranks(playerCount: Int, winners: Set<Int>) -> [Int] {
        guard playerCount > 0 else { return [] }
        let seats = 0..<playerCount
        // "No winner" must mean a full tie, not "everyone ranked last".
        guard winners.contains(where: { seats.contains($0) }) else {
            return Array(repeating: 0, count: playerCount)
        }
        return seats.map { winners.contains($0) ? 0 : 1 }
    }
}
