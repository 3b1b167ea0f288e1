/// The exit codes of `lanhost` and `lanjoin` (README, "Exit codes").
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// The game ended, or the user quit.
    case success = 0
    /// Something went wrong inside the program.
    case internalError = 1
    /// The command line was wrong.
    case usage = 2
    /// The host refused the join (wrong passcode, full, unsupported game version...).
    case joinRejected = 3
    /// The host went away and did not come back within the wait (`lanjoin --wait-for-host`, 2 min).
    case hostLost = 4
    /// The host kicked or banned this player.
    case kicked = 5
    /// Discovery is unavailable (no Avahi daemon or no D-Bus).
    case discoveryUnavailable = 6
    /// Nothing answered at the address (`--connect`, or the address discovery found): no lanhost
    /// on that port, a wrong address, or a firewall.
    case unreachable = 7
    /// `lanhost --replay --verify`: the replay went another way than the record (or could not run).
    case replayDiverged = 8
}
